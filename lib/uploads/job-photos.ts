import "server-only";
import { PHOTO_FILE_POLICY } from "@/lib/content-security-policy";
import { addJobPhoto, type PhotoRefusal, type PhotoTarget, type JobPhoto } from "@/lib/data/job-photos";
import { sha256Hex } from "@/lib/jobs/check-in-snapshot";
import { messages } from "@/lib/messages";
import { readBodyUpTo } from "@/lib/request-body";
import { getStorage, type ObjectStorage } from "@/lib/storage";
import { detectImageType } from "@/lib/uploads/image";
import { PHOTO_MAX_SIDE, reencodeImage } from "@/lib/uploads/reencode";
import { MAX_IMAGE_BYTES } from "@/lib/uploads/rules";

const m = messages.checkIn.upload;

/**
 * A job's photo (check-in or 'Prova da troca') from the phone's camera to the storage: read with
 * a size cap, its type told from the bytes, re-encoded as a JPEG within PHOTO_MAX_SIDE (no EXIF:
 * a phone's GPS position stays out), stored under `{shopId}-photo-{uuid}.jpg`, and its row written
 * with the SHA-256 of exactly the stored bytes. Such keys are not IMAGE_KEY's (lib/uploads/keys.ts):
 * /api/uploads never serves them; only the shop's session and the quote's link do (photoResponse).
 * An account's deletion finds them by its `{shopId}-` prefix like every other object.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const PHOTO_KEY = new RegExp(`^${UUID}-photo-${UUID}\\.jpg$`);

export function newPhotoKey(shopId: string) {
  return `${shopId}-photo-${crypto.randomUUID()}.jpg`;
}

export function isPhotoKey(key: string) {
  return PHOTO_KEY.test(key);
}

export const REFUSAL_TEXT: Record<PhotoRefusal, { status: number; message: string }> = {
  notFound: { status: 404, message: m.notFound },
  locked: { status: 409, message: m.locked },
  notApproved: { status: 409, message: m.notApproved },
  noPart: { status: 422, message: m.noPart },
  checkInFull: { status: 409, message: m.checkInFull },
  partFull: { status: 409, message: m.partFull },
  // 403 as a plan refusal is: the plan does not allow more storage (not a server fault, so not a 507).
  storageFull: { status: 403, message: m.storageFull },
};

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; status: number; message: string };

/** The request's body, at most MAX_IMAGE_BYTES (lib/request-body.ts: a declared length over it is not read). */
export async function readPhotoBody(request: Request): Promise<BodyRead> {
  const body = await readBodyUpTo(request, MAX_IMAGE_BYTES);
  if (body === "tooLarge") return { ok: false, status: 413, message: m.tooBig };
  if (body.byteLength === 0) return { ok: false, status: 400, message: m.empty };
  return { ok: true, bytes: body };
}

export type StoredPhoto = { ok: true; photo: JobPhoto } | { ok: false; status: number; message: string };

/** Re-encodes and stores one photo of the quote, then its row; on any refusal nothing is left behind. */
export async function storeJobPhoto(
  shopId: string,
  quoteId: string,
  target: PhotoTarget,
  bytes: Uint8Array,
  storage: ObjectStorage = getStorage(),
): Promise<StoredPhoto> {
  const type = await detectImageType(bytes);
  if (!type || type === "svg") return { ok: false, status: 415, message: m.notImage };
  const encoded = await reencodeImage(bytes, PHOTO_MAX_SIDE, { photo: true });
  if (!encoded.ok) return { ok: false, status: 422, message: encoded.reason === "pixels" ? m.pixels : m.notImage };
  const key = newPhotoKey(shopId);
  await storage.put(key, encoded.body, "image/jpeg");
  try {
    const added = await addJobPhoto(shopId, quoteId, {
      ...target,
      storageKey: key,
      sha256: sha256Hex(encoded.body),
      width: encoded.width,
      height: encoded.height,
      bytes: encoded.body.byteLength,
    });
    if (!added.ok) {
      await storage.remove(key);
      return { ok: false, ...REFUSAL_TEXT[added.reason] };
    }
    return added;
  } catch (error) {
    await storage.remove(key).catch(() => {});
    throw error;
  }
}

/**
 * What every answer of a photo route carries: its type never sniffed, a policy that nothing loads
 * or runs in it, and no copy kept anywhere (a photo is reached only through a session or a link's
 * token; a browser's cache would keep it after the session ends or the link is revoked).
 */
const PHOTO_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": PHOTO_FILE_POLICY,
  "Cache-Control": "private, no-store",
};

/** The answer for a photo that is not there, or not the caller's: the same either way. */
export function photoNotFound() {
  return new Response(m.notFound, { status: 404, headers: { ...PHOTO_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/** A stored photo for the shop's page or the customer's link. */
export async function photoResponse(key: string, storage: ObjectStorage = getStorage()): Promise<Response> {
  const body = isPhotoKey(key) ? await storage.get(key) : null;
  if (!body) return photoNotFound();
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: { ...PHOTO_HEADERS, "Content-Type": "image/jpeg", "Content-Length": String(body.byteLength) },
  });
}
