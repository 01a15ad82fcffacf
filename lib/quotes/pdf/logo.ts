import "server-only";
import { getStorage, type ObjectStorage } from "@/lib/storage";
import { isImageKey } from "@/lib/uploads/keys";

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
 * over HTTP to ourselves). Uploads may be PNG, JPEG, GIF or SVG (lib/uploads/rules.ts); a PDF
 * embeds PNG and JPEG only, so a GIF or SVG logo is left out rather than converted: the
 * document is the same without it. The bytes are checked too, not only the key's extension.
 * Null whenever there is no usable logo: a missing or unreadable one never stops the PDF.
 */
export async function readPdfLogo(logoUrl: string | null, storage: ObjectStorage = getStorage()): Promise<PdfLogo | null> {
  const key = logoUrl ? logoKey(logoUrl) : null;
  if (!key || !/\.(png|jpg)$/.test(key)) return null;
  let bytes: Uint8Array | null;
  try {
    bytes = await storage.get(key);
  } catch (error) {
    console.error("logo do PDF não lido", { key, driver: storage.driver }, error);
    return null;
  }
  if (!bytes) return null;
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { data, format: "png" };
  if (data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return { data, format: "jpg" };
  return null;
}
