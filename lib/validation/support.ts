import { z } from "@/lib/validation/zod";
import { support } from "@/lib/messages/support";
import { emailSchema } from "@/lib/validation/auth";
import { plainText } from "@/lib/validation/fields";

const m = support;

/** The numbers inside the "…no máximo N caracteres" messages of lib/messages/. */
export const SUPPORT_TICKET_LIMITS = { name: 120, subject: 150, message: 5000 } as const;

/** A support ticket: name, e-mail and message required, the e-mail an e-mail, subject optional. */
export const supportTicketSchema = z.object({
  name: plainText().pipe(z.string().min(1, m.nameRequired).max(SUPPORT_TICKET_LIMITS.name, m.nameTooLong)),
  email: emailSchema,
  subject: plainText().pipe(z.string().max(SUPPORT_TICKET_LIMITS.subject, m.subjectTooLong)),
  message: plainText({ multiline: true }).pipe(z.string().min(1, m.messageRequired).max(SUPPORT_TICKET_LIMITS.message, m.messageTooLong)),
});

export type SupportTicketInput = z.infer<typeof supportTicketSchema>;

/** Whether the refusal is about a required field left empty (which has its own toast). */
export function missesRequiredField(error: z.ZodError) {
  return error.issues.some((issue) => issue.code === "too_small" && issue.minimum === 1);
}
export const SUPPORT_TICKET_FIELDS = ["name", "email", "subject", "message"] as const;
