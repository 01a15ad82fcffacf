import { currentClientAddress } from "@/lib/client-address/current";
import { getJobDocument } from "@/lib/data/job-document";
import { getQuoteBilling } from "@/lib/data/shop-billing";
import { getQuoteVersion } from "@/lib/data/quote-versions";
import { messages } from "@/lib/messages";
import { pdfTextResponse, quotePdfResponse } from "@/lib/quote-pdf/response";
import { openPublicQuote } from "@/lib/public-quote/access";
import { answerTo } from "@/lib/quotes/receipt";
import { snapshotDocument } from "@/lib/quotes/snapshot";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";

// The headers of the customer's page, on the response itself too (next.config.ts adds the same).
const PRIVATE = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));

/**
 * The customer's quote as a PDF, from the same link as the page and under the same rule: any token
 * that opens nothing (or any token, from an address over the limit of misses) is a 404.
 * The latest version, drawn from its snapshot, or with `?versao=N` an earlier one, as the page's
 * read-only view shows it; with the receipt of that version's answer and every answer so far.
 * Drawn once per version and answers, then read from the storage (lib/quote-pdf/response.ts).
 * Once approved, the same 'Ordem de Serviço' as the shop's (check-in, photos, delivery, warranty).
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const clientAddress = await currentClientAddress();
  const view = await openPublicQuote(token, clientAddress);
  if (!view) return pdfTextResponse(404, messages.quotePdf.notFound, PRIVATE);

  const [job, billing] = await Promise.all([getJobDocument(view.userId, view.quoteId), getQuoteBilling(view.userId, view.quoteId)]);
  let { version, document } = view;
  const wanted = new URL(request.url).searchParams.get("versao");
  if (wanted !== null && wanted !== String(version.number)) {
    const earlier = /^\d{1,9}$/.test(wanted) ? await getQuoteVersion(view.userId, view.quoteId, Number(wanted)) : undefined;
    if (!earlier) return pdfTextResponse(404, messages.quotePdf.notFound, PRIVATE);
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
  return quotePdfResponse(document, {
    userId: view.userId,
    quoteId: view.quoteId,
    clientAddress,
    context: { quoteId: view.quoteId },
    headers: PRIVATE,
    answers,
    job,
    billing,
  });
}
