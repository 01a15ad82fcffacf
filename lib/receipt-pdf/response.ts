import "server-only";
import type { Receipt } from "@/lib/data/receipts";
import { quoteNumberDigits } from "@/lib/format";
import { messages } from "@/lib/messages";
import { drawnPdfResponse, pdfTextResponse } from "@/lib/quote-pdf/response";
import { renderReceiptPdf } from "@/lib/receipt-pdf/index";

const t = messages.receiptPdf;

export type ReceiptPdfRequest = {
  /**
   * The client's address on the customer's link: its renders are limited per address, within the
   * quote PDF's own budget. null for the shop's signed-in copy: one page without photos, and a shop
   * printing a receipt per payment of the day must not run into the link's limit.
   */
  clientAddress: string | null;
  /** Logged with a failed render. */
  context: object;
  headers?: Record<string, string>;
};

/**
 * The receipt's PDF, opened in the browser as recibo-0042.pdf (a payment's receipt adds its date:
 * recibo-0042-2026-11-20.pdf). Drawn on each request (one page, no photos: cheaper than a cache
 * read), within the link's limit per address (429) and the process's render slots (503 when busy), under the
 * same private, never-cached headers as the quote's PDF. Nothing to show is a 404 that says no more.
 */
export async function receiptPdfResponse(receipt: Receipt | undefined, { clientAddress, context, headers = {} }: ReceiptPdfRequest) {
  if (!receipt) return pdfTextResponse(404, t.notFound, headers);
  const digits = quoteNumberDigits(receipt.quoteNumber);
  const name = receipt.paymentId ? `${digits}-${receipt.payments[0]!.paidOn}` : digits;
  return drawnPdfResponse({
    clientAddress,
    context,
    headers,
    what: "PDF do recibo",
    render: () => renderReceiptPdf(receipt),
    renderFailed: t.renderFailed,
    fileName: t.fileName(name),
  });
}
