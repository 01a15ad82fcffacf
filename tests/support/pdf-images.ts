/**
 * The images a PDF draws, read back with pdf.js (unpdf) as a viewer decodes them, and any QR code
 * among them decoded with jsQR: a test reads the code printed on the page, not the one the app meant
 * to print.
 */
import jsQR from "jsqr";
import { getDocumentProxy, getResolvedPDFJS } from "unpdf";

type PdfImage = { width: number; height: number; data: Uint8ClampedArray; kind: number };

/** Each image a page paints, as pixels (pdf.js's kinds: 1 grey 1 bit, 2 RGB, 3 RGBA). */
async function pdfImages(bytes: Uint8Array | ArrayBuffer): Promise<PdfImage[]> {
  // pdf.js's operator list moves its buffers with transferToFixedLength, new in Node 21 (see pdf-text.ts).
  const buffers = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: () => ArrayBuffer };
  buffers.transferToFixedLength ??= function (this: ArrayBuffer) {
    return this.slice(0);
  };
  const { OPS } = await getResolvedPDFJS();
  const document = await getDocumentProxy(new Uint8Array(bytes).slice());
  try {
    const images: PdfImage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { fnArray, argsArray } = await page.getOperatorList();
      for (const [index, operation] of fnArray.entries()) {
        if (operation !== OPS.paintImageXObject) continue;
        const id = (argsArray[index] as [string])[0];
        const image = await new Promise<PdfImage>((done) => page.objs.get(id, done));
        images.push(image);
      }
    }
    return images;
  } finally {
    await document.destroy();
  }
}

/** The image's pixels as RGBA, the one layout jsQR reads. */
function rgba({ width, height, data, kind }: PdfImage) {
  const pixels = width * height;
  if (kind === 3) return new Uint8ClampedArray(data);
  const out = new Uint8ClampedArray(pixels * 4);
  for (let pixel = 0; pixel < pixels; pixel++) {
    if (kind === 2) {
      out.set([data[pixel * 3]!, data[pixel * 3 + 1]!, data[pixel * 3 + 2]!, 255], pixel * 4);
    } else {
      // 1 bit per pixel, rows padded to a byte.
      const rowBytes = Math.ceil(width / 8);
      const x = pixel % width;
      const y = Math.floor(pixel / width);
      const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
      out.set(bit ? [255, 255, 255, 255] : [0, 0, 0, 255], pixel * 4);
    }
  }
  return out;
}

/** The text of every QR code the PDF's pages paint, in order. */
export async function pdfQrCodes(bytes: Uint8Array | ArrayBuffer): Promise<string[]> {
  const codes: string[] = [];
  for (const image of await pdfImages(bytes)) {
    const code = jsQR(rgba(image), image.width, image.height);
    if (code) codes.push(code.data);
  }
  return codes;
}
