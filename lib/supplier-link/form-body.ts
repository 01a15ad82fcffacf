/**
 * The most an answer's form may weigh: a request's 100 parts, each with a 500-character note
 * typed in emoji and percent-encoded (12 bytes a character), come to about 600 KB; a real answer
 * is a few KB. Anything longer is not the page's form and is not read past this.
 */
export const MAX_ANSWER_BODY_BYTES = 640 * 1024;

/**
 * The posted form's fields (the page's form is urlencoded), reading at most `max` bytes: a
 * Content-Length over it is refused before a byte is read, and a body that turns out longer (no
 * length, or a lying one) is cut off as it streams. "tooLarge" or the fields.
 */
export async function readAnswerForm(request: Request, max = MAX_ANSWER_BODY_BYTES): Promise<URLSearchParams | "tooLarge"> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > max) return "tooLarge";
  if (!request.body) return new URLSearchParams();
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
  // Another encoding (a multipart post, JSON) reads as no fields, which the schema refuses.
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return new URLSearchParams();
  return new URLSearchParams(Buffer.concat(chunks, size).toString("utf8"));
}
