import { logo } from "@/lib/messages/profile";

/**
 * Image upload rules, shared by the browser (quick feedback before sending) and the
 * server (which re-checks everything from the bytes: see lib/uploads/image.ts).
 * A phone photo is several MB: up to 10 MB comes in, and the server stores a small re-encoding.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * An SVG is parsed into a DOM and sanitised (jsdom + DOMPurify), whose time grows with its
 * elements: 10 MB of them took 35 s. A logo's SVG is a few KB; 512 KB is far past any real one.
 */
export const MAX_SVG_BYTES = 512 * 1024;

/** What is stored, by the key's extension: the re-encoded jpg/png, a sanitised svg, and older gifs. */
export const IMAGE_CONTENT_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  svg: "image/svg+xml",
} as const;

export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

/** What may be uploaded: the stored kinds and WebP (re-encoded to jpg or png like every photo). */
const UPLOAD_CONTENT_TYPES = [...Object.values(IMAGE_CONTENT_TYPES), "image/webp"];

/** For the file picker's `accept`: the types, and the extensions for systems that lack them. */
export const IMAGE_ACCEPT = [...UPLOAD_CONTENT_TYPES, ".jpg", ".jpeg", ".png", ".webp", ".gif", ".svg"].join(",");

const ALLOWED_NAMES = /\.(jpe?g|png|webp|gif|svg)$/i;
const ALLOWED_TYPES = new Set<string>(UPLOAD_CONTENT_TYPES);

/**
 * The browser-side check of a chosen file, by name, type and size: its message, or null when
 * it may be sent. Never trusted on its own: the server decides from the bytes.
 */
export function checkImageSelection(file: { name: string; type: string; size: number } | null | undefined): string | null {
  if (!file || file.size === 0) return logo.fileRequired;
  if (!ALLOWED_NAMES.test(file.name) || (file.type !== "" && !ALLOWED_TYPES.has(file.type))) return logo.invalidType;
  if (file.size > MAX_IMAGE_BYTES) return logo.tooLarge;
  if ((/\.svg$/i.test(file.name) || file.type === "image/svg+xml") && file.size > MAX_SVG_BYTES) return logo.svgTooLarge;
  return null;
}
