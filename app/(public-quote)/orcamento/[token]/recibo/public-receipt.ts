import "server-only";
import { currentClientAddress } from "@/lib/client-address/current";
import { getReceipt } from "@/lib/data/receipts";
import { openPublicQuote } from "@/lib/public-quote/access";
import { receiptPdfResponse } from "@/lib/receipt-pdf/response";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";

// The headers of the customer's page, on the response itself too (as the link's PDF does).
const PRIVATE = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));

/**
 * The customer's 'Recibo', from the same link as the page and under the same rule: a token that
 * opens nothing (or any token, from an address over the limit of misses) is a 404, as is a payment
 * of another job or a cancelled one.
 */
export async function publicReceiptResponse(token: string, paymentId: string | null) {
  const clientAddress = await currentClientAddress();
  const view = await openPublicQuote(token, clientAddress);
  const receipt = view ? await getReceipt(view.shopId, view.quoteId, paymentId) : undefined;
  return receiptPdfResponse(receipt, { clientAddress, context: { quoteId: view?.quoteId, paymentId }, headers: PRIVATE });
}
