import type { ReactNode } from "react";
import { InPersonApproval } from "@/components/jobs/in-person-approval";
import { StageActions } from "@/components/jobs/stage-actions";
import { StatusBadge } from "@/components/quotes/status-badge";
import { shopToday } from "@/lib/calendar";
import { getJobSettings } from "@/lib/data/job-settings";
import { getQuoteBilling } from "@/lib/data/shop-billing";
import { getQuoteLinkToken } from "@/lib/data/quote-links";
import { isBrazilianPhone, whatsAppUrl } from "@/lib/phone";
import { quoteStageOf } from "@/lib/quote-status";
import { quoteLinkPath } from "@/lib/quotes/link-token";
import { isPriced } from "@/lib/quotes/priced";
import { readyMessageFor } from "@/lib/quotes/ready-message";
import type { QuoteDocument } from "@/lib/quotes/types";
import { siteOrigin } from "@/lib/site-url";

type Props = {
  shopId: string;
  document: QuoteDocument;
  /** The customer answered (on the link or in person): it is cancelled, never deleted. */
  answered: boolean;
  /** The person may step back, cancel and record an approval in person (the front desk, the owner). */
  backAndCancel: boolean;
  deliveryButton?: ReactNode;
};

/**
 * The quote/job page's stage: its one word, the buttons that move it ('Iniciar serviço', 'Carro
 * pronto', 'Voltar etapa', 'Cancelar') and, while the customer has not answered a quote with
 * items, 'Aprovação presencial'. Reads the shop's 'Carro pronto' message and the link here, so the page adds one line.
 */
export async function JobStageControls({ shopId, document, answered, backAndCancel, deliveryButton }: Props) {
  const { quote, customer } = document;
  const [settings, token, billing] = await Promise.all([
    getJobSettings(shopId),
    getQuoteLinkToken(shopId, quote.id),
    getQuoteBilling(shopId, quote.id),
  ]);
  const phone = customer.phone ?? "";
  const readyWhatsAppUrl =
    isBrazilianPhone(phone) && token
      ? whatsAppUrl(phone, readyMessageFor(document, settings.readyTemplate, siteOrigin() + quoteLinkPath(token), billing?.pix))
      : null;
  const nonOriginalParts = quote.items.some(
    (item) => item.kind === "part" && item.partCondition !== null && item.partCondition !== "original",
  );
  return (
    <>
      <span data-testid="quote-stage" className="flex items-center">
        <StatusBadge status={quoteStageOf(quote, shopToday())} />
      </span>
      {/* Nothing to approve before the quote lists its work (a check-in's quote): answerQuote refuses it too. */}
      {backAndCancel && quote.status === "pending" && quote.approvedVersion === null && isPriced(quote) && (
        <InPersonApproval quoteId={quote.id} ownerName={settings.ownerName} nonOriginalParts={nonOriginalParts} />
      )}
      <StageActions
        quoteId={quote.id}
        status={quote.status}
        cancellable={backAndCancel && (answered || !(quote.status === "pending" || quote.status === "rejected"))}
        backable={backAndCancel}
        readyWhatsAppUrl={readyWhatsAppUrl}
        deliveryButton={deliveryButton}
      />
    </>
  );
}
