import { IMAGE_CONTENT_TYPES, type ImageExtension } from "@/lib/uploads/rules";

/**
 * Object keys are `shopId-random.ext`, always made on the server, so the
 * owner can be read from the key itself and no one can choose or guess another shop's key.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const IMAGE_KEY = new RegExp(`^(${UUID})-(${UUID})\\.(jpg|png|gif|svg)$`);

/** Where the app serves a stored image (app/api/uploads/[key]/route.ts). */
export const IMAGE_URL_PREFIX = "/api/uploads/";

export function newImageKey(shopId: string, extension: ImageExtension): string {
  return `${shopId}-${crypto.randomUUID()}.${extension}`;
}

export function isImageKey(key: string): boolean {
  return IMAGE_KEY.test(key);
}

export function publicImageUrl(key: string): string {
  return `${IMAGE_URL_PREFIX}${key}`;
}

/** The content type a key is served with: from the extension the server gave it, nothing else. */
export function contentTypeOfKey(key: string): string | null {
  const extension = IMAGE_KEY.exec(key)?.[3] as ImageExtension | undefined;
  return extension ? IMAGE_CONTENT_TYPES[extension] : null;
}

/**
 * The key named by a stored URL's last path segment (the object a removal deletes), but only
 * when it belongs to `shopId`: null for anyone else's key, whatever URL or key is sent.
 */
export function ownedImageKey(shopId: string, url: string | null | undefined): string | null {
  if (!url) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(new URL(url, "http://local").pathname.split("/").at(-1) ?? "");
  } catch {
    return null;
  }
  const match = IMAGE_KEY.exec(segment);
  return match && match[1] === shopId.toLowerCase() ? segment : null;
}
