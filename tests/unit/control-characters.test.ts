/**
 * Control characters in what is typed: every text field of every form schema refuses them with
 * one clear message (a NUL used to reach Postgres, which refused it, and the user read "não foi
 * possível salvar agora"). Multi-line fields keep tab and line breaks; single-line ones refuse them.
 *
 * The schemas are read from lib/validation itself: a new exported schema fails the first test
 * until it has a case here (or a line in NO_TEXT saying why it has no text field).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "@/lib/messages";
import { defaultOpeningHours } from "@/lib/profile/opening-hours";

const ROOT = path.resolve(import.meta.dirname, "../..");
const REFUSED = messages.validation.controlCharacters;

type Input = Record<string, unknown>;
type Case = {
  schema: z.ZodType;
  /** A valid input. */
  valid: Input | string;
  /** Each text field and whether it is multi-line; "." is a schema that is one field. */
  fields: Record<string, "single" | "multi">;
  /** The input with `value` in `field` (default: the field replaced). */
  put?: (field: string, value: string) => Input;
};

const v = await Promise.all(
  fs
    .readdirSync(path.join(ROOT, "lib/validation"))
    .filter((file) => file.endsWith(".ts"))
    .map(async (file) => [file, (await import(path.join(ROOT, "lib/validation", file))) as Record<string, unknown>] as const),
);
const schemaOf = (file: string, name: string) => Object.fromEntries(v)[file]![name] as z.ZodType;

const customer = { name: "Ana", phone: "", email: "", notes: "" };
const profileFields = { shopName: "Oficina", ownerName: "", description: "", slug: "", whatsappIntegration: "" };
const service = { id: "s1", name: "Troca de óleo", price: "120,00", description: "" };
const profile = (changes: { text?: Input; service?: Input; hours?: string }) => ({
  ...profileFields,
  ...changes.text,
  services: JSON.stringify([{ ...service, ...changes.service }]),
  openingHours: JSON.stringify({ ...defaultOpeningHours(), monday: { open: true, hours: changes.hours ?? "08:00-18:00" } }),
});

const quote = (fields: Input = {}, itemDescription = "Filtro de ar", item: Input = {}) => ({
  description: "Revisão",
  status: "pending",
  paymentTerms: "PIX",
  observations: "",
  warrantyText: "90 dias",
  ...fields,
  items: JSON.stringify([{ kind: "part", description: itemDescription, quantity: "1", unitPrice: "10", ...item }]),
});
/** A quote's form with `value` in `field`: a line's field ("items.unitCost") or the quote's own. */
const quoteWith = (field: string, value: string) => {
  if (field === "items.description") return quote({}, `Filtro${value}de ar`);
  if (field === "items.unitCost") return quote({}, undefined, { unitCost: `8${value}5,00` });
  if (field === "items.supplierId") return quote({}, undefined, { supplierId: `0b7f3e1a-5c2d${value}-4e8f-9a6b-1c2d3e4f5a6b` });
  return quote({ [field]: field === "checkInKm" ? `45${value}000` : `Pix${value}ou cartão` });
};

const supplierAnswer = (fields: Input = {}) => ({
  parts: [
    {
      partId: "3f0e8d5e-6b4b-4c52-9a0c-2f4f1e6a7b10",
      none: false,
      price: "85,50",
      condition: "paralela",
      brand: "Cofap",
      availability: "0",
      note: "Retirar no balcão",
      ...fields,
    },
  ],
});

const quoteAnswer = (fields: Input) => ({ answer: "approve", version: "1", hash: "a".repeat(64), agreed: "sim", ...fields });

// Tomorrow at 10:00 in São Paulo: a deadline the schema takes whenever the test runs.
const tomorrowInSaoPaulo = new Date(Date.now() + 86_400_000).toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" });
const supplierRequest = (fields: Input = {}, partDescription = "Pastilha de freio") => ({
  parts: JSON.stringify([
    { lineKey: "0b6f3c1e-8f5e-4d3a-9c2b-1a2b3c4d5e6f", description: partDescription, quantity: "2", condition: "original" },
  ]),
  supplierIds: JSON.stringify(["1b6f3c1e-8f5e-4d3a-9c2b-1a2b3c4d5e6f"]),
  engine: "1.6 8V",
  deadlineDay: tomorrowInSaoPaulo,
  deadlineTime: "10:00",
  ...fields,
});

const CASES: Record<string, Case> = {
  "team.ts#inviteMemberSchema": {
    schema: schemaOf("team.ts", "inviteMemberSchema"),
    valid: { email: "carlos@exemplo.com.br", role: "mechanic" },
    fields: { email: "single" },
  },
  "team.ts#memberNameSchema": { schema: schemaOf("team.ts", "memberNameSchema"), valid: "Carlos Mecânico", fields: { ".": "single" } },
  "team.ts#acceptAsNewSchema": {
    schema: schemaOf("team.ts", "acceptAsNewSchema"),
    valid: { token: "a".repeat(43), name: "Carlos Mecânico", password: "senha-segura-123", repeatPassword: "senha-segura-123" },
    fields: { name: "single" },
  },
  "team.ts#acceptAsExistingSchema": {
    schema: schemaOf("team.ts", "acceptAsExistingSchema"),
    valid: { token: "a".repeat(43), name: "Carlos Mecânico", password: "senha-segura-123" },
    fields: { name: "single" },
  },
  "customer.ts#customerSchema": {
    schema: schemaOf("customer.ts", "customerSchema"),
    valid: customer,
    fields: { name: "single", phone: "single", email: "single", notes: "multi" },
  },
  "customer.ts#customerFormSchema": {
    schema: schemaOf("customer.ts", "customerFormSchema"),
    valid: { ...customer, emailReminders: "" },
    fields: { name: "single", phone: "single", email: "single", notes: "multi" },
  },
  "nfse.ts#issueNoteSchema": {
    schema: schemaOf("nfse.ts", "issueNoteSchema"),
    valid: {
      document: "11.222.333/0001-81",
      postalCode: "01310-100",
      street: "Avenida Paulista",
      streetNumber: "1000",
      complement: "",
      district: "Bela Vista",
      city: "São Paulo - SP",
      description: "Troca de óleo\nMão de obra",
    },
    fields: {
      document: "single",
      postalCode: "single",
      street: "single",
      streetNumber: "single",
      complement: "single",
      district: "single",
      city: "single",
      description: "multi",
    },
  },
  "nfse.ts#cancelNoteSchema": {
    schema: schemaOf("nfse.ts", "cancelNoteSchema"),
    valid: { reasonCode: "1", explanation: "Valor da mão de obra errado" },
    fields: { explanation: "single" },
  },
  "nfse.ts#recordNoteSchema": {
    schema: schemaOf("nfse.ts", "recordNoteSchema"),
    valid: { nfseNumber: "123", accessKey: "" },
    fields: { nfseNumber: "single", accessKey: "single" },
  },
  "city.ts#citySearchSchema": {
    schema: schemaOf("city.ts", "citySearchSchema"),
    valid: { query: "campinas" },
    fields: { query: "single" },
  },
  // 'Montar com o assistente': a pasted list keeps its line breaks.
  "quote-draft.ts#quoteSentenceSchema": {
    schema: schemaOf("quote-draft.ts", "quoteSentenceSchema"),
    valid: { sentence: "troca de óleo\nfiltro" },
    fields: { sentence: "multi" },
  },
  "quote-sending.ts#customerPhoneSchema": {
    schema: schemaOf("quote-sending.ts", "customerPhoneSchema"),
    valid: { phone: "(11) 91234-5678" },
    fields: { phone: "single" },
  },
  "quote-sending.ts#quoteEmailSchema": {
    schema: schemaOf("quote-sending.ts", "quoteEmailSchema"),
    valid: { email: "maria@exemplo.com.br" },
    fields: { email: "single" },
  },
  "quote-sending.ts#shopNameSchema": {
    schema: schemaOf("quote-sending.ts", "shopNameSchema"),
    valid: { shopName: "Oficina do Zé" },
    fields: { shopName: "single" },
  },
  "supplier.ts#supplierSchema": {
    schema: schemaOf("supplier.ts", "supplierSchema"),
    valid: { name: "Auto Peças", phone: "", email: "", tags: "", notes: "" },
    fields: { name: "single", phone: "single", email: "single", tags: "multi", notes: "multi" },
  },
  "quote-basics.ts#quoteBasicsSchema": {
    schema: schemaOf("quote-basics.ts", "quoteBasicsSchema"),
    valid: { description: "Troca de óleo", cost: "" },
    fields: { description: "multi" },
  },
  "job-stages.ts#stageMoveSchema": {
    schema: schemaOf("job-stages.ts", "stageMoveSchema"),
    valid: { from: "ready", to: "in_progress", reason: "Faltou apertar a roda" },
    fields: { reason: "multi" },
  },
  "job-stages.ts#inPersonApprovalSchema": {
    schema: schemaOf("job-stages.ts", "inPersonApprovalSchema"),
    valid: { customerName: "Maria Souza", takenBy: "João", partsConsent: "on" },
    fields: { customerName: "single", takenBy: "single" },
  },
  "quote.ts#quoteSchema": {
    schema: schemaOf("quote.ts", "quoteSchema"),
    valid: quote(),
    fields: {
      description: "multi",
      checkInKm: "single",
      paymentTerms: "multi",
      observations: "multi",
      warrantyText: "multi",
      "items.description": "single",
      "items.unitCost": "single",
      "items.supplierId": "single",
    },
    put: quoteWith,
  },
  // A new quote's form: the same fields (it adds only the validity's check).
  "quote.ts#newQuoteSchema": {
    schema: schemaOf("quote.ts", "newQuoteSchema"),
    valid: quote(),
    fields: {
      description: "multi",
      checkInKm: "single",
      paymentTerms: "multi",
      observations: "multi",
      warrantyText: "multi",
      "items.description": "single",
      "items.unitCost": "single",
      "items.supplierId": "single",
    },
    put: quoteWith,
  },
  "vehicle.ts#optionalKmSchema": { schema: schemaOf("vehicle.ts", "optionalKmSchema"), valid: "45.000", fields: { ".": "single" } },
  "vehicle.ts#vehicleSchema": {
    schema: schemaOf("vehicle.ts", "vehicleSchema"),
    valid: { plate: "ABC1D23", make: "Fiat", model: "Uno", year: "", color: "Azul", currentKm: "", notes: "" },
    fields: { plate: "single", make: "single", model: "single", color: "single", year: "single", currentKm: "single", notes: "multi" },
  },
  "delivery.ts#deliverySchema": {
    schema: schemaOf("delivery.ts", "deliverySchema"),
    valid: { deliveredAt: "2026-11-20T10:00", km: "45.100", replacedParts: "returned", notes: "Peças no porta-malas" },
    fields: { deliveredAt: "single", km: "single", notes: "multi" },
  },
  "payment.ts#paymentSchema": {
    schema: schemaOf("payment.ts", "paymentSchema"),
    valid: { amount: "100,00", method: "credit_card", paidOn: "20/11/2026", installments: "12", note: "Metade agora" },
    fields: { paidOn: "single", installments: "single", note: "multi" },
    // Two digits at most: the character goes between them, not at the end (where it is trimmed, as everywhere).
    put: (field, value) => {
      const valid = { amount: "100,00", method: "credit_card", paidOn: "20/11/2026", installments: "12", note: "Metade agora" };
      const current = valid[field as keyof typeof valid];
      return { ...valid, [field]: `${current.slice(0, 1)}${value}${current.slice(1)}` };
    },
  },
  "service-due.ts#serviceDueSchema": {
    schema: schemaOf("service-due.ts", "serviceDueSchema"),
    valid: { serviceName: "Troca de óleo", dueOn: "2027-05-20", dueKm: "55.100" },
    fields: { serviceName: "single", dueOn: "single", dueKm: "single" },
    // The day and the km are short: the character goes inside them, not at the end (trimmed, as everywhere).
    put: (field, value) => {
      const valid = { serviceName: "Troca de óleo", dueOn: "2027-05-20", dueKm: "55.100" };
      const current = valid[field as keyof typeof valid];
      return { ...valid, [field]: `${current.slice(0, 2)}${value}${current.slice(2)}` };
    },
  },
  "payment.ts#cancelPaymentSchema": {
    schema: schemaOf("payment.ts", "cancelPaymentSchema"),
    valid: { reason: "Valor errado" },
    fields: { reason: "multi" },
  },
  "walk-in.ts#walkInSchema": {
    schema: schemaOf("walk-in.ts", "walkInSchema"),
    valid: { name: "Ana", phone: "", plate: "ABC1D23", make: "Fiat", model: "Uno" },
    fields: { name: "single", phone: "single", plate: "single", make: "single", model: "single" },
  },
  "support.ts#supportTicketSchema": {
    schema: schemaOf("support.ts", "supportTicketSchema"),
    valid: { name: "Ana", email: "ana@exemplo.com", subject: "", message: "Ajuda" },
    fields: { name: "single", email: "single", subject: "single", message: "multi" },
  },
  "lead.ts#leadSchema": {
    schema: schemaOf("lead.ts", "leadSchema"),
    valid: { name: "Ana", email: "ana@exemplo.com", phone: "" },
    fields: { name: "single", email: "single", phone: "single" },
  },
  "lead.ts#shopContactSchema": {
    schema: schemaOf("lead.ts", "shopContactSchema"),
    valid: { name: "Ana", email: "ana@exemplo.com", phone: "", message: "" },
    fields: { name: "single", email: "single", phone: "single", message: "multi" },
  },
  "ai-assistant.ts#assistantSettingsSchema": {
    schema: schemaOf("ai-assistant.ts", "assistantSettingsSchema"),
    valid: { name: "Assistente", basePrompt: "Seja cordial." },
    fields: { name: "single", basePrompt: "multi" },
  },
  // The password is compared with the stored hash as typed (auth.ts#loginSchema does the same).
  "account.ts#accountDeletionSchema": {
    schema: schemaOf("account.ts", "accountDeletionSchema"),
    valid: { password: "segredo123", confirmation: "EXCLUIR" },
    fields: { confirmation: "single" },
    put: (field, value) => ({ password: "segredo123", [field]: `EXC${value}LUIR` }),
  },
  "auth.ts#emailSchema": { schema: schemaOf("auth.ts", "emailSchema"), valid: "ana@exemplo.com", fields: { ".": "single" } },
  "auth.ts#loginSchema": {
    schema: schemaOf("auth.ts", "loginSchema"),
    valid: { email: "ana@exemplo.com", password: "segredo123" },
    fields: { email: "single" },
  },
  // The hidden return address is no text anyone reads: safeRedirectPath refuses control characters in it.
  "auth.ts#loginFormSchema": {
    schema: schemaOf("auth.ts", "loginFormSchema"),
    valid: { email: "ana@exemplo.com", password: "segredo123", callbackUrl: "/dashboard" },
    fields: { email: "single" },
  },
  "auth.ts#signUpSchema": {
    schema: schemaOf("auth.ts", "signUpSchema"),
    valid: { email: "ana@exemplo.com", password: "segredo123" },
    fields: { email: "single" },
  },
  "account-access.ts#forgotPasswordSchema": {
    schema: schemaOf("account-access.ts", "forgotPasswordSchema"),
    valid: { email: "ana@exemplo.com" },
    fields: { email: "single" },
  },
  "account-access.ts#changeEmailSchema": {
    schema: schemaOf("account-access.ts", "changeEmailSchema"),
    valid: { email: "ana@exemplo.com", currentPassword: "segredo123" },
    fields: { email: "single" },
  },
  "fields.ts#optionalEmailSchema": {
    schema: schemaOf("fields.ts", "optionalEmailSchema"),
    valid: "ana@exemplo.com",
    fields: { ".": "single" },
  },
  "fields.ts#optionalPhoneSchema": {
    schema: schemaOf("fields.ts", "optionalPhoneSchema"),
    valid: "(11) 91234-5678",
    fields: { ".": "single" },
  },
  "profile.ts#profileSchema": {
    schema: schemaOf("profile.ts", "profileSchema"),
    valid: profile({}),
    fields: {
      shopName: "single",
      ownerName: "single",
      description: "multi",
      slug: "single",
      whatsappIntegration: "single",
      whatsappTemplate: "multi",
      readyTemplate: "multi",
      dueNoticeTemplate: "multi",
      supplierRequestTemplate: "multi",
      street: "single",
      streetNumber: "single",
      district: "single",
      city: "single",
      pixName: "single",
      pixCity: "single",
      "services.name": "single",
      "services.description": "single",
      "openingHours.hours": "single",
    },
    put: (field, value) =>
      field.startsWith("services.")
        ? profile({ service: { [field.slice("services.".length)]: `Troca${value}de óleo` } })
        : field === "openingHours.hours"
          ? profile({ hours: `08:00${value}-18:00` })
          : // The suppliers' message must carry its link.
            profile({ text: { [field]: `Oficina${value}Nova${field === "supplierRequestTemplate" ? " {link}" : ""}` } }),
  },
  "profile.ts#serviceSchema": {
    schema: schemaOf("profile.ts", "serviceSchema"),
    valid: service,
    fields: { name: "single", description: "single" },
  },
  "profile.ts#openingHoursSchema": {
    schema: schemaOf("profile.ts", "openingHoursSchema"),
    valid: defaultOpeningHours(),
    fields: { "monday.hours": "single" },
    put: (_field, value) => ({ ...defaultOpeningHours(), monday: { open: true, hours: `08:00${value}-18:00` } }),
  },
  // The customer's answer on the quote link: the name to approve, the reason to refuse.
  "quote-answer.ts#quoteAnswerSchema": {
    schema: schemaOf("quote-answer.ts", "quoteAnswerSchema"),
    valid: quoteAnswer({ name: "Maria Souza" }),
    fields: { name: "single", reason: "multi" },
    put: (field, value) =>
      field === "reason" ? quoteAnswer({ answer: "refuse", reason: `Achei${value}caro` }) : quoteAnswer({ name: `Maria${value}Souza` }),
  },
  // The supplier's answer on its link (/cotacao/{token}): each part's brand and note.
  "supplier-answer.ts#supplierAnswerSchema": {
    schema: schemaOf("supplier-answer.ts", "supplierAnswerSchema"),
    valid: supplierAnswer(),
    fields: { brand: "single", note: "multi" },
    put: (field, value) => supplierAnswer({ [field]: field === "brand" ? `Co${value}fap` : `Retirar${value}no balcão` }),
  },
  "check-in.ts#checkInSchema": {
    schema: schemaOf("check-in.ts", "checkInSchema"),
    valid: { km: "46.000", fuel: "4", complaint: "Barulho", notes: "", estado_riscos: "problem", nota_riscos: "Porta" },
    fields: { complaint: "multi", notes: "multi", nota_riscos: "single" },
  },
  "check-in.ts#inPersonAcknowledgementSchema": {
    schema: schemaOf("check-in.ts", "inPersonAcknowledgementSchema"),
    valid: { customerName: "Maria", takenBy: "José", sha256: "a".repeat(64) },
    fields: { customerName: "single", takenBy: "single" },
  },
  // 'Cotar com fornecedores': the engine and each part's description (the ids and the day are checked as such).
  "supplier-request.ts#supplierRequestSchema": {
    schema: schemaOf("supplier-request.ts", "supplierRequestSchema"),
    valid: supplierRequest(),
    fields: { engine: "single", "parts.description": "single" },
    put: (field, value) =>
      field === "engine" ? supplierRequest({ engine: `1.6${value}8V` }) : supplierRequest({}, `Pastilha${value}de freio`),
  },
  // The agenda's settings: the day-before reminder's WhatsApp message (the rest are numbers and choices).
  "agenda-settings.ts#agendaSettingsSchema": {
    schema: schemaOf("agenda-settings.ts", "agendaSettingsSchema"),
    valid: {
      agendaSlots: "2",
      agendaDailyCap: "",
      bookingMode: "manual",
      bookingWeeksAhead: "4",
      appointmentReminderHour: "18",
      appointmentReminderTemplate: "Oi {cliente}, amanhã às {hora}.",
    },
    fields: { appointmentReminderTemplate: "multi" },
  },
  // 'Dados fiscais': the municipal registration and the city's label (the rest are choices, digits and percents).
  "fiscal-settings.ts#fiscalSettingsSchema": {
    schema: schemaOf("fiscal-settings.ts", "fiscalSettingsSchema"),
    valid: {
      regime: "simples",
      municipalRegistration: "123.456/7",
      city: "Campinas - SP",
      nationalTaxCode: "140101",
      municipalTaxCode: "",
      issRate: "2,5",
      simplesTaxPercent: "6",
      series: "1",
      nextNumber: "1",
    },
    fields: { municipalRegistration: "single", city: "single" },
  },
  // The certificate's password: no one types a control character in one, so it is refused like any text.
  "fiscal-settings.ts#certificatePasswordSchema": {
    schema: schemaOf("fiscal-settings.ts", "certificatePasswordSchema"),
    valid: "senha-do-certificado",
    fields: { ".": "single" },
  },
  // 'Novo agendamento': someone new's name, WhatsApp and plate, 'Outro', the notes (the rest are ids and a time).
  "appointment.ts#appointmentSchema": {
    schema: schemaOf("appointment.ts", "appointmentSchema"),
    valid: {
      mode: "new",
      contactName: "Maria Souza",
      contactPhone: "(11) 97777-1234",
      contactPlate: "ABC1D23",
      otherService: "Barulho no freio",
      startsAt: "2030-03-04T12:00:00.000Z",
      notes: "Chega cedo",
    },
    fields: { contactName: "single", contactPhone: "single", contactPlate: "single", otherService: "single", notes: "multi" },
    put: (field, value) => {
      const valid = {
        mode: "new",
        contactName: "Maria Souza",
        contactPhone: "(11) 97777-1234",
        contactPlate: "ABC1D23",
        otherService: "Barulho no freio",
        startsAt: "2030-03-04T12:00:00.000Z",
        notes: "Chega cedo",
      };
      const typed: Record<string, string> = { contactPhone: `(11) 97777${value}1234`, contactPlate: `ABC${value}1D23` };
      return { ...valid, [field]: typed[field] ?? `Texto${value}aqui` };
    },
  },
  "appointment.ts#cancelSchema": {
    schema: schemaOf("appointment.ts", "cancelSchema"),
    valid: { reason: "O cliente pediu" },
    fields: { reason: "multi" },
  },
  // The public booking's contact (the honeypot is never read as text: a filled one is a bot).
  "booking.ts#bookingContactSchema": {
    schema: schemaOf("booking.ts", "bookingContactSchema"),
    valid: { nome: "Maria Souza", whatsapp: "(11) 97777-1234", placa: "ABC1D23", email: "maria@exemplo.com" },
    fields: { nome: "single", whatsapp: "single", placa: "single", email: "single" },
    put: (field, value) => {
      const valid = { nome: "Maria Souza", whatsapp: "(11) 97777-1234", placa: "ABC1D23", email: "maria@exemplo.com" };
      const typed: Record<string, string> = {
        whatsapp: `(11) 97777${value}1234`,
        placa: `ABC${value}1D23`,
        email: `maria${value}@exemplo.com`,
      };
      return { ...valid, [field]: typed[field] ?? `Maria${value}Souza` };
    },
  },
  "booking.ts#cancelReasonSchema": {
    schema: schemaOf("booking.ts", "cancelReasonSchema"),
    valid: "Não vou poder ir",
    fields: { ".": "multi" },
  },
  // The name a visitor leaves to the shop's assistant ('Deixar meu contato').
  "lead.ts#leadNameSchema": {
    schema: schemaOf("lead.ts", "leadNameSchema"),
    valid: "Carlos Lima",
    fields: { ".": "single" },
  },
  // A visitor's message to the assistant: one line, as the chat's field sends it.
  "conversation.ts#chatMessageSchema": {
    schema: schemaOf("conversation.ts", "chatMessageSchema"),
    valid: "qto custa a troca de oleo?",
    fields: { ".": "single" },
  },
  "check-in.ts#linkAcknowledgementSchema": {
    schema: schemaOf("check-in.ts", "linkAcknowledgementSchema"),
    valid: { name: "Maria", hash: "a".repeat(64) },
    fields: { name: "single" },
  },
};

/** Schemas with no free text, and why. */
const NO_TEXT: Record<string, string> = {
  "appointment.ts#startsAtField": "an ISO instant from a free slot's radio button: anything else is refused",
  "appointment.ts#rescheduleSchema": "a free slot's instant (see startsAtField)",
  "team.ts#memberRoleSchema": "one of two role ids: anything else is refused",
  "team.ts#commissionSchema": "a number typed the Brazilian way: anything but digits, one comma or point and a % is not a number",
  "team.ts#transferOwnershipSchema": "a password (see passwordSchema) and a checkbox",
  "auth.ts#passwordSchema": "a password: every character may be part of it, and it is only hashed, never shown",
  "auth.ts#newPasswordSchema": "a password: every character may be part of it, and it is only hashed, never shown",
  "account-access.ts#resetPasswordSchema": "a link's token and a new password (see passwordSchema); the token is looked up by its hash",
  "account-access.ts#changePasswordSchema": "passwords only (see passwordSchema)",
  "account-access.ts#emailLinkSchema": "a link's token, looked up by its hash: anything else finds nothing",
  "plans.ts#choosePlanSchema": "a plan id from a fixed list",
  "auth.ts#callbackUrlSchema": "a return address, never stored or shown: safeRedirectPath refuses one with a control character",
  "fields.ts#optionalMoneySchema": "an amount: anything but digits and separators is refused as not a number",
  "profile.ts#profileFields": "profileSchema's fields before the rule across the PIX fields: its case covers them",
  "reminders.ts#reminderKindSchema": "a reminder's kind from a fixed list",
  "reminders.ts#reminderOccurrenceSchema": "a day and a km, digits, dashes and a bar only: anything else names no line",
  "reminders.ts#reminderChannelSchema": "a channel from a fixed list",
  "reminders.ts#snoozeDaySchema": "a yyyy-MM-dd day: anything else is refused as not a day",
  "agenda-settings.ts#closedDaySchema": "a yyyy-MM-dd day: anything else is refused as not a day",
  "agenda-settings.ts#removeClosedDaySchema": "a yyyy-MM-dd day: anything else names no day off",
  "fiscal-settings.ts#fiscalSettingsFields": "fiscalSettingsSchema's fields before the rules across them: its case covers them",
};

function inputWith(entry: Case, field: string, value: string): unknown {
  if (entry.put) return entry.put(field, value);
  if (field === ".") return `${(entry.valid as string).slice(0, 2)}${value}${(entry.valid as string).slice(2)}`;
  const valid = entry.valid as Input;
  // Inside the field's own text, where a paste would put it (an e-mail or phone stays otherwise valid).
  const current = String(valid[field] ?? "");
  return { ...valid, [field]: current ? `${current.slice(0, 2)}${value}${current.slice(2)}` : `a${value}b` };
}

const messagesOf = (result: ReturnType<z.ZodType["safeParse"]>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe("control characters in every form", () => {
  it("has a case for every exported schema", () => {
    const exported = v.flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => value instanceof z.ZodType)
        .map(([name]) => `${file}#${name}`),
    );
    expect(exported.filter((name) => !(name in CASES) && !(name in NO_TEXT))).toEqual([]);
    expect([...Object.keys(CASES), ...Object.keys(NO_TEXT)].filter((name) => !exported.includes(name))).toEqual([]);
  });

  const rows = Object.entries(CASES).flatMap(([name, entry]) =>
    Object.entries(entry.fields).map(([field, kind]) => [name, field, kind, entry] as const),
  );

  it.each(Object.entries(CASES))("%s accepts its valid input", (_name, entry) => {
    expect(messagesOf(entry.schema.safeParse(entry.valid))).toEqual([]);
  });

  it.each(rows)("%s, %s (%s-line): NUL, escape, DEL and C1 are refused with the clear message", (_name, field, _kind, entry) => {
    for (const control of ["\u0000", "\u001b", "\u007f", "\u0085"]) {
      expect(messagesOf(entry.schema.safeParse(inputWith(entry, field, control))), JSON.stringify(control)).toContain(REFUSED);
    }
  });

  it.each(rows)("%s, %s (%s-line): tab and line breaks only where the field has lines", (_name, field, kind, entry) => {
    for (const breakCharacter of ["\t", "\n", "\r\n"]) {
      const found = messagesOf(entry.schema.safeParse(inputWith(entry, field, breakCharacter)));
      if (kind === "multi") expect(found, JSON.stringify(breakCharacter)).toEqual([]);
      else expect(found, JSON.stringify(breakCharacter)).toContain(REFUSED);
    }
  });
});
