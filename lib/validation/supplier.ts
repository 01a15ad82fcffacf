import { z } from "@/lib/validation/zod";
import { optionalPhoneSchema, optionalText, requiredText } from "@/lib/validation/fields";

export const SUPPLIER_LIMITS = { name: 120, partsOffered: 1000, notes: 2000 } as const;

/** A supplier: name required; phone, parts offered and notes optional. */
export const supplierSchema = z.object({
  name: requiredText(
    "Informe o nome do fornecedor.",
    SUPPLIER_LIMITS.name,
    `O nome deve ter no máximo ${SUPPLIER_LIMITS.name} caracteres.`,
  ),
  phone: optionalPhoneSchema,
  partsOffered: optionalText(
    SUPPLIER_LIMITS.partsOffered,
    `As peças oferecidas devem ter no máximo ${SUPPLIER_LIMITS.partsOffered} caracteres.`,
    { multiline: true },
  ),
  notes: optionalText(SUPPLIER_LIMITS.notes, `As observações devem ter no máximo ${SUPPLIER_LIMITS.notes} caracteres.`, {
    multiline: true,
  }),
});

export type SupplierInput = z.infer<typeof supplierSchema>;
export const SUPPLIER_FIELDS = ["name", "phone", "partsOffered", "notes"] as const;
