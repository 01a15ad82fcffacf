import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import type { Receipt } from "@/lib/data/receipts";
import { registerPdfFonts } from "@/lib/quote-pdf/fonts";
import { readPdfLogo, type PdfLogo } from "@/lib/quote-pdf/logo";
import { ReceiptPdfDocument } from "@/lib/receipt-pdf/document";

/** The receipt as an A4 PDF, in the quote PDF's font; without the logo if react-pdf cannot decode it. */
export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  registerPdfFonts();
  const logo = await readPdfLogo(receipt.shop.logoUrl);
  const render = (withLogo: PdfLogo | null) => renderToBuffer(<ReceiptPdfDocument receipt={receipt} logo={withLogo} />);
  try {
    return await render(logo);
  } catch (error) {
    if (!logo) throw error;
    console.error("logo do recibo não embutido", { logoUrl: receipt.shop.logoUrl }, error);
    return render(null);
  }
}
