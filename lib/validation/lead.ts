import { z } from "@/lib/validation/zod";
import { validation } from "@/lib/messages/validation";
import { emailSchema } from "@/lib/validation/auth";
import { optionalEmailSchema, optionalPhoneSchema, optionalText, requiredText } from "@/lib/validation/fields";

const LIMITS = { name: 120, message: 2000 } as const;

const nameSchema = requiredText("Informe seu nome.", LIMITS.name, `O nome deve ter no máximo ${LIMITS.name} caracteres.`);

/** The landing page's lead: name and e-mail required, phone optional, the mechanic checkbox unchecked by default. */
export const leadSchema = z.object({
  name: nameSchema,
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
    name: nameSchema,
    email: optionalEmailSchema,
    phone: optionalPhoneSchema,
    isMechanic: z.boolean().default(false),
    message: optionalText(LIMITS.message, `A mensagem deve ter no máximo ${LIMITS.message} caracteres.`, { multiline: true }),
  })
  .superRefine((lead, context) => {
    if (lead.email || lead.phone) return;
    context.addIssue({ code: "custom", path: ["contact"], message: validation.phoneOrEmailRequired });
  });

/** What a lead is stored from: "" for a contact the visitor left blank. */
export type LeadInput = { name: string; email: string; phone: string; isMechanic: boolean; message?: string };
