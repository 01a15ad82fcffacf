import "server-only";
import type { ObjectStorage } from "@/lib/storage";
import { contentTypeOfKey } from "@/lib/uploads/keys";

/**
 * Headers of every stored image: the type is the one the server gave it and is never sniffed;
 * the CSP forbids scripts and everything else, so an SVG opened on its own cannot run anything
 * even if something slipped past the sanitiser. Keys are never reused, so caching is forever.
 */
export const STORED_IMAGE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  "Cache-Control": "public, max-age=31536000, immutable",
} as const;

function notFound() {
  return new Response("Arquivo não encontrado.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
  });
}

/** The response for GET /api/uploads/{key}, whichever driver holds the file. */
export async function serveStoredImage(storage: ObjectStorage, key: string): Promise<Response> {
  const contentType = contentTypeOfKey(key);
  if (!contentType) return notFound();
  let body: Uint8Array | null;
  try {
    body = await storage.get(key);
  } catch (error) {
    console.error("imagem não lida", { key, driver: storage.driver }, error);
    return new Response("Arquivo indisponível no momento.", { status: 503, headers: { "Retry-After": "30", "Cache-Control": "no-store" } });
  }
  if (!body) return notFound();
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: { ...STORED_IMAGE_HEADERS, "Content-Type": contentType, "Content-Length": String(body.byteLength) },
  });
}
