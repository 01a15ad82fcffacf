import "server-only";
import type { NfseFile } from "@/lib/data/nfse-documents";
import { messages } from "@/lib/messages";
import { renderDanfsePdf } from "@/lib/nfse/danfse/index";
import { drawnPdfResponse, PRIVATE, pdfTextResponse } from "@/lib/quote-pdf/response";

const t = messages.nfseDocuments;

export type NfseDocumentRequest = {
  /**
   * The client's address on the customer's link: its renders count against the quote PDF's budget
   * per address, as the receipt's do. null for the shop's signed-in copy, which counts none.
   */
  clientAddress: string | null;
  /** Logged with a failed render. */
  context: object;
  headers?: Record<string, string>;
};

/** A file name part from the note's number: the digits a city gives, nothing a header could misread. */
const fileNumber = (note: NfseFile) => note.nfseNumber.replace(/[^0-9A-Za-z-]/g, "") || "nota";

/**
 * The DANFSe, opened in the browser as DANFSe-17.pdf: drawn on each request (one page, no photos,
 * as the receipt), within the link's renders per address (429) and the process's render slots
 * (503 when busy). Nothing to show is a 404 that says no more.
 */
export async function danfsePdfResponse(note: NfseFile | undefined, { clientAddress, context, headers = {} }: NfseDocumentRequest) {
  if (!note) return pdfTextResponse(404, t.notFound, headers);
  return drawnPdfResponse({
    clientAddress,
    context,
    headers,
    what: "PDF da NFS-e",
    render: () => renderDanfsePdf(note),
    renderFailed: t.renderFailed,
    fileName: t.pdfFileName(fileNumber(note)),
  });
}

/**
 * The NFS-e XML exactly as the government returned it and we stored it (the fiscal record, kept
 * five years), as a download named NFS-e-17.xml.
 */
export function nfseXmlResponse(note: NfseFile | undefined, headers: Record<string, string> = {}) {
  if (!note) return pdfTextResponse(404, t.notFound, headers);
  const bytes = new TextEncoder().encode(note.nfseXml);
  return new Response(bytes, {
    headers: {
      ...PRIVATE,
      ...headers,
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t.xmlFileName(fileNumber(note))}"`,
      "Content-Length": String(bytes.byteLength),
    },
  });
}
