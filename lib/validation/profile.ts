import { z } from "@/lib/validation/zod";
import { WEEKDAYS } from "@/lib/enums";
import { warrantySetting } from "@/lib/messages/delivery";
import { readyTemplate } from "@/lib/messages/job-stages";
import { nextService } from "@/lib/messages/next-service";
import { agendaSettings } from "@/lib/messages/agenda-settings";
import { DURATION_LIMITS, readServiceDuration } from "@/lib/agenda/service-duration";
import { profile, profileQuoteDefaults } from "@/lib/messages/profile";
import { quotes } from "@/lib/messages/quotes";
import { reminderEmails } from "@/lib/messages/reminder-emails";
import { money } from "@/lib/messages/validation";
import { formatPhone, isBrazilianPhone } from "@/lib/phone";
import { dayHoursProblem } from "@/lib/profile/opening-hours";
import { containsProductName } from "@/lib/profile/reserved-slugs";
import { toSlug } from "@/lib/profile/slug";
import { INTERVAL_LIMITS, readKmText } from "@/lib/service-dues/intervals";
import { unknownPlaceholders, WHATSAPP_TEMPLATE_MAX_LENGTH } from "@/lib/quotes/whatsapp";
import { READY_TEMPLATE_MAX_LENGTH, unknownReadyPlaceholders } from "@/lib/quotes/ready-message";
import { DUE_NOTICE_TEMPLATE_MAX_LENGTH, unknownDueNoticePlaceholders } from "@/lib/service-dues/notice";
import { readPixSettings, SHOP_DATA_FIELDS, shopDataFields } from "@/lib/validation/shop-data";
import { PARTS_SETTINGS_FIELDS, partsSettingsFields } from "@/lib/validation/parts-settings";
import { jsonField, optionalMoneySchema, optionalText, readMoney, requiredText, type TextOptions } from "@/lib/validation/fields";

const LIMITS = {
  shopName: 120,
  ownerName: 120,
  description: 2000,
  whatsapp: 200,
  slug: 80,
  serviceName: 120,
  serviceDescription: 500,
  services: 100,
  hours: 100,
} as const;

/**
 * The quote defaults are copied into every new quote, so they take the quote's own limits
 * (QUOTE_LIMITS in lib/validation/quote.ts, which this file does not import: the profile's form
 * would carry the quote's schema and its date and decimal libraries into the browser for two
 * numbers; tests/integration/profile.test.ts checks they agree).
 */
export const QUOTE_DEFAULT_LIMITS = { paymentTerms: 500, warranty: 1000 } as const;

/** The warranty's term in days, as the delivery table allows it; blank is the legal 90 (stored as null). */
export const WARRANTY_DAYS_LIMITS = { min: 1, max: 3650 } as const;
const warrantyDaysSchema = z
  .string()
  .optional()
  .default("")
  .transform((typed, context) => {
    const text = typed.trim();
    if (text === "") return null;
    const days = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
    if (days >= WARRANTY_DAYS_LIMITS.min && days <= WARRANTY_DAYS_LIMITS.max) return days;
    context.addIssue({ code: "custom", message: warrantySetting.invalid });
    return z.NEVER;
  });

const text = (max: number, label: string, options?: TextOptions) =>
  optionalText(max, `${label} deve ter no máximo ${max} caracteres.`, options);

/** An interval field: typed text, or the number a saved row carries; blank is no interval. */
const intervalField = z
  .union([z.string(), z.number()])
  .optional()
  .transform((value) => (value === undefined ? "" : String(value).trim()));

/** The interval read (`value`, NaN when unreadable): null when blank, undefined when refused. */
function readInterval(typed: string, value: number | null, { min, max }: { min: number; max: number }) {
  if (typed === "") return null;
  return value !== null && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/**
 * A profile service: a name, and its price as typed ("1.234,56"), read on the server by the one
 * money reading every money field uses; blank is R$ 0,00. A price it cannot read is refused with
 * the service's name, so the mechanic knows which row to fix.
 */
export const serviceSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: requiredText(
      profile.serviceNameRequired,
      LIMITS.serviceName,
      `O nome do serviço deve ter no máximo ${LIMITS.serviceName} caracteres.`,
    ),
    price: z.string({ error: money.invalid }),
    description: text(LIMITS.serviceDescription, "A descrição do serviço").optional(),
    // 'Repetir a cada': as typed ("6", "10.000"), or as stored (numbers) for a row not reopened.
    intervalMonths: intervalField,
    intervalKm: intervalField,
    // 'Duração' in minutes, for the agenda: as selected or typed ("90"), or as stored (90).
    durationMinutes: z.union([z.string().max(10), z.number()]).optional(),
  })
  .transform(({ price, description, intervalMonths, intervalKm, durationMinutes, ...service }, context) => {
    const months = readInterval(intervalMonths, /^\d{1,3}$/.test(intervalMonths) ? Number(intervalMonths) : NaN, INTERVAL_LIMITS.months);
    const km = readInterval(intervalKm, readKmText(intervalKm), INTERVAL_LIMITS.km);
    if (months === undefined)
      context.addIssue({ code: "custom", path: ["intervalMonths"], message: nextService.intervalMonthsInvalid(service.name) });
    if (km === undefined) context.addIssue({ code: "custom", path: ["intervalKm"], message: nextService.intervalKmInvalid(service.name) });
    const duration = readServiceDuration(durationMinutes);
    if (duration === undefined) {
      const message = agendaSettings.duration.invalid(service.name, DURATION_LIMITS.min, DURATION_LIMITS.max);
      context.addIssue({ code: "custom", path: ["durationMinutes"], message });
    }
    const read = optionalMoneySchema.safeParse(price);
    if (!read.success) {
      const reason = read.error.issues[0]?.message ?? money.invalid;
      context.addIssue({ code: "custom", path: ["price"], message: profile.servicePriceInvalid(service.name, reason) });
    }
    if (!read.success || months === undefined || km === undefined || duration === undefined) return z.NEVER;
    return {
      ...service,
      price: read.data ?? 0,
      ...(description ? { description } : {}),
      ...(months ? { intervalMonths: months } : {}),
      ...(km ? { intervalKm: km } : {}),
      ...(duration ? { durationMinutes: duration } : {}),
    };
  });

const daySchema = z.object({ open: z.boolean(), hours: text(LIMITS.hours, "O horário") });

/**
 * The week's hours, as the public page publishes them: an open day needs periods a clock shows,
 * each ending after it starts, none overlapping (dayHoursProblem, which the editor also shows
 * beside the day as it is typed). Refused with the day's name.
 */
export const openingHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<(typeof WEEKDAYS)[number], typeof daySchema>)
  .superRefine((week, context) => {
    for (const day of WEEKDAYS) {
      const problem = dayHoursProblem(day, week[day].open, week[day].hours);
      if (problem) context.addIssue({ code: "custom", path: [day], message: problem });
    }
  });

/**
 * The shop's WhatsApp: a Brazilian phone with its DDD, checked like a customer's phone and stored
 * the way it is shown ("(11) 91234-5678"); blank hides the public page's button. A wa.me or
 * api.whatsapp.com link (what this field used to ask for) is read as the number it opens.
 */
const whatsappSchema = optionalText(LIMITS.whatsapp, profile.whatsappTooLong)
  .transform((typed) => {
    const inLink = /[?&]phone=([^&#]+)/.exec(typed)?.[1] ?? /wa\.me\/([^/?#]+)/.exec(typed)?.[1];
    return inLink ?? typed;
  })
  .refine((value) => value === "" || isBrazilianPhone(value), profile.whatsappInvalid)
  .transform((value) => (value === "" ? "" : formatPhone(value)));

/**
 * The shop's labour rate as typed ("120,00"), as a decimal string for `numeric` ("120.00"); blank
 * is null (no default rate). Refused with the field's name, as the toast shows it apart from the field.
 */
const hourlyRateSchema = z
  .string()
  .optional()
  .default("")
  .transform((typed, context) => {
    const reading = readMoney(typed);
    if (reading.ok) return reading.value === null ? null : reading.value.toFixed(2);
    context.addIssue({ code: "custom", message: profileQuoteDefaults.hourlyRateInvalid(reading.message) });
    return z.NEVER;
  });

/** The profile's fields, each on its own; profileSchema adds the rule that ties the PIX fields together. */
/** A checkbox as a form posts it: its value when checked, nothing (read as "") when not. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== "");

export const profileFields = z.object({
  // The shop's page, quotes and e-mails show this name on the product's own domain and sender: a
  // shop called "Oficina Digital — Suporte" would speak as the product. Other words are the shop's.
  shopName: text(LIMITS.shopName, "O nome da oficina").refine((name) => !containsProductName(name), profile.shopNameIsProduct),
  ownerName: text(LIMITS.ownerName, "O nome do responsável"),
  description: text(LIMITS.description, "A descrição", { multiline: true }),
  // Typed freely ("Oficina do Zé") and normalised; empty means "derive it from the shop name".
  slug: text(LIMITS.slug, "O endereço").transform(toSlug),
  whatsappIntegration: whatsappSchema,
  services: jsonField(z.array(serviceSchema).max(LIMITS.services, `Cadastre no máximo ${LIMITS.services} serviços.`)),
  openingHours: jsonField(openingHoursSchema),
  // What a new quote starts from (the 'Orçamentos' tab).
  hourlyRate: hourlyRateSchema,
  paymentTerms: optionalText(QUOTE_DEFAULT_LIMITS.paymentTerms, quotes.paymentTermsTooLong(QUOTE_DEFAULT_LIMITS.paymentTerms), {
    multiline: true,
  }),
  // Blank means the product's default text (lib/data/profile.ts stores it as null).
  warrantyText: optionalText(QUOTE_DEFAULT_LIMITS.warranty, quotes.warrantyTooLong(QUOTE_DEFAULT_LIMITS.warranty), {
    multiline: true,
  }),
  // 'Garantia dos serviços (dias)': counted from each delivery; blank is 90 (stored as null).
  warrantyDays: warrantyDaysSchema,
  // Blank means the product's default message (stored as null). A misspelt placeholder would
  // reach the customer as "{valor}", so it is refused here.
  whatsappTemplate: optionalText(WHATSAPP_TEMPLATE_MAX_LENGTH, profileQuoteDefaults.whatsappTemplateTooLong(WHATSAPP_TEMPLATE_MAX_LENGTH), {
    multiline: true,
  }).superRefine((template, context) => {
    const unknown = unknownPlaceholders(template);
    if (unknown.length > 0) context.addIssue({ code: "custom", message: profileQuoteDefaults.whatsappTemplateUnknown(unknown) });
  }),
  // 'Carro pronto': the same way (blank is the default, a misspelt placeholder refused).
  readyTemplate: optionalText(READY_TEMPLATE_MAX_LENGTH, readyTemplate.tooLong(READY_TEMPLATE_MAX_LENGTH), {
    multiline: true,
  }).superRefine((template, context) => {
    const unknown = unknownReadyPlaceholders(template);
    if (unknown.length > 0) context.addIssue({ code: "custom", message: readyTemplate.unknown(unknown) });
  }),
  // 'Lembretes': the next-service message (blank is the default, a misspelt placeholder refused)
  // and the two automatic e-mails, checkboxes (checked posts "sim", unchecked nothing).
  dueNoticeTemplate: optionalText(DUE_NOTICE_TEMPLATE_MAX_LENGTH, reminderEmails.settings.tooLong(DUE_NOTICE_TEMPLATE_MAX_LENGTH), {
    multiline: true,
  }).superRefine((template, context) => {
    const unknown = unknownDueNoticePlaceholders(template);
    if (unknown.length > 0) context.addIssue({ code: "custom", message: reminderEmails.settings.unknown(unknown) });
  }),
  reminderEmails: checkbox,
  dailySummary: checkbox,
  publicCnpj: checkbox,
  // 'Dados e PIX': the CNPJ or CPF, the address and the PIX key (lib/validation/shop-data.ts).
  ...shopDataFields,
  // 'Orçamentos' › 'Peças e fornecedores': the markup on parts and the suppliers' message.
  ...partsSettingsFields,
});

/**
 * The PIX key is read as the type beside it, and its four fields go together (readPixSettings):
 * a rule across fields, so it is added after the object (which the action extends with its version).
 */
export function withPixSettings<T extends z.infer<typeof profileFields>>(input: T, context: z.RefinementCtx) {
  return { ...input, ...readPixSettings(input, context) };
}

/** What 'Salvar Alterações' sends (saved as an upsert). The logo has its own actions. */
export const profileSchema = profileFields.transform(withPixSettings);

export type ProfileInput = z.infer<typeof profileSchema>;
type QuoteDefaultField =
  | "hourlyRate"
  | "paymentTerms"
  | "warrantyText"
  | "warrantyDays"
  | "whatsappTemplate"
  | "readyTemplate"
  | "dueNoticeTemplate"
  | "reminderEmails"
  | "dailySummary"
  | "publicCnpj"
  | (typeof PARTS_SETTINGS_FIELDS)[number];
type ShopDataField = (typeof SHOP_DATA_FIELDS)[number];
/**
 * What saveProfile takes: the form always sends the quote defaults and the shop's data; a caller
 * that leaves one out keeps it as stored.
 */
export type ProfileSaveInput = Omit<ProfileInput, QuoteDefaultField | ShopDataField> &
  Partial<Pick<ProfileInput, QuoteDefaultField | ShopDataField>>;
export type ServiceInput = z.output<typeof serviceSchema>;
/** The form fields the profile form posts (services and hours as JSON). */
export const PROFILE_FIELDS = [
  "shopName",
  "ownerName",
  "description",
  "slug",
  "whatsappIntegration",
  "services",
  "openingHours",
  "hourlyRate",
  "paymentTerms",
  "warrantyText",
  "warrantyDays",
  "whatsappTemplate",
  "readyTemplate",
  "dueNoticeTemplate",
  "reminderEmails",
  "dailySummary",
  "publicCnpj",
  ...SHOP_DATA_FIELDS,
  ...PARTS_SETTINGS_FIELDS,
] as const;
