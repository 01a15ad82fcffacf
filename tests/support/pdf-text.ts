/**
 * A PDF read back as text (unpdf, Mozilla's pdf.js), so tests check what a reader of the file
 * sees: the words as the embedded font maps them back to Unicode, accents included.
 */
import { extractText, getDocumentProxy, getResolvedPDFJS } from "unpdf";

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

/**
 * The characters the file draws, in the order it draws them, run after run with nothing added: no
 * space guessed from the gap between two runs, as pdfText's extraction does. A label drawn beside
 * its value with no space character reads 'Endereço:Rua' here, as a viewer that guesses nothing
 * copies it (and two lines run together: look for text within a line).
 */
export async function pdfDrawnText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  // pdf.js's operator list moves its buffers with transferToFixedLength, new in Node 21; a copy
  // does here (nothing reads the old buffer after it).
  const buffers = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: () => ArrayBuffer };
  buffers.transferToFixedLength ??= function (this: ArrayBuffer) {
    return this.slice(0);
  };
  const { OPS } = await getResolvedPDFJS();
  const document = await getDocumentProxy(new Uint8Array(bytes).slice());
  try {
    let text = "";
    for (let number = 1; number <= document.numPages; number++) {
      const { fnArray, argsArray } = await (await document.getPage(number)).getOperatorList();
      fnArray.forEach((operation, index) => {
        if (operation !== OPS.showText) return;
        for (const glyph of (argsArray[index] as [unknown[]])[0]) {
          if (glyph && typeof glyph === "object" && "unicode" in glyph) text += String(glyph.unicode);
        }
      });
    }
    return text;
  } finally {
    await document.destroy();
  }
}
