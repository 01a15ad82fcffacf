import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import QRCode from "qrcode";
import type { NfseFile } from "@/lib/data/nfse-documents";
import { consultationUrl } from "@/lib/nfse/access-key";
import { DanfsePdfDocument } from "@/lib/nfse/danfse/document";
import { readNfseXmlFacts } from "@/lib/nfse/danfse/format";
import { registerPdfFonts } from "@/lib/quote-pdf/fonts";

/** The QR code of the note's public query, as a PNG (error correction M and a quiet zone of 4, as the PIX charge's). */
export function danfseQrPng(accessKey: string): Promise<Buffer> {
  return QRCode.toBuffer(consultationUrl(accessKey), { type: "png", errorCorrectionLevel: "M", margin: 4, width: 360 });
}

/** The DANFSe as an A4 PDF, in the quote PDF's font. */
export async function renderDanfsePdf(note: NfseFile): Promise<Buffer> {
  registerPdfFonts();
  const qr = await danfseQrPng(note.accessKey);
  return renderToBuffer(<DanfsePdfDocument note={note} facts={readNfseXmlFacts(note.nfseXml)} qr={qr} />);
}
