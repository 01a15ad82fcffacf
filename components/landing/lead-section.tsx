import { LeadForm, type LeadFormState } from "@/components/landing/lead-form";
import { CircleCheck } from "@/components/ui/icons";

const BULLETS = [
  { title: "Organizador de orçamentos", text: "Todos os orçamentos em um só lugar, do pendente ao aprovado." },
  { title: "Cadastro de clientes e histórico", text: "Cada cliente com seus contatos e o histórico de serviços." },
  { title: "Banco de dados de fornecedores", text: "Seus fornecedores e as peças que cada um oferece, sempre à mão." },
] as const;

export function LeadSection({ state }: { state?: LeadFormState }) {
  return (
    <section id="lead-form-section" aria-labelledby="lead-titulo" className="scroll-mt-28 md:scroll-mt-16 bg-muted py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:px-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="lead-titulo" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Simplifique a gestão da sua oficina
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Deixe seus dados e receba o contato da nossa equipe para conhecer o app.
          </p>
          <ul className="mt-8 grid gap-5">
            {BULLETS.map((bullet) => (
              <li key={bullet.title} className="flex gap-3">
                <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
                <span>
                  <span className="block font-semibold">{bullet.title}</span>
                  <span className="block text-sm text-muted-foreground">{bullet.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
          <h3 className="text-xl font-semibold">Fale com a gente</h3>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">Preencha os campos e entraremos em contato.</p>
          <LeadForm state={state} />
        </div>
      </div>
    </section>
  );
}
