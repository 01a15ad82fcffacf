import { Benefits } from "@/components/landing/benefits";
import { ClosingCta } from "@/components/landing/closing-cta";
import { DemoChat } from "@/components/landing/demo-chat";
import { SiteFooter } from "@/components/landing/footer";
import { GuaranteeAndSocialProof } from "@/components/landing/guarantee-and-social-proof";
import { SiteHeader } from "@/components/landing/header";
import { Hero } from "@/components/landing/hero";
import { HowItWorks } from "@/components/landing/how-it-works";
import type { LeadFormState } from "@/components/landing/lead-form";
import { LeadSection } from "@/components/landing/lead-section";
import { Pricing } from "@/components/landing/pricing";
import { formatAmount } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/messages/product";
import { GUARANTEE_DAYS, PLANS } from "@/lib/plans";

export const LANDING_TITLE = `${PRODUCT_NAME} — orçamentos e clientes da sua oficina, no celular`;

// Only what the product does today: the assistant does not answer anyone yet.
export const LANDING_DESCRIPTION = `Orçamentos profissionais em segundos, com PDF e link para o cliente aprovar, e um CRM visual de clientes e veículos. Planos a partir de ${formatAmount(Math.min(...PLANS.map((plan) => plan.price)))}/mês, com ${GUARANTEE_DAYS} dias de garantia.`;

/**
 * The landing page, a document (lib/documents/render.tsx): prerendered once for every visitor by
 * app/(marketing)/route.tsx, and rendered again by /contato with the lead form's `lead` state
 * when a post is refused.
 */
export function LandingPage({ lead }: { lead?: LeadFormState }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo" className="flex-1">
        <Hero />
        <Benefits />
        <DemoChat />
        <HowItWorks />
        <Pricing />
        <GuaranteeAndSocialProof />
        <ClosingCta />
        <LeadSection state={lead} />
      </main>
      <SiteFooter />
    </div>
  );
}
