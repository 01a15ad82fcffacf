import { z } from "@/lib/validation/zod";
import { validation } from "@/lib/messages/validation";
import { emailSchema } from "@/lib/validation/auth";
import { optionalEmailSchema, optionalPhoneSchema, optionalText, requiredText } from "@/lib/validation/fields";

export const LEAD_LIMITS = { name: 120, message: 2000 } as const;

/** A lead's name: the forms' and the name a visitor leaves to the shop's assistant. */
export const leadNameSchema = requiredText(
  "Informe seu nome.",
  LEAD_LIMITS.name,
  `O nome deve ter no máximo ${LEAD_LIMITS.name} caracteres.`,
);

/** The landing page's lead: name and e-mail required, phone optional, the mechanic checkbox unchecked by default. */
export const leadSchema = z.object({
  name: leadNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  isMechanic: z.boolean().default(false),
});

/**
 * A shop's public page: what the customer needs, and a phone or an e-mail, at least one, for the
 * shop to answer (many car owners leave only a WhatsApp number). Neither is refused once, as the
 * pair's `contact` (the form says it once, where the pair's hint was, and marks both fields).
 */
export const shopContactSchema = z
  .object({
    name: leadNameSchema,
    email: optionalEmailSchema,
    phone: optionalPhoneSchema,
    isMechanic: z.boolean().default(false),
    message: optionalText(LEAD_LIMITS.message, `A mensagem deve ter no máximo ${LEAD_LIMITS.message} caracteres.`, { multiline: true }),
  })
  .superRefine((lead, context) => {
    if (lead.email || lead.phone) return;
    context.addIssue({ code: "custom", path: ["contact"], message: validation.phoneOrEmailRequired });
  });

/** What a lead is stored from: "" for a contact the visitor left blank. */
export type LeadInput = { name: string; email: string; phone: string; isMechanic: boolean; message?: string };
