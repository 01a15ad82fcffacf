import { currentClientAddress } from "@/lib/client-address/current";
import { listQuoteAnswers } from "@/lib/data/quote-answers";
import { markQuoteHandedOut } from "@/lib/data/quote-sends";
import { getJobDocument } from "@/lib/data/job-document";
import { getQuoteBilling } from "@/lib/data/shop-billing";
import { getQuoteDocument } from "@/lib/data/quote-document";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { pdfTextResponse, quotePdfResponse } from "@/lib/quote-pdf/response";
import { PlanLimitReachedError } from "@/lib/plans";
import { awaitingPriceCount } from "@/lib/quotes/priced";
import { isRecordId } from "@/lib/record-id";
import { requireSubscribedUser } from "@/lib/session";

const t = messages.quotePdf;

/**
 * The shop's quote as a PDF, opened in the browser ('Baixar PDF' on the quote's page). Another
 * shop's quote, or an id that is no quote, is a 404 that does not say whether it exists.
 * It ends with the 'Histórico de aprovações', every answer the customer gave on the link. Once
 * approved it is the job's 'Ordem de Serviço', with its check-in, photos and delivery.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser("handleQuotes");
  const { id } = await params;
  if (!isRecordId(id)) return pdfTextResponse(404, t.notFound);

  // Side by side, all keyed by the shop and the id: the history and the job add no wait to the PDF.
  const read = await load("leitura do orçamento para PDF", account.shopId, () =>
    Promise.all([
      getQuoteDocument(account.shopId, id),
      listQuoteAnswers(account.shopId, id),
      getJobDocument(account.shopId, id),
      getQuoteBilling(account.shopId, id),
    ]),
  );
  if (read.failed) return pdfTextResponse(500, t.renderFailed);
  const [document, answers, job, billing] = read.value;
  if (!document) return pdfTextResponse(404, t.notFound);
  // A part 'Aguardando cotação' has no price yet: no PDF shows it as R$ 0,00 or a total without it.
  const awaiting = awaitingPriceCount(document.quote);
  if (awaiting > 0) return pdfTextResponse(409, messages.quoteSending.awaitingPrice(awaiting));
  // 'Baixar PDF' is Básico's way to send: a priced quote counts against the monthly limit now, once.
  try {
    if (!(await markQuoteHandedOut(account.shopId, id))) return pdfTextResponse(404, t.notFound);
  } catch (error) {
    if (!(error instanceof PlanLimitReachedError)) throw error;
    return pdfTextResponse(403, messages.planLimits.quotesReached(error.limit));
  }
  return quotePdfResponse(document, {
    shopId: account.shopId,
    quoteId: id,
    clientAddress: await currentClientAddress(),
    context: { shopId: account.shopId, quoteId: id },
    answers: { history: answers, inPerson: job?.inPersonAnswers },
    job,
    billing,
  });
}
