import "server-only";
import { getReceipt } from "@/lib/data/receipts";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { pdfTextResponse } from "@/lib/quote-pdf/response";
import { receiptPdfResponse } from "@/lib/receipt-pdf/response";
import { requireSubscribedUser } from "@/lib/session";

/**
 * The shop's 'Recibo' of its job (paymentId null) or of one payment: another shop's job or payment,
 * a cancelled payment, a malformed id, are all the same 404.
 */
export async function shopReceiptResponse(quoteId: string, paymentId: string | null) {
  const account = await requireSubscribedUser("handlePayments");
  const read = await load("leitura do recibo", account.shopId, () => getReceipt(account.shopId, quoteId, paymentId));
  if (read.failed) return pdfTextResponse(500, messages.receiptPdf.renderFailed);
  return receiptPdfResponse(read.value, {
    clientAddress: null,
    context: { shopId: account.shopId, quoteId, paymentId },
  });
}
