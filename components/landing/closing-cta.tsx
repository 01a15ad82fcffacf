import { ScrollToLeadButton } from "@/components/landing/scroll-to-lead-button";
import { GUARANTEE_DAYS } from "@/lib/plans";

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-titulo" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center md:px-8">
        <h2 id="cta-titulo" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Pronto para deixar a oficina no controle?
        </h2>
        <p className="max-w-2xl text-lg text-pretty opacity-90">
          Deixe seu contato e a gente mostra como o app cabe na sua rotina. {GUARANTEE_DAYS} dias de garantia em qualquer plano.
        </p>
        <ScrollToLeadButton />
      </div>
    </section>
  );
}
