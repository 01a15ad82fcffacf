import { extractText, getDocumentProxy } from "unpdf";

/** A PDF's text, every page joined: what a customer's PDF reader would find in it. */
export async function pdfText(pdf: Uint8Array | Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
