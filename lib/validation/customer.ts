import { reminderEmails } from "@/lib/messages/reminder-emails";
import { z } from "@/lib/validation/zod";
import { optionalEmailSchema, optionalPhoneSchema, optionalText, requiredText } from "@/lib/validation/fields";

export const CUSTOMER_LIMITS = { name: 120, notes: 2000 } as const;

/** A customer: name required; e-mail, phone and notes optional. */
export const customerSchema = z.object({
  name: requiredText("Informe o nome do cliente.", CUSTOMER_LIMITS.name, `O nome deve ter no máximo ${CUSTOMER_LIMITS.name} caracteres.`),
  phone: optionalPhoneSchema,
  email: optionalEmailSchema,
  notes: optionalText(CUSTOMER_LIMITS.notes, `As observações devem ter no máximo ${CUSTOMER_LIMITS.notes} caracteres.`, {
    multiline: true,
  }),
});

/**
 * The consent to reminders by e-mail (customers.email_reminders_consented_at): a checked box posts
 * its value, an unchecked one nothing. Undefined (a caller other than the form) leaves it as it is.
 */
export type CustomerInput = z.infer<typeof customerSchema> & { emailReminders?: boolean };
export const CUSTOMER_FIELDS = ["name", "phone", "email", "notes", "emailReminders"] as const;

/**
 * The customer's form: the fields and the consent box, which means nothing without an address
 * (said on the e-mail field, where the shop fixes it; what was typed stays).
 */
export const customerFormSchema = customerSchema
  .extend({
    emailReminders: z
      .string()
      .optional()
      .transform((value) => value !== undefined && value !== ""),
  })
  .refine((customer) => !customer.emailReminders || customer.email !== "", {
    path: ["email"],
    message: reminderEmails.consent.needsEmail,
  });
