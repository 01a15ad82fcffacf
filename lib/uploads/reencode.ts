import "server-only";
import sharp from "sharp";

/**
 * Every raster image the app keeps is re-encoded here (a 1.5 MB PNG of 20000×20000
 * zeros was accepted, and each PDF with it then decoded 400 million pixels). sharp reads the
 * dimensions from the header first; more than MAX_INPUT_PIXELS is refused without decoding a pixel,
 * and `limitInputPixels` makes libvips refuse it again should a header lie. What comes out is
 * at most MAX_STORED_SIDE on its long side, turned upright by its EXIF orientation (a phone photo),
 * with every metadata block (EXIF with its GPS position, ICC, XMP) left out.
 *
 * The format: PNG when the image has an alpha channel (a logo on a transparent background), else
 * JPEG. JPEG rather than WebP because the quote PDF (@react-pdf/renderer) embeds only PNG and
 * JPEG: a stored JPEG goes into the PDF as it is, with no conversion per PDF.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_STORED_SIDE = 1024;
/** A job's photo (check-in, 'Prova da troca'): big enough to show a scratch, small to store and send. */
export const PHOTO_MAX_SIDE = 1600;

// No decoded image is worth keeping in memory between uploads, nor another shop's pixels.
sharp.cache(false);

export type Reencoded =
  | { ok: true; extension: "jpg" | "png"; body: Buffer; width: number; height: number }
  | { ok: false; reason: "pixels" | "invalid" };

/** The header's width × height, or null when sharp cannot read the header. Decodes nothing. */
export async function imageDimensions(bytes: Uint8Array): Promise<{ width: number; height: number; hasAlpha: boolean } | null> {
  try {
    const { width, height, hasAlpha } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { width, height, hasAlpha: hasAlpha ?? false } : null;
  } catch {
    return null;
  }
}

/**
 * `bytes` (JPEG, PNG, WebP, GIF: its first frame) re-encoded within `maxSide`, or why not.
 * `photo`: always JPEG (a phone photo has no transparency worth a PNG's size).
 */
export async function reencodeImage(bytes: Uint8Array, maxSide = MAX_STORED_SIDE, { photo = false } = {}): Promise<Reencoded> {
  const found = await imageDimensions(bytes);
  if (!found) return { ok: false, reason: "invalid" };
  const header = photo ? { ...found, hasAlpha: false } : found;
  if (header.width * header.height > MAX_INPUT_PIXELS) return { ok: false, reason: "pixels" };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true });
    const encoded = header.hasAlpha
      ? image.png({ compressionLevel: 9 })
      : image.flatten({ background: "#ffffff" }).jpeg(
          // A phone photo: mozjpeg's trellis search costs 3-4 times the encode of a 1600 px photo
          // (~0.8 s of a 4 MB JPEG's 1 s budget on 2 cores) for ~13 % fewer bytes; not worth it.
          photo ? { quality: 82, progressive: true, optimiseCoding: true } : { quality: 85, mozjpeg: true },
        );
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, extension: header.hasAlpha ? "png" : "jpg", body: data, width: info.width, height: info.height };
  } catch (error) {
    // A file whose header reads but whose pixels do not (truncated, corrupt, a lying header).
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, reason: "pixels" };
    return { ok: false, reason: "invalid" };
  }
}
