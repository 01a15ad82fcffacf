import { z } from "zod";
import { emailSchema } from "@/lib/validation/auth";
import { optionalPhoneSchema, optionalText, requiredText } from "@/lib/validation/fields";

const LIMITS = { name: 120, message: 2000 } as const;

/** A lead: name and e-mail required, phone optional, the mechanic checkbox unchecked by default. */
export const leadSchema = z.object({
  name: requiredText("Informe seu nome.", LIMITS.name, `O nome deve ter no máximo ${LIMITS.name} caracteres.`),
  email: emailSchema,
  phone: optionalPhoneSchema,
  isMechanic: z.boolean().default(false),
});

/** The shop's public page also asks what the customer needs. */
export const shopContactSchema = leadSchema.extend({
  message: optionalText(LIMITS.message, `A mensagem deve ter no máximo ${LIMITS.message} caracteres.`, { multiline: true }),
});

export type LeadInput = z.infer<typeof leadSchema>;
