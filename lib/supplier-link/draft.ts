import { z } from "@/lib/validation/zod";
import type { TypedPartAnswer } from "@/lib/validation/supplier-answer";

/**
 * What the supplier typed, handed back to the page after a refused answer. The page works without
 * JavaScript, so the answer route cannot keep the form on screen: it sends the browser back to the
 * page with the typed rows in a short-lived cookie scoped to the link's path (never in the URL,
 * where notes would reach logs and the history), and the page validates them again with the same
 * schema, which puts each message next to its field.
 */
export const DRAFT_COOKIE = "cotacao_rascunho";

/** Under the 4 KB a browser keeps per cookie, with room for the name and attributes. */
const MAX_DRAFT_CHARS = 3600;

const typedPart = z.object({
  partId: z.string().max(64),
  none: z.boolean(),
  price: z.string().max(40),
  condition: z.string().max(20),
  brand: z.string().max(200),
  availability: z.string().max(10),
  note: z.string().max(2000),
  confirmed: z.boolean().optional(),
});
const draftSchema = z.object({ parts: z.array(typedPart).max(101) });

const encode = (draft: { parts: TypedPartAnswer[] }) => Buffer.from(JSON.stringify(draft)).toString("base64url");

/**
 * The cookie's value, or undefined when even without its notes the draft would not fit (a post of
 * dozens of parts): the page then says the first reason without marking fields. Notes are dropped
 * first: they are the long part, and the prices and choices are what the refusal is about.
 */
export function encodeDraft(draft: { parts: TypedPartAnswer[] }): string | undefined {
  const whole = encode(draft);
  if (whole.length <= MAX_DRAFT_CHARS) return whole;
  const short = encode({ parts: draft.parts.map((part) => ({ ...part, note: "" })) });
  return short.length <= MAX_DRAFT_CHARS ? short : undefined;
}

/** The draft a cookie holds, if it reads as one (a cookie is the client's to change). */
export function decodeDraft(value: string | undefined): { parts: TypedPartAnswer[] } | undefined {
  if (!value || value.length > MAX_DRAFT_CHARS) return undefined;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
