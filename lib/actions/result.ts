import { z } from "@/lib/validation/zod";
import { messages } from "@/lib/messages";

/** What every server action answers: never secrets, never a stack. */
export type ActionResult =
  | { ok: true; message?: string; /** A second line under the toast's message. */ detail?: string; redirectTo?: string }
  | { ok: false; message: string; fieldErrors?: FieldErrors; redirectTo?: string };

export type FieldErrors = Record<string, string[] | undefined>;

/** A refused input: each field's own message, and the first of them as the toast's text. */
export function validationFailure(error: z.ZodError): ActionResult & { ok: false } {
  const { fieldErrors } = z.flattenError(error);
  const first = Object.values(fieldErrors).flat()[0];
  return { ok: false, message: typeof first === "string" ? first : messages.validation.checkData, fieldErrors };
}
