import { DEMO_QUOTE, demoPartPrice, demoTotal } from "@/components/landing/demo-chat";
import { Button } from "@/components/ui/button";
import { CirclePlay, FileText, MessageCircle, ShieldCheck } from "@/components/ui/icons";
import { SIGN_UP_HREF } from "@/lib/auth/auth-tabs";
import { formatAmount } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/messages/product";
import { GUARANTEE_DAYS, PLAN_NAMES, PLANS } from "@/lib/plans";

/** The hero's button names the cheapest plan's price, read from the plans so the two never drift. */
const startingPrice = formatAmount(Math.min(...PLANS.map((plan) => plan.price)));

export function Hero() {
  return (
    <section aria-labelledby="hero-titulo" className="relative overflow-hidden bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-20 md:px-8 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background px-3 py-1 text-sm font-medium text-accent-foreground">
            Feito para mecânicos autônomos e pequenas oficinas
          </p>
          <h1
            id="hero-titulo"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl xl:text-[3.5rem] xl:leading-[1.1]"
          >
            Sua oficina organizada, com <span className="text-primary">orçamentos profissionais em segundos</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground lg:mx-0">
            Monte orçamentos em poucos toques, acompanhe seus clientes num CRM visual e, no plano {PLAN_NAMES.pro}, envie cada orçamento por
            WhatsApp ou e-mail em um toque, sem limite de clientes.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Button asChild size="lg">
              <a href={SIGN_UP_HREF}>Comece com apenas {startingPrice}</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#demonstracao">
                <CirclePlay aria-hidden="true" />
                Ver Demonstração
              </a>
            </Button>
          </div>
          <p className="mt-5 flex items-center justify-center gap-2 text-sm text-muted-foreground lg:justify-start">
            <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
            Garantia de {GUARANTEE_DAYS} dias · cancele quando quiser
          </p>
        </div>
        <QuotePreview />
      </div>
    </section>
  );
}

/** A glimpse of the product's output: the demo's quote as the customer receives it. */
function QuotePreview() {
  return (
    <figure className="mx-auto w-full max-w-sm">
      <div className="rounded-2xl border bg-card p-5 shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-medium text-muted-foreground uppercase">Orçamento nº 0142</p>
            <p className="mt-1 font-semibold">{DEMO_QUOTE.vehicle}</p>
          </div>
          <span className="rounded-full bg-success px-2.5 py-0.5 text-xs font-medium text-success-foreground">Enviado</span>
        </div>
        <dl className="mt-5 grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{DEMO_QUOTE.part}</dt>
            <dd>{formatAmount(demoPartPrice)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Mão de obra</dt>
            <dd>{formatAmount(DEMO_QUOTE.labour)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t pt-2">
            <dt className="font-semibold">Total</dt>
            <dd className="text-lg font-bold text-primary">{formatAmount(demoTotal)}</dd>
          </div>
        </dl>
        <div className="mt-5 grid grid-cols-2 gap-2 text-xs font-medium">
          <span className="flex items-center justify-center gap-1.5 rounded-md bg-muted px-2 py-2">
            <FileText className="size-4 text-primary" aria-hidden="true" />
            PDF pronto
          </span>
          <span className="flex items-center justify-center gap-1.5 rounded-md bg-muted px-2 py-2">
            <MessageCircle className="size-4 text-success" aria-hidden="true" />
            Via WhatsApp
          </span>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-muted-foreground">Exemplo de orçamento feito no {PRODUCT_NAME}</figcaption>
    </figure>
  );
}
