import { z } from "@/lib/validation/zod";
import { optionalEmailSchema, optionalPhoneSchema, optionalText, requiredText } from "@/lib/validation/fields";

export const SUPPLIER_LIMITS = { name: 120, tagsText: 1000, tag: 40, tags: 30, notes: 2000 } as const;

/**
 * 'Freios, suspensão; Bosch' → ["Freios", "suspensão", "Bosch"]: the parts and makes a supplier
 * sells, typed as a list. Blank pieces are dropped, and a tag typed twice (ignoring case) is kept once.
 */
export function tagsOf(typed: string): string[] {
  const seen = new Set<string>();
  return typed
    .split(/[,;\n]/)
    .map((piece) => piece.trim().replace(/\s+/g, " "))
    .filter((tag) => {
      const key = tag.toLocaleLowerCase("pt-BR");
      if (tag === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const tagsSchema = optionalText(SUPPLIER_LIMITS.tagsText, `As peças e marcas devem ter no máximo ${SUPPLIER_LIMITS.tagsText} caracteres.`, {
  multiline: true,
})
  .transform(tagsOf)
  .refine((tags) => tags.length <= SUPPLIER_LIMITS.tags, `Informe no máximo ${SUPPLIER_LIMITS.tags} peças ou marcas.`)
  .refine(
    (tags) => tags.every((tag) => tag.length <= SUPPLIER_LIMITS.tag),
    `Cada peça ou marca deve ter no máximo ${SUPPLIER_LIMITS.tag} caracteres.`,
  );

/** A supplier: name required; WhatsApp, e-mail, the parts and makes it sells (tags) and notes optional. */
export const supplierSchema = z.object({
  name: requiredText(
    "Informe o nome do fornecedor.",
    SUPPLIER_LIMITS.name,
    `O nome deve ter no máximo ${SUPPLIER_LIMITS.name} caracteres.`,
  ),
  phone: optionalPhoneSchema,
  email: optionalEmailSchema,
  tags: tagsSchema,
  notes: optionalText(SUPPLIER_LIMITS.notes, `As observações devem ter no máximo ${SUPPLIER_LIMITS.notes} caracteres.`, {
    multiline: true,
  }),
});

export type SupplierInput = z.infer<typeof supplierSchema>;
export const SUPPLIER_FIELDS = ["name", "phone", "email", "tags", "notes"] as const;
