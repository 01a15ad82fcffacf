import { z } from "zod";
import { emailSchema } from "@/lib/validation/auth";

/** Bots fill every field; people never see this one (components/forms/honeypot.tsx). */
export const HONEYPOT_FIELD = "website";

const LIMITS = { name: 120, phone: 30, message: 2000 } as const;

const phoneSchema = z
  .string()
  .trim()
  .max(LIMITS.phone, `O telefone deve ter no máximo ${LIMITS.phone} caracteres.`)
  .refine((value) => value === "" || /^[\d\s()+.-]{8,}$/.test(value), "Informe um telefone válido, por exemplo (11) 91234-5678.");

/** §5 "Lead": name and e-mail required, phone optional, the mechanic checkbox unchecked by default. */
export const leadSchema = z.object({
  name: z
    .string({ error: "Informe seu nome." })
    .trim()
    .min(1, "Informe seu nome.")
    .max(LIMITS.name, `O nome deve ter no máximo ${LIMITS.name} caracteres.`),
  email: emailSchema,
  phone: phoneSchema.optional().default(""),
  isMechanic: z.boolean().default(false),
});

/** The shop's public page also asks what the customer needs. */
export const shopContactSchema = leadSchema.extend({
  message: z
    .string()
    .trim()
    .max(LIMITS.message, `A mensagem deve ter no máximo ${LIMITS.message} caracteres.`)
    .optional()
    .default(""),
});

export type LeadInput = z.infer<typeof leadSchema>;
