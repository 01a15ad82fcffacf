import { z } from "@/lib/validation/zod";
import { messages } from "@/lib/messages";

/** What every server action answers: never secrets, never a stack. `Data`: what an action that reads answers besides. */
export type ActionResult<Data = never> =
  | {
      ok: true;
      /** What the action read for the page ('Montar com o assistente''s lines); the writes answer none. */
      data?: Data;
      message?: string;
      /** A second line under the toast's message. */ detail?: string;
      redirectTo?: string;
      /** The row a create made, for a form that stays on its page and uses it (a vehicle added from the quote editor). */
      id?: string;
      /** Links the page offers after the write (a supplier request's 'Enviar para …' WhatsApp messages). */
      links?: { label: string; href: string }[];
    }
  | {
      ok: false;
      message: string;
      fieldErrors?: FieldErrors;
      redirectTo?: string;
      /** A plan's limit or a Profissional feature: the toast offers this page (the plans) without leaving the form. */
      upgradeHref?: string;
    };

export type FieldErrors = Record<string, string[] | undefined>;

/**
 * A refused input: each field's own messages, and the first of them as the toast's text. A field
 * inside a list is named by its path, "items.3.quantity", so the editor shows it next to that line.
 */
export function validationFailure(error: z.ZodError): ActionResult & { ok: false } {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) continue;
    (fieldErrors[issue.path.join(".")] ??= []).push(issue.message);
  }
  const first = Object.values(fieldErrors).flat()[0];
  return { ok: false, message: first ?? messages.validation.checkData, fieldErrors };
}
