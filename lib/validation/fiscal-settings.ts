import { TAX_REGIMES } from "@/lib/enums";
import { cities } from "@/lib/messages/cities";
import { fiscalSettings } from "@/lib/messages/fiscal-settings";
import { validation } from "@/lib/messages/validation";
import { SERVICE_CODES } from "@/lib/nfse/service-codes";
import { RECORD_VERSION_FIELD } from "@/lib/record-version";
import { CITY_LABEL_MAX } from "@/lib/validation/city";
import { hasControlCharacters, optionalText, readDecimal, requiredText } from "@/lib/validation/fields";
import { z } from "@/lib/validation/zod";

const m = fiscalSettings.data;

/** What a percent field holds as typed ("2,5"): a cap well above any reading, so a pasted megabyte is refused first. */
const PERCENT_TEXT_MAX = 12;

/**
 * A percent typed the Brazilian way ("2,5", "2.5"), at most two places, within (0, max]: as the
 * database's decimal text ("2.5"), or null when blank. The XSD's types cap the integer part (pAliq
 * TSDec1V2: one digit; pTotTribSN TSDec2V2: two), and Sefin refuses an ISS rate over 5% (E0595).
 */
function optionalPercent(max: number, invalid: string) {
  return z
    .string()
    .optional()
    .default("")
    .transform((typed, context) => {
      if (typed.length > PERCENT_TEXT_MAX) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      const reading = readDecimal(typed, 2);
      if (!reading.ok) {
        context.addIssue({ code: "custom", message: reading.reason === "ambiguous" ? m.issRateAmbiguous : invalid });
        return z.NEVER;
      }
      if (reading.value !== null && (Number(reading.value) <= 0 || Number(reading.value) > max)) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return reading.value;
    });
}

/** A checkbox as a form posts it: its value when checked, nothing when not. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== "");

const SERVICE_CODE_VALUES = SERVICE_CODES.map((entry) => entry.code) as [string, ...string[]];

/** IM (TSInscMun): up to 15 characters; what prefeituras print uses digits, letters, dots, slashes and hyphens. */
export const MUNICIPAL_REGISTRATION_MAX = 15;
/** Series (serie) 1-5 digits; next number (nDPS) 1-15 digits, no leading zero (the XSD's TSNumDPS). */
export const SERIES_MAX = 5;
export const NEXT_NUMBER_MAX = 999_999_999_999_999;

export const fiscalSettingsFields = z.object({
  regime: z.enum(TAX_REGIMES, { error: m.regimeInvalid }),
  municipalRegistration: optionalText(MUNICIPAL_REGISTRATION_MAX, m.municipalRegistrationInvalid).refine(
    (value) => value === "" || /^[0-9A-Za-z./-]+$/.test(value),
    m.municipalRegistrationInvalid,
  ),
  city: requiredText(m.cityRequired, CITY_LABEL_MAX, cities.tooLong),
  nationalTaxCode: z.enum(SERVICE_CODE_VALUES, { error: m.serviceCodeInvalid }),
  municipalTaxCode: optionalText(3, m.municipalTaxCodeInvalid).refine(
    (value) => value === "" || /^\d{3}$/.test(value),
    m.municipalTaxCodeInvalid,
  ),
  issRate: optionalPercent(5, m.issRateInvalid),
  issWithheldByCompanies: checkbox,
  simplesTaxPercent: optionalPercent(99.99, m.simplesPercentInvalid),
  partsInDescription: checkbox,
  series: z
    .string({ error: m.seriesInvalid })
    .transform((typed) => typed.trim())
    .refine((text) => new RegExp(`^\\d{1,${SERIES_MAX}}$`).test(text), m.seriesInvalid),
  nextNumber: z
    .string({ error: m.nextNumberInvalid })
    .transform((typed) => typed.trim())
    .refine((text) => /^[1-9]\d{0,14}$/.test(text), m.nextNumberInvalid)
    .transform(Number),
});

type FiscalFields = z.output<typeof fiscalSettingsFields>;

/** The rules across fields: the regime decides whether the ISS rate and the Simples percent may be sent. */
export function fiscalRules(input: FiscalFields, context: z.RefinementCtx) {
  if (input.regime === "mei" && input.issRate !== null) context.addIssue({ code: "custom", path: ["issRate"], message: m.issRateMei });
  if (input.regime === "simples" && input.simplesTaxPercent === null) {
    context.addIssue({ code: "custom", path: ["simplesTaxPercent"], message: m.simplesPercentRequired });
  }
}

/** Blank optional texts as null; the Simples percent only for the Simples (the field is hidden for the others). */
export function fiscalOutput<T extends FiscalFields>(input: T) {
  return {
    ...input,
    municipalRegistration: input.municipalRegistration || null,
    municipalTaxCode: input.municipalTaxCode || null,
    simplesTaxPercent: input.regime === "simples" ? input.simplesTaxPercent : null,
  };
}

/**
 * What 'Salvar dados fiscais' sends (the action adds the version). The city arrives as its label
 * ("Campinas - SP"); the action reads it back to its IBGE code (lib/nfse/cities reads the
 * server's file). A MEI never sends an ISS rate (E0600); only the Simples sends its percent
 * (pTotTribSN, required there by E0712).
 */
export const fiscalSettingsSchema = fiscalSettingsFields.superRefine(fiscalRules).transform(fiscalOutput);

export type FiscalSettingsForm = z.output<typeof fiscalSettingsSchema>;
export const FISCAL_SETTINGS_FIELDS = [
  "regime",
  "municipalRegistration",
  "city",
  "nationalTaxCode",
  "municipalTaxCode",
  "issRate",
  "issWithheldByCompanies",
  "simplesTaxPercent",
  "partsInDescription",
  "series",
  "nextNumber",
  RECORD_VERSION_FIELD,
] as const;

/** A .pfx of an e-CNPJ is a few KB (a key, its certificate and the chain): anything past this is another file. */
export const CERTIFICATE_MAX_BYTES = 64 * 1024;
export const CERTIFICATE_PASSWORD_MAX = 200;

/**
 * The certificate's password: as typed, never trimmed (a space may be part of it), with no
 * control characters. The file is checked by the action (its size before it is read).
 */
export const certificatePasswordSchema = z
  .string({ error: fiscalSettings.certificate.passwordRequired })
  .min(1, fiscalSettings.certificate.passwordRequired)
  .max(CERTIFICATE_PASSWORD_MAX, fiscalSettings.certificate.passwordTooLong)
  .refine((value) => !hasControlCharacters(value), validation.controlCharacters);
