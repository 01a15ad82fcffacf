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

export type CustomerInput = z.infer<typeof customerSchema>;
export const CUSTOMER_FIELDS = ["name", "phone", "email", "notes"] as const;
