import { z } from "zod";
import { messages } from "@/lib/messages";

/** What every server action answers: never secrets, never a stack. */
export type ActionResult =
  | { ok: true; message?: string; redirectTo?: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string[] | undefined>; redirectTo?: string };

export function validationFailure(error: z.ZodError): ActionResult {
  const { fieldErrors } = z.flattenError(error);
  const first = Object.values(fieldErrors).flat()[0];
  return { ok: false, message: typeof first === "string" ? first : messages.validation.checkData, fieldErrors };
}

/** Reads the named text fields of a form; anything missing or a file becomes "". */
export function formFields<K extends string>(formData: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<K, string>;
}
