import { SectionHeading } from "@/components/landing/section-heading";
import { Bot, LayoutDashboard, Send, Zap } from "@/components/ui/icons";
import { PLAN_NAMES } from "@/lib/plans";

const BENEFITS = [
  {
    icon: Zap,
    title: "Orçamentos em segundos",
    text: "Escolha serviços do seu catálogo ou adicione itens avulsos e gere um orçamento profissional, com a cara da sua oficina.",
  },
  {
    icon: LayoutDashboard,
    title: "CRM visual e fácil",
    text: "Todos os clientes, veículos e o histórico de serviços num só lugar, sem planilha e sem caderno.",
  },
  {
    icon: Bot,
    title: "Assistente de IA",
    text: `No plano ${PLAN_NAMES.pro}, dê nome e personalidade ao assistente da sua oficina. Em breve ele vai responder seus clientes enquanto você está com a mão na graxa.`,
  },
  {
    icon: Send,
    title: "Envio por WhatsApp ou e-mail",
    text: `Em todos os planos, o orçamento em PDF e um link para o cliente aprovar. No ${PLAN_NAMES.pro}, envie em um toque, pelo canal que ele já usa todos os dias.`,
  },
] as const;

export function Benefits() {
  return (
    <section id="beneficios" aria-labelledby="beneficios-titulo" className="scroll-mt-28 md:scroll-mt-16 bg-muted py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 md:px-8">
        <SectionHeading
          id="beneficios-titulo"
          eyebrow="Benefícios"
          title="Menos papelada, mais carro na rampa"
          description="Tudo o que o mecânico precisa para atender melhor e fechar mais serviços."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
