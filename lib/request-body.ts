/**
 * Bodies read with a ceiling. A request whose Content-Length is over the route's cap is refused
 * before a byte is read (parsing a 1 MB form took up to 1.5 s on a loaded machine), and one that
 * turns out longer (no length, or a lying one) is cut off as it streams. Pure: used by proxy.ts
 * for the server actions and by the route handlers.
 */

/** Whether the request says its body is longer than `max` bytes. */
export function declaresMoreThan(headers: Headers, max: number) {
  const declared = Number(headers.get("content-length") ?? "NaN");
  return Number.isFinite(declared) && declared > max;
}

/** The body's bytes, at most `max`, or "tooLarge". */
export async function readBodyUpTo(request: Request, max: number): Promise<Uint8Array | "tooLarge"> {
  if (declaresMoreThan(request.headers, max)) return "tooLarge";
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return "tooLarge";
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * A plain HTML form's fields (urlencoded), reading at most `max` bytes. Another encoding (a
 * multipart post, JSON) reads as no fields, which the route's schema refuses.
 */
export async function readFormUpTo(request: Request, max: number): Promise<URLSearchParams | "tooLarge"> {
  const body = await readBodyUpTo(request, max);
  if (body === "tooLarge") return body;
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return new URLSearchParams();
  return new URLSearchParams(Buffer.from(body).toString("utf8"));
}

/**
 * The quote link's plain forms (the answer, the check-in's acknowledgement): a name of 120 and a
 * reason of 1,000 characters, each percent-encoded emoji (12 bytes a character), come to 14 KB.
 */
export const MAX_LINK_FORM_BYTES = 32 * 1024;

/**
 * The landing page's lead form (a plain post to /contato): a name of 120 characters, an e-mail of
 * 254 and a phone of 20, each percent-encoded emoji at worst, come to under 5 KB.
 */
export const MAX_LEAD_FORM_BYTES = 16 * 1024;

/**
 * A supplier's answer (its link's plain form): a request's 100 parts, each with a 500-character
 * note typed in emoji and percent-encoded (12 bytes a character), come to about 600 KB; a real
 * answer is a few KB.
 */
export const MAX_SUPPLIER_ANSWER_BYTES = 640 * 1024;

/** A server action's body: an image upload's pages may send the image, every other page a form. */
const MAX_ACTION_BODY_BYTES = 1024 * 1024;
/** The image's 10 MB and the multipart envelope: next.config.ts's serverActions.bodySizeLimit. */
const MAX_IMAGE_ACTION_BODY_BYTES = 11 * 1024 * 1024;
/** The pages whose actions take an image: the profile's logo and the assistant's image. */
const IMAGE_ACTION_PAGES = new Set(["/dashboard/profile", "/dashboard/ai-assistant"]);

/**
 * The most a server action posted to `pathname` may send. The largest form is the quote editor's
 * (100 lines of at most a few hundred characters each, 4 bytes a character at worst): some 300 KB.
 */
export function actionBodyCap(pathname: string) {
  return IMAGE_ACTION_PAGES.has(pathname) ? MAX_IMAGE_ACTION_BODY_BYTES : MAX_ACTION_BODY_BYTES;
}
