import "server-only";
import { getJobDocument, type JobDocument } from "@/lib/data/job-document";
import type { PublicQuoteView } from "@/lib/data/public-quote";
import { getQuoteBilling, type QuoteBilling } from "@/lib/data/shop-billing";
import { getQuoteVersion } from "@/lib/data/quote-versions";
import type { PdfAnswers } from "@/lib/quote-pdf/answers";
import { answerTo } from "@/lib/quotes/receipt";
import { snapshotDocument } from "@/lib/quotes/snapshot";
import type { PublicQuote } from "@/lib/quotes/types";

/** Everything renderQuotePdf draws the customer's copy from. */
export type CustomerQuotePdf = { document: PublicQuote; answers: PdfAnswers; job?: JobDocument; billing?: QuoteBilling };

/**
 * The customer's copy of a quote's PDF, whichever way it leaves: the link's 'Baixar PDF'
 * (/orcamento/{token}/pdf) and the e-mail's attachment both draw it from this, so the customer gets
 * one document: the version's snapshot with the live logo, the shop's CNPJ or CPF and address and
 * the PIX charge (lib/data/shop-billing.ts), the job's side once approved, and every answer.
 * `versionNumber`: an earlier version, as the page's read-only view shows it; undefined when the
 * quote has no such version.
 */
export async function customerQuotePdf(view: PublicQuoteView, versionNumber?: number): Promise<CustomerQuotePdf | undefined> {
  const [job, billing] = await Promise.all([getJobDocument(view.shopId, view.quoteId), getQuoteBilling(view.shopId, view.quoteId)]);
  let { version, document } = view;
  if (versionNumber !== undefined && versionNumber !== version.number) {
    const earlier = await getQuoteVersion(view.shopId, view.quoteId, versionNumber);
    if (!earlier) return undefined;
    const live = {
      quoteId: view.quoteId,
      customerId: document.quote.customerId,
      logoUrl: document.shop.logoUrl,
      email: document.shop.email,
    };
    version = earlier;
    document = snapshotDocument(earlier.snapshot, live);
  }
  const answers = { receipt: answerTo(view.answers, version.number), history: view.answers, inPerson: job?.inPersonAnswers };
  return { document, answers, job, billing };
}
