import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import type { PdfAnswers } from "@/lib/quote-pdf/answers";
import { QuotePdfDocument } from "@/lib/quote-pdf/document";
import { registerPdfFonts } from "@/lib/quote-pdf/fonts";
import { readPdfLogo, type PdfLogo } from "@/lib/quote-pdf/logo";
import type { PublicQuote, QuoteDocument } from "@/lib/quotes/types";

export { quotePdfFileName } from "@/lib/quote-pdf/file-name";

/**
 * The quote as an A4 PDF (lib/quote-pdf/document.tsx), with @react-pdf/renderer and the Inter
 * font embedded. The shop's copy (a QuoteDocument) carries the customer's phone; the customer's
 * page passes a PublicQuote, which has none. `answers`: the customer's answers on the link, when
 * there are any (lib/quote-pdf/answers.tsx).
 */
export async function renderQuotePdf(document: QuoteDocument | PublicQuote, answers?: PdfAnswers): Promise<Buffer> {
  registerPdfFonts();
  const logo = await readPdfLogo(document.shop.logoUrl);
  try {
    return await render(document, logo, answers);
  } catch (error) {
    // A logo whose bytes look like a PNG or JPEG can still be one react-pdf cannot decode: the
    // quote goes out without it rather than not at all. Anything else is the caller's failure.
    if (!logo) throw error;
    console.error("logo do PDF não embutido", { logoUrl: document.shop.logoUrl }, error);
    return render(document, null, answers);
  }
}

function render(document: QuoteDocument | PublicQuote, logo: PdfLogo | null, answers: PdfAnswers | undefined) {
  return renderToBuffer(<QuotePdfDocument document={document} logo={logo} answers={answers} />);
}
