import "server-only";
import { getStorage, type ObjectStorage } from "@/lib/storage";
import { isImageKey } from "@/lib/uploads/keys";
import { imageDimensions, MAX_INPUT_PIXELS, MAX_STORED_SIDE, reencodeImage } from "@/lib/uploads/reencode";

/** A logo as react-pdf's <Image> takes it. */
export type PdfLogo = { data: Buffer; format: "png" | "jpg" };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The stored key a profile's logo URL ("/api/uploads/{key}") names, or null for anything else. */
function logoKey(logoUrl: string): string | null {
  let segment: string;
  try {
    segment = decodeURIComponent(new URL(logoUrl, "http://local").pathname.split("/").at(-1) ?? "");
  } catch {
    return null;
  }
  return isImageKey(segment) ? segment : null;
}

/**
 * The shop's logo for the PDF, read through the storage driver (local files or S3 alike, never
 * over HTTP to ourselves). A PDF embeds PNG and JPEG only: a GIF is converted, an SVG logo is
 * left out rather than rasterised (the document is the same without it). The bytes are checked
 * too, not only the key's extension. Null whenever there is no usable logo: a missing,
 * unreadable or oversized one never stops the PDF.
 *
 * Uploads are re-encoded within 1024 px and go in as they are. A logo stored before
 * that may be anything up to a pixel bomb (a 1.5 MB PNG of 20000×20000 cost 30 s and 6 GB per PDF):
 * its header is read first, more than MAX_INPUT_PIXELS is left out without decoding a pixel, and
 * anything larger than the bound is re-encoded small for this PDF, never handed to react-pdf whole.
 */
export async function readPdfLogo(logoUrl: string | null, storage: ObjectStorage = getStorage()): Promise<PdfLogo | null> {
  const key = logoUrl ? logoKey(logoUrl) : null;
  if (!key || !/\.(png|jpg|gif)$/.test(key)) return null;
  let bytes: Uint8Array | null;
  try {
    bytes = await storage.get(key);
  } catch (error) {
    console.error("logo do PDF não lido", { key, driver: storage.driver }, error);
    return null;
  }
  if (!bytes) return null;
  const size = await imageDimensions(bytes);
  if (!size) return null;
  if (size.width * size.height > MAX_INPUT_PIXELS) {
    console.error("logo do PDF grande demais, deixado de fora", { key, width: size.width, height: size.height });
    return null;
  }
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (size.width <= MAX_STORED_SIDE && size.height <= MAX_STORED_SIDE) {
    if (data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { data, format: "png" };
    if (data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return { data, format: "jpg" };
  }
  const small = await reencodeImage(bytes);
  return small.ok ? { data: small.body, format: small.extension } : null;
}
