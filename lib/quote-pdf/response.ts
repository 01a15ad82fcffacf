import "server-only";
import type { JobDocument } from "@/lib/data/job-document";
import type { QuoteBilling } from "@/lib/data/shop-billing";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { messages } from "@/lib/messages";
import type { PdfAnswers } from "@/lib/quote-pdf/answers";
import { quotePdfCacheKey, readCachedPdf, writeCachedPdf } from "@/lib/quote-pdf/cache";
import { quotePdfFileName } from "@/lib/quote-pdf/file-name";
import { renderQuotePdf } from "@/lib/quote-pdf/index";
import { isJobDocument } from "@/lib/quote-pdf/job";
import { BUSY, pdfRenderSlots } from "@/lib/quote-pdf/render-slots";
import { QUOTE_PDF_RENDERS, quotePdfRenderKey } from "@/lib/rate-limit";
import { getStorage, type ObjectStorage } from "@/lib/storage";
import type { PublicQuote, QuoteDocument } from "@/lib/quotes/types";

/**
 * The responses of the two PDF routes, the shop's and the customer's: a quote holds a customer's
 * name and car, so neither is ever kept by a browser or a proxy, nor sniffed as another type.
 */
export const PRIVATE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" } as const;

export function pdfTextResponse(status: number, text: string, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { ...PRIVATE, ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

/** The address has drawn its renders for the window (429), or every render slot is taken (503). */
const tooManyRenders = (headers: Record<string, string>) =>
  pdfTextResponse(429, messages.quotePdf.tooManyRenders, { ...headers, "Retry-After": String(QUOTE_PDF_RENDERS.windowMs / 1000) });
const busy = (headers: Record<string, string>) => pdfTextResponse(503, messages.quotePdf.busy, { ...headers, "Retry-After": "5" });

/** A PDF, opened in the browser as `fileName`, under the private headers. */
function pdfFileResponse(pdf: Buffer, fileName: string, headers: Record<string, string>) {
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Content-Length": String(pdf.byteLength),
    },
  });
}

/**
 * A one-page PDF drawn on each request (a receipt, a DANFSe: no photos, cheaper than a cache read):
 * within the link's renders per address (429; `clientAddress` null for the shop's signed-in copy,
 * which counts none) and the process's render slots (503 when busy), under the private headers.
 */
export async function drawnPdfResponse(options: {
  clientAddress: string | null;
  /** Logged with a failed render, after `what`. */
  context: object;
  what: string;
  headers?: Record<string, string>;
  render: () => Promise<Buffer>;
  renderFailed: string;
  fileName: string;
}) {
  const headers = options.headers ?? {};
  const { allowed } =
    options.clientAddress === null
      ? { allowed: true }
      : await consumeRateLimit(quotePdfRenderKey(options.clientAddress), QUOTE_PDF_RENDERS);
  if (!allowed) return tooManyRenders(headers);
  let pdf: Buffer | typeof BUSY;
  try {
    pdf = await pdfRenderSlots.run(options.render);
  } catch (error) {
    console.error(`${options.what} falhou`, options.context, error);
    return pdfTextResponse(500, options.renderFailed, headers);
  }
  if (pdf === BUSY) return busy(headers);
  return pdfFileResponse(pdf, options.fileName, headers);
}

export type QuotePdfRequest = {
  /** The shop the quote belongs to: the cache's key starts with it. */
  shopId: string;
  quoteId: string;
  /** The client's address (lib/client-address): renders, not downloads, are limited per address. */
  clientAddress: string;
  /** Logged with a failed render. */
  context: object;
  headers?: Record<string, string>;
  answers?: PdfAnswers;
  /** The job's side of the document (lib/data/job-document.ts): with it, an approved quote is its 'Ordem de Serviço'. */
  job?: JobDocument;
  /** The shop's CNPJ or CPF and address, and the PIX charge of what is owed (lib/data/shop-billing.ts). */
  billing?: QuoteBilling;
  storage?: ObjectStorage;
};

// Two downloads of the same uncached PDF at once draw it once: the second waits for the first's.
const drawing = new Map<string, Promise<Buffer | typeof BUSY>>();

function drawOnce(key: string, draw: () => Promise<Buffer | typeof BUSY>) {
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}

/**
 * The quote's PDF, opened in the browser as orcamento-0042.pdf (ordem-de-servico-0042.pdf once a job): from the storage when this exact
 * PDF was drawn before (lib/quote-pdf/cache.ts), else drawn, within the address's limit of renders
 * (429) and the process's render slots (503 when busy), and kept. A failed render is logged and a 500.
 */
export async function quotePdfResponse(document: QuoteDocument | PublicQuote, request: QuotePdfRequest) {
  const { shopId, quoteId, clientAddress, context, headers = {}, answers, job, billing, storage = getStorage() } = request;
  const key = quotePdfCacheKey(shopId, quoteId, document, answers, job, billing);
  let pdf = await readCachedPdf(storage, key);
  if (!pdf) {
    const { allowed } = await consumeRateLimit(quotePdfRenderKey(clientAddress), QUOTE_PDF_RENDERS);
    if (!allowed) return tooManyRenders(headers);
    let drawn: Buffer | typeof BUSY;
    try {
      drawn = await drawOnce(key, () =>
        pdfRenderSlots.run(async () => {
          // Drawn meanwhile by a request that held the slot (here or on another instance).
          const meanwhile = await readCachedPdf(storage, key);
          if (meanwhile) return meanwhile;
          const rendered = await renderQuotePdf(document, answers, job, billing);
          await writeCachedPdf(storage, key, rendered);
          return rendered;
        }),
      );
    } catch (error) {
      console.error("PDF do orçamento falhou", context, error);
      return pdfTextResponse(500, messages.quotePdf.renderFailed, headers);
    }
    if (drawn === BUSY) return busy(headers);
    pdf = drawn;
  }
  return pdfFileResponse(pdf, quotePdfFileName(document.quote.number, { job: isJobDocument(job) }), headers);
}
