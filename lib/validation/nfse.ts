import { isValidCep, isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import { nfse as m } from "@/lib/messages/nfse";
import { CITY_LABEL_MAX } from "@/lib/validation/city";
import { optionalText } from "@/lib/validation/fields";
import { z } from "@/lib/validation/zod";

export const NFSE_LIMITS = {
  document: 30,
  postalCode: 20,
  street: 125,
  streetNumber: 10,
  complement: 60,
  district: 60,
  description: 2000,
  cancelExplanationMin: 15,
  cancelExplanation: 255,
} as const;

const text = (max: number, label: string) => optionalText(max, m.tooLong(label, max));

/** CPF or CNPJ as typed, kept as its 11 or 14 digits. */
const documentSchema = text(NFSE_LIMITS.document, "O CPF ou CNPJ").transform((typed, context) => {
  const digits = typed.replace(/\D/g, "");
  if (typed === "") context.addIssue({ code: "custom", message: m.documentRequired });
  else if (!/^[\d.\-/\s]+$/.test(typed) || !(digits.length === 14 ? isValidCnpj(digits) : digits.length === 11 && isValidCpf(digits)))
    context.addIssue({ code: "custom", message: m.documentInvalid });
  return digits;
});

const postalCodeSchema = text(NFSE_LIMITS.postalCode, "O CEP").transform((typed, context) => {
  const digits = typed.replace(/\D/g, "");
  if (typed !== "" && !(/^[\d.\-\s]+$/.test(typed) && digits.length === 8 && isValidCep(digits)))
    context.addIssue({ code: "custom", message: m.postalCodeInvalid });
  return digits;
});

/**
 * 'Emitir NFS-e': the customer's CPF/CNPJ and address (all or nothing; all for a company, E0235)
 * and the note's text. The city is a label the server reads back to its IBGE code.
 */
export const issueNoteSchema = z
  .object({
    document: documentSchema,
    postalCode: postalCodeSchema,
    street: text(NFSE_LIMITS.street, "A rua"),
    streetNumber: text(NFSE_LIMITS.streetNumber, "O número"),
    complement: text(NFSE_LIMITS.complement, "O complemento"),
    district: text(NFSE_LIMITS.district, "O bairro"),
    city: text(CITY_LABEL_MAX, "A cidade"),
    description: optionalText(NFSE_LIMITS.description, m.descriptionTooLong, { multiline: true }).refine(
      (value) => value.trim() !== "",
      m.descriptionRequired,
    ),
  })
  .superRefine((input, context) => {
    const parts = [input.postalCode, input.street, input.streetNumber, input.district, input.city];
    const filled = parts.filter((part) => part !== "").length;
    const company = input.document.length === 14;
    if ((company && filled < parts.length) || (filled > 0 && filled < parts.length)) {
      const names = ["postalCode", "street", "streetNumber", "district", "city"] as const;
      for (const [index, name] of names.entries()) {
        if (parts[index] === "")
          context.addIssue({ code: "custom", path: [name], message: company ? m.addressRequired : m.addressIncomplete });
      }
    }
  });

export type IssueNoteInput = z.infer<typeof issueNoteSchema>;
export const ISSUE_NOTE_FIELDS = [
  "document",
  "postalCode",
  "street",
  "streetNumber",
  "complement",
  "district",
  "city",
  "description",
] as const;

/** 'Cancelar NFS-e': the manual's reason code (1, 2, 9) and its explanation, 15 to 255 characters. */
export const cancelNoteSchema = z.object({
  reasonCode: z.enum(["1", "2", "9"], m.cancelReasonRequired),
  explanation: optionalText(NFSE_LIMITS.cancelExplanation, m.cancelExplanationLong).refine(
    (value) => value.trim().length >= NFSE_LIMITS.cancelExplanationMin,
    m.cancelExplanationShort,
  ),
});
export const CANCEL_NOTE_FIELDS = ["reasonCode", "explanation"] as const;

/** 'Já emiti no portal': the note's number, and its access key when the shop has it. */
export const recordNoteSchema = z.object({
  nfseNumber: optionalText(15, m.recordNumberInvalid).refine((value) => /^\d{1,15}$/.test(value), m.recordNumberInvalid),
  accessKey: optionalText(60, m.recordKeyInvalid)
    .transform((value) => value.replace(/\s/g, ""))
    .refine((value) => value === "" || /^\d{50}$/.test(value), m.recordKeyInvalid),
});
export const RECORD_NOTE_FIELDS = ["nfseNumber", "accessKey"] as const;
