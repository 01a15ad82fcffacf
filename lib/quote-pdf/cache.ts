import "server-only";
import { createHash } from "node:crypto";
import type { JobDocument } from "@/lib/data/job-document";
import type { QuoteBilling } from "@/lib/data/shop-billing";
import type { PdfAnswers } from "@/lib/quote-pdf/answers";
import type { ObjectStorage } from "@/lib/storage";
import type { PublicQuote, QuoteDocument } from "@/lib/quotes/types";

/**
 * Rendered quote PDFs, kept in the storage driver (local files or S3), so every instance shares
 * them and a version is drawn once. The key is the SHA-256 of everything the renderer reads: the
 * document (for the customer's link, the published version's snapshot with the live logo and
 * e-mail), the answers printed on it, the job's side once approved (stage, check-in and its
 * acknowledgement, the photos by their SHA-256 and key, the delivery: lib/data/job-document.ts),
 * the shop's CNPJ or CPF and address and the PIX charge of what is owed (its payload carries the
 * key, the amount and the name: lib/data/shop-billing.ts),
 * and the layout's number below. So a new version, a new answer, a stage moved, a photo added, a
 * new logo (a new key: keys are never reused) each make a new PDF, and an unchanged
 * quote is never drawn twice. The shop's copy (with the customer's phone) and the customer's
 * (without) differ in their document, so they never share a key.
 *
 * The key starts with `{shopId}-`, like every stored file of the shop: deleting the account
 * (lib/data/account-deletion.ts, which removes every `{shopId}-` object) removes them too. It is
 * no image key (lib/uploads/keys.ts), so /api/uploads never serves it: it is sent only by the
 * PDF routes, after their own checks.
 */

/** Raise it whenever the PDF's layout changes, so no quote is sent in the old drawing. */
const PDF_LAYOUT = 2;

export function quotePdfCacheKey(
  shopId: string,
  quoteId: string,
  document: QuoteDocument | PublicQuote,
  answers: PdfAnswers | undefined,
  job?: JobDocument,
  billing?: QuoteBilling,
): string {
  const hash = createHash("sha256")
    .update(JSON.stringify({ layout: PDF_LAYOUT, document, answers: answers ?? null, job: job ?? null, billing: billing ?? null }))
    .digest("hex");
  return `${shopId}-pdf-${quoteId}-${hash}.pdf`;
}

/** The cached PDF, or null when there is none or the storage cannot be read (then it is drawn again). */
export async function readCachedPdf(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  try {
    const bytes = await storage.get(key);
    return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
  } catch (error) {
    console.error("PDF em cache não lido", { key, driver: storage.driver }, error);
    return null;
  }
}

/** Keeps a drawn PDF; a failure only costs the next download a render, so it is logged, not thrown. */
export async function writeCachedPdf(storage: ObjectStorage, key: string, pdf: Buffer): Promise<void> {
  try {
    await storage.put(key, new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength), "application/pdf");
  } catch (error) {
    console.error("PDF não guardado em cache", { key, driver: storage.driver }, error);
  }
}
