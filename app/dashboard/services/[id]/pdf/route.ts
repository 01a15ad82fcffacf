import { getQuoteDocument } from "@/lib/data/quote-document";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { pdfTextResponse, quotePdfResponse } from "@/lib/quotes/pdf/response";
import { isRecordId } from "@/lib/search-params";
import { requireSubscribedUser } from "@/lib/session";

const t = messages.quotePdf;

/**
 * The shop's quote as a PDF, opened in the browser ('Baixar PDF' on the quote's page). Another
 * shop's quote, or an id that is no quote, is a 404 that does not say whether it exists.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser();
  const { id } = await params;
  if (!isRecordId(id)) return pdfTextResponse(404, t.notFound);

  const document = await load("leitura do orçamento para PDF", account.id, () => getQuoteDocument(account.id, id));
  if (document.failed) return pdfTextResponse(500, t.renderFailed);
  if (!document.value) return pdfTextResponse(404, t.notFound);
  return quotePdfResponse(document.value, { userId: account.id, quoteId: id });
}
