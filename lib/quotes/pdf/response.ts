import "server-only";
import type { PublicQuote, QuoteDocument } from "@/lib/data/quote-document";
import { messages } from "@/lib/messages";
import type { PdfAnswers } from "@/lib/quotes/pdf/answers";
import { quotePdfFileName } from "@/lib/quotes/pdf/file-name";
import { renderQuotePdf } from "@/lib/quotes/pdf/index";

/**
 * The responses of the two PDF routes, the shop's and the customer's: a quote holds a customer's
 * name and car, so neither is ever kept by a browser or a proxy, nor sniffed as another type.
 */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" } as const;

export function pdfTextResponse(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { ...PRIVATE, ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

/** The quote's PDF, opened in the browser as orcamento-0042.pdf; a failed render is logged and a 500. */
export async function quotePdfResponse(document: QuoteDocument | PublicQuote, context: object, headers: Record<string, string> = {}, answers?: PdfAnswers) {
  let pdf: Buffer;
  try {
    pdf = await renderQuotePdf(document, answers);
  } catch (error) {
    console.error("PDF do orçamento falhou", context, error);
    return pdfTextResponse(500, messages.quotePdf.renderFailed, headers);
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${quotePdfFileName(document.quote.number)}"`,
      "Content-Length": String(pdf.byteLength),
    },
  });
}
