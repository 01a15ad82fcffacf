import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import type { PublicQuote, QuoteDocument } from "@/lib/data/quote-document";
import { QuotePdfDocument } from "@/lib/quotes/pdf/document";
import { registerPdfFonts } from "@/lib/quotes/pdf/fonts";
import { readPdfLogo, type PdfLogo } from "@/lib/quotes/pdf/logo";

export { quotePdfFileName } from "@/lib/quotes/pdf/file-name";

/**
 * The quote as an A4 PDF (lib/quotes/pdf/document.tsx), with @react-pdf/renderer and the Inter
 * font embedded. The shop's copy (a QuoteDocument) carries the customer's phone; the customer's
 * page passes a PublicQuote, which has none.
 */
export async function renderQuotePdf(document: QuoteDocument | PublicQuote): Promise<Buffer> {
  registerPdfFonts();
  const logo = await readPdfLogo(document.shop.logoUrl);
  try {
    return await render(document, logo);
  } catch (error) {
    // A logo whose bytes look like a PNG or JPEG can still be one react-pdf cannot decode: the
    // quote goes out without it rather than not at all. Anything else is the caller's failure.
    if (!logo) throw error;
    console.error("logo do PDF não embutido", { logoUrl: document.shop.logoUrl }, error);
    return render(document, null);
  }
}

function render(document: QuoteDocument | PublicQuote, logo: PdfLogo | null) {
  return renderToBuffer(<QuotePdfDocument document={document} logo={logo} />);
}
