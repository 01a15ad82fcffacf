/**
 * A PDF read back as text (unpdf, Mozilla's pdf.js), so tests check what a reader of the file
 * sees: the words as the embedded font maps them back to Unicode, accents included.
 */
import { extractText, getDocumentProxy } from "unpdf";

/** Each page's text, in order. */
export async function pdfPages(bytes: Uint8Array | ArrayBuffer): Promise<string[]> {
  // pdf.js takes ownership of (detaches) the buffer it is given: it gets a copy.
  const document = await getDocumentProxy(new Uint8Array(bytes).slice());
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text;
  } finally {
    await document.destroy();
  }
}

/** The whole document's text, its pages one after another. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  return (await pdfPages(bytes)).join("\n");
}
