import "server-only";
import { fileTypeFromBuffer } from "file-type";
import { messages } from "@/lib/messages";
import { getStorage, type ObjectStorage } from "@/lib/storage";
import { newImageKey, ownedImageKey, publicImageUrl } from "@/lib/uploads/keys";
import { reencodeImage } from "@/lib/uploads/reencode";
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, MAX_SVG_BYTES, type ImageExtension } from "@/lib/uploads/rules";
import { cleanSvg, looksLikeSvg, MAX_SVG_PROLOG, type SvgOptions } from "@/lib/uploads/svg";

/**
 * The one upload path for every image the app stores (the shop's logo, the assistant's image):
 * the type comes from the bytes, never from the file's name or the browser's MIME type, and what
 * is stored is never the uploaded file itself: a raster image is re-encoded small
 * (lib/uploads/reencode.ts), an SVG is sanitised.
 */

/** What an upload may be, read from its bytes. An animated PNG is still a PNG to every browser. */
export type UploadedImageType = "jpg" | "png" | "webp" | "gif" | "svg";
const BINARY_TYPES: Record<string, UploadedImageType> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/apng": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/** jpg, png, webp or gif by their magic numbers; svg when the text parses as an SVG document. */
export async function detectImageType(bytes: Uint8Array): Promise<UploadedImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.mime in BINARY_TYPES) return BINARY_TYPES[detected.mime]!;
    if (detected.ext !== "xml") return null; // "<?xml " files may be SVG: read on
  }
  return looksLikeSvg(decodeUtf8(bytes.subarray(0, SVG_SNIFF_BYTES), { partial: true }) ?? "") ? "svg" : null;
}

/**
 * As much of a file's start as looksLikeSvg can read (its prolog limit in characters, each at most
 * 4 bytes, and `<svg`): telling a 10 MB upload's type never decodes the whole of it.
 */
const SVG_SNIFF_BYTES = 4 * MAX_SVG_PROLOG + 16;

/** The bytes as UTF-8, or null if they are not; `partial`: they may end inside a character. */
function decodeUtf8(bytes: Uint8Array, { partial = false } = {}): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: partial });
  } catch {
    return null;
  }
}

/** Anything FormData.get() can return, narrowed to an uploaded file. */
type UploadedFile = Pick<Blob, "size" | "arrayBuffer" | "slice">;
function isFile(value: unknown): value is UploadedFile {
  return typeof value === "object" && value !== null && "size" in value && "arrayBuffer" in value && "slice" in value;
}

const SVG_REFUSALS = {
  invalid: messages.logo.invalidType,
  complex: messages.logo.svgTooComplex,
  timeout: messages.logo.svgTooSlow,
  busy: messages.logo.svgBusy,
} as const;

export type CheckedImage = { ok: true; extension: ImageExtension; body: Uint8Array } | { ok: false; message: string };

/**
 * The server's check: a file of at most 10 MB, jpeg/png/webp/gif/svg by its bytes. A raster image
 * of at most 40 megapixels (read from its header, before decoding) comes back re-encoded within
 * 1024 px as PNG or JPEG; an SVG comes back sanitised, as SVG.
 *
 * Why the SVG is not rasterised: it is never decoded on the server at all (no pixels, so no pixel
 * bomb, and no SVG renderer fed hostile input), it stays sharp at every size, and what the
 * sanitiser lets through is what tests/security/uploads.test.ts pins down. `svgTimeLimitMs`: the
 * sanitiser's time limit (lib/uploads/svg.ts), for the tests.
 */
export async function checkImage(file: unknown, options: { svgTimeLimitMs?: SvgOptions["timeLimitMs"] } = {}): Promise<CheckedImage> {
  if (!isFile(file) || file.size === 0) return { ok: false, message: messages.logo.fileRequired };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: messages.logo.tooLarge };
  // An SVG over its own cap is told from the file's start: the rest (up to 10 MB) is never read.
  if (file.size > MAX_SVG_BYTES && (await detectImageType(new Uint8Array(await file.slice(0, SVG_SNIFF_BYTES).arrayBuffer()))) === "svg")
    return { ok: false, message: messages.logo.svgTooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, message: messages.logo.tooLarge };
  const type = await detectImageType(bytes);
  if (!type) return { ok: false, message: messages.logo.invalidType };
  if (type === "svg") {
    if (bytes.byteLength > MAX_SVG_BYTES) return { ok: false, message: messages.logo.svgTooLarge };
    const clean = await cleanSvg(decodeUtf8(bytes) ?? "", { timeLimitMs: options.svgTimeLimitMs });
    if (!clean.ok) return { ok: false, message: SVG_REFUSALS[clean.reason] };
    return { ok: true, extension: "svg", body: new TextEncoder().encode(clean.svg) };
  }
  const image = await reencodeImage(bytes);
  if (!image.ok) return { ok: false, message: image.reason === "pixels" ? messages.logo.tooManyPixels : messages.logo.invalidType };
  return { ok: true, extension: image.extension, body: image.body };
}

export type StoreImageResult = { ok: true; url: string; key: string } | { ok: false; message: string; reason: "invalid" | "storage" };

/**
 * Checks `file` and stores it under a new key `shopId-random.ext`. `message` explains an invalid
 * file; a storage failure is logged and reported as reason "storage".
 */
export async function storeImage(shopId: string, file: unknown, storage: ObjectStorage = getStorage()): Promise<StoreImageResult> {
  const image = await checkImage(file);
  if (!image.ok) return { ...image, reason: "invalid" };
  const key = newImageKey(shopId, image.extension);
  try {
    await storage.put(key, image.body, IMAGE_CONTENT_TYPES[image.extension]);
  } catch (error) {
    console.error("imagem não armazenada", { shopId, key, driver: storage.driver }, error);
    return { ok: false, message: messages.logo.tryAgain, reason: "storage" };
  }
  return { ok: true, url: publicImageUrl(key), key };
}

/**
 * Deletes the image a stored URL points at, only when its key belongs to `shopId`: another shop's
 * object is never touched, whatever URL is passed. Says whether an object of the user's was removed.
 */
export async function deleteOwnedImage(
  shopId: string,
  url: string | null | undefined,
  storage: ObjectStorage = getStorage(),
): Promise<boolean> {
  const key = ownedImageKey(shopId, url);
  if (!key) return false;
  await storage.remove(key);
  return true;
}

/**
 * Points one record at a new image URL (null: none) and answers the URL it had, in one transaction,
 * so two uploads at once cannot both think they replaced the same previous file.
 */
export type ImageSwap = (imageUrl: string | null) => Promise<string | null>;

/**
 * The one replace flow of every stored image: store the new file, swap the record over to it, and
 * only then delete the previous file. The caller never names an object to delete: the previous URL
 * comes from the database, and only keys of `shopId` are ever removed. If the swap fails, the new
 * file is removed again and the error goes on to the caller.
 */
export async function replaceImage(shopId: string, file: unknown, swap: ImageSwap): Promise<{ ok: true } | { ok: false; message: string }> {
  const stored = await storeImage(shopId, file);
  if (!stored.ok) return { ok: false, message: stored.reason === "invalid" ? stored.message : messages.logo.uploadError + stored.message };
  let previous: string | null;
  try {
    previous = await swap(stored.url);
  } catch (error) {
    await deleteOwnedImage(shopId, stored.url).catch(() => {});
    throw error;
  }
  await deleteLeftover(shopId, previous);
  return { ok: true };
}

/** Clears the record's image, then deletes its file; false when there was none. */
export async function removeImage(shopId: string, swap: ImageSwap): Promise<boolean> {
  const previous = await swap(null);
  if (!previous) return false;
  await deleteLeftover(shopId, previous);
  return true;
}

// The record already points where it should: a file left behind costs storage, not correctness, so it is only logged.
async function deleteLeftover(shopId: string, url: string | null) {
  await deleteOwnedImage(shopId, url).catch((error) => console.error("imagem antiga não removida", { shopId, url }, error));
}
