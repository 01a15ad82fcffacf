import { currentClientAddress } from "@/lib/client-address/current";
import { messages } from "@/lib/messages";
import { customerQuotePdf } from "@/lib/quote-pdf/customer-copy";
import { pdfTextResponse, quotePdfResponse } from "@/lib/quote-pdf/response";
import { openPublicQuote } from "@/lib/public-quote/access";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";

// The headers of the customer's page, on the response itself too (next.config.ts adds the same).
const PRIVATE = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));

/**
 * The customer's quote as a PDF, from the same link as the page and under the same rule: any token
 * that opens nothing (or any token, from an address over the limit of misses) is a 404.
 * The latest version, drawn from its snapshot, or with `?versao=N` an earlier one, as the page's
 * read-only view shows it; with the receipt of that version's answer and every answer so far.
 * The same document the quote's e-mail attaches (lib/quote-pdf/customer-copy.ts). Drawn once per
 * version and answers, then read from the storage (lib/quote-pdf/response.ts).
 * Once approved, the same 'Ordem de Serviço' as the shop's (check-in, photos, delivery, warranty).
 */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const clientAddress = await currentClientAddress();
  const view = await openPublicQuote(token, clientAddress);
  if (!view) return pdfTextResponse(404, messages.publicQuote.notFound, PRIVATE);

  const wanted = new URL(request.url).searchParams.get("versao");
  if (wanted !== null && !/^\d{1,9}$/.test(wanted)) return pdfTextResponse(404, messages.publicQuote.notFound, PRIVATE);
  const pdf = await customerQuotePdf(view, wanted === null ? undefined : Number(wanted));
  if (!pdf) return pdfTextResponse(404, messages.publicQuote.notFound, PRIVATE);
  return quotePdfResponse(pdf.document, {
    shopId: view.shopId,
    quoteId: view.quoteId,
    clientAddress,
    context: { quoteId: view.quoteId },
    headers: PRIVATE,
    answers: pdf.answers,
    job: pdf.job,
    billing: pdf.billing,
  });
}
