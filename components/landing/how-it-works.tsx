import { SectionHeading } from "@/components/landing/section-heading";
import { FileText, Send, Store, UserPlus } from "@/components/ui/icons";

const STEPS = [
  { icon: UserPlus, title: "Crie sua conta", text: "Em menos de um minuto, só com e-mail e senha; depois escolha o seu plano." },
  {
    icon: Store,
    title: "Personalize o perfil da oficina",
    text: "Nome, logo, serviços oferecidos, horário de funcionamento e WhatsApp.",
  },
  {
    icon: FileText,
    title: "Crie orçamentos",
    text: "A partir de um catálogo de serviços ou de itens personalizados, do jeito que você trabalha.",
  },
  { icon: Send, title: "Envie para seus clientes", text: "Mande o orçamento por WhatsApp ou e-mail e acompanhe a aprovação." },
] as const;

export function HowItWorks() {
  return (
    <section id="como-funciona" aria-labelledby="como-funciona-titulo" className="scroll-mt-28 md:scroll-mt-16 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 md:px-8">
        <SectionHeading
          id="como-funciona-titulo"
          eyebrow="Como funciona"
          title="Comece a usar hoje, em 4 passos"
          description="Sem instalação e sem treinamento: funciona no celular e no computador."
        />
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-md">
                <Icon className="size-7" aria-hidden="true" />
                <span className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border-2 border-background bg-foreground text-xs font-bold text-background">
                  <span className="sr-only">Passo </span>
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 max-w-xs text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
