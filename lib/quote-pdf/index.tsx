import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import type { JobDocument } from "@/lib/data/job-document";
import type { QuoteBilling } from "@/lib/data/shop-billing";
import type { PdfAnswers } from "@/lib/quote-pdf/answers";
import { isJobDocument } from "@/lib/quote-pdf/job";
import { readPdfPhotos, type PdfPhoto } from "@/lib/quote-pdf/job-photos";
import { QuotePdfDocument } from "@/lib/quote-pdf/document";
import { registerPdfFonts } from "@/lib/quote-pdf/fonts";
import { readPdfLogo, type PdfLogo } from "@/lib/quote-pdf/logo";
import { pixQrPng } from "@/lib/quote-pdf/pix";
import type { PublicQuote, QuoteDocument } from "@/lib/quotes/types";

export { quotePdfFileName } from "@/lib/quote-pdf/file-name";

/**
 * The quote as an A4 PDF (lib/quote-pdf/document.tsx), with @react-pdf/renderer and the Inter
 * font embedded. The shop's copy (a QuoteDocument) carries the customer's phone; the customer's
 * page passes a PublicQuote, which has none. `answers`: the customer's answers on the link, when
 * there are any (lib/quote-pdf/answers.tsx). `job`: once approved, the job's side (stage, check-in,
 * photos, delivery), which makes it the 'Ordem de Serviço' (lib/quote-pdf/job.tsx).
 */
export async function renderQuotePdf(
  document: QuoteDocument | PublicQuote,
  answers?: PdfAnswers,
  job?: JobDocument,
  billing?: QuoteBilling,
): Promise<Buffer> {
  registerPdfFonts();
  const [logo, photos, pixQr] = await Promise.all([
    readPdfLogo(document.shop.logoUrl),
    isJobDocument(job) ? readPdfPhotos(job.photos) : ([] as PdfPhoto[]),
    billing?.pix ? pixQrPng(billing.pix.payload) : undefined,
  ]);
  const render = (withLogo: PdfLogo | null) =>
    renderToBuffer(
      <QuotePdfDocument document={document} logo={withLogo} answers={answers} job={job} photos={photos} billing={billing} pixQr={pixQr} />,
    );
  try {
    return await render(logo);
  } catch (error) {
    // A logo whose bytes look like a PNG or JPEG can still be one react-pdf cannot decode: the
    // quote goes out without it rather than not at all. Anything else is the caller's failure.
    if (!logo) throw error;
    console.error("logo do PDF não embutido", { logoUrl: document.shop.logoUrl }, error);
    return render(null);
  }
}
