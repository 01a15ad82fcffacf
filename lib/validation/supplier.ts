import { z } from "@/lib/validation/zod";
import { suppliers } from "@/lib/messages/suppliers";
import { formatPhone, isBrazilianPhone, PHONE_MAX_LENGTH } from "@/lib/phone";
import { optionalEmailSchema, optionalText, requiredText } from "@/lib/validation/fields";

export const SUPPLIER_LIMITS = { name: 120, tagsText: 1300, tag: 40, tags: 30, notes: 2000 } as const;

const m = suppliers.form;

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

/**
 * What is wrong with a list of tags, or null: too many, or one too long (the first, named). The
 * form's chips show the same messages as the tags are typed, before the server refuses them.
 */
export function tagsProblem(tags: string[]): string | null {
  if (tags.length > SUPPLIER_LIMITS.tags) return m.tooManyTags(tags.length, SUPPLIER_LIMITS.tags);
  const long = tags.find((tag) => tag.length > SUPPLIER_LIMITS.tag);
  return long === undefined ? null : m.tagTooLong(long, SUPPLIER_LIMITS.tag);
}

const tagsSchema = optionalText(SUPPLIER_LIMITS.tagsText, m.tagsTextTooLong(SUPPLIER_LIMITS.tagsText), { multiline: true })
  .transform(tagsOf)
  .superRefine((tags, context) => {
    const problem = tagsProblem(tags);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/**
 * The number the shop's price requests go to (wa.me). WhatsApp runs on mobiles and, with WhatsApp
 * Business, on landlines too, so any real Brazilian number with its DDD is taken (isBrazilianPhone,
 * as a customer's phone), and stored the one way it is shown, "(11) 91234-5678".
 */
const whatsappSchema = optionalText(PHONE_MAX_LENGTH, m.whatsappTooLong)
  .refine((value) => value === "" || isBrazilianPhone(value), m.whatsappInvalid)
  .transform((value) => (value === "" ? "" : formatPhone(value)));

/** A supplier: name required; WhatsApp, e-mail, the parts and makes it sells (tags) and notes optional. */
export const supplierSchema = z.object({
  name: requiredText(m.nameRequired, SUPPLIER_LIMITS.name, m.nameTooLong(SUPPLIER_LIMITS.name)),
  phone: whatsappSchema,
  email: optionalEmailSchema,
  tags: tagsSchema,
  notes: optionalText(SUPPLIER_LIMITS.notes, m.notesTooLong(SUPPLIER_LIMITS.notes), { multiline: true }),
});

export type SupplierInput = z.infer<typeof supplierSchema>;
export const SUPPLIER_FIELDS = ["name", "phone", "email", "tags", "notes"] as const;
