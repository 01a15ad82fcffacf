import { z } from "@/lib/validation/zod";
import { agenda } from "@/lib/messages/agenda";
import { vehicles } from "@/lib/messages/customers";
import { isBrazilianPhone, phoneDigits, PHONE_MAX_LENGTH } from "@/lib/phone";
import { normalizePlate, PLATE_MAX_LENGTH } from "@/lib/plates";
import { isRecordId } from "@/lib/record-id";
import { optionalText, plainText, requiredText } from "@/lib/validation/fields";

const f = agenda.form;
const d = agenda.detail;

export const APPOINTMENT_LIMITS = { name: 120, otherService: 200, notes: 2000, reason: 500 } as const;

/** The form's fields; `services` is posted once per ticked box (the action joins them). */
export const APPOINTMENT_FIELDS = [
  "mode",
  "customerId",
  "vehicleId",
  "contactName",
  "contactPhone",
  "contactPlate",
  "otherService",
  "startsAt",
  "notes",
  "assignedTo",
] as const;

/** A time chosen among the free slots: the instant the radio button carries (ISO). */
export const startsAtField = z.string({ error: f.timeRequired }).transform((value, context) => {
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? new Date(value) : null;
  if (instant && !Number.isNaN(instant.getTime())) return instant;
  context.addIssue({ code: "custom", message: f.timeRequired });
  return z.NEVER;
});

/** A record id from a select, or blank for none; anything else is refused under the field. */
const optionalRecordId = (message: string) =>
  z
    .string()
    .optional()
    .default("")
    .refine((value) => value === "" || isRecordId(value), message)
    .transform((value) => (value === "" ? null : value.toLowerCase()));

/**
 * 'Novo agendamento': a known customer (and his vehicle) or someone new (name, WhatsApp, plate),
 * the catalogue's services ticked and/or 'Outro' typed, a free time, notes and 'Responsável'.
 * A known customer's WhatsApp is his registered phone unless one is typed (it is required when
 * he has none: the agenda counts no-shows by it). The choices' own rules (a customer, a service)
 * are checked once the fields themselves are valid.
 */
export const appointmentSchema = z
  .object({
    mode: z.enum(["known", "new"]).catch("known"),
    customerId: optionalRecordId(f.customerRequired),
    vehicleId: optionalRecordId(agenda.refused.customerNotFound),
    contactName: optionalText(APPOINTMENT_LIMITS.name, f.nameTooLong),
    contactPhone: optionalText(PHONE_MAX_LENGTH, f.phoneInvalid)
      .refine((value) => value === "" || isBrazilianPhone(value), f.phoneInvalid)
      .transform((value) => (value === "" ? "" : phoneDigits(value))),
    contactPlate: z
      .string()
      .optional()
      .default("")
      .pipe(plainText())
      .transform((typed, context) => {
        if (typed === "") return null;
        const plate = typed.length <= PLATE_MAX_LENGTH ? normalizePlate(typed) : null;
        if (plate) return plate;
        context.addIssue({ code: "custom", message: vehicles.plateInvalid });
        return z.NEVER;
      }),
    serviceIds: z.array(z.string().max(64).pipe(plainText())).max(50).default([]),
    otherService: optionalText(APPOINTMENT_LIMITS.otherService, f.otherTooLong),
    startsAt: startsAtField,
    notes: optionalText(APPOINTMENT_LIMITS.notes, f.notesTooLong, { multiline: true }),
    assignedTo: optionalRecordId(f.responsibleUnknown),
  })
  .superRefine((input, context) => {
    if (input.mode === "known" && !input.customerId)
      context.addIssue({ code: "custom", path: ["customerId"], message: f.customerRequired });
    if (input.mode === "new") {
      if (!input.contactName) context.addIssue({ code: "custom", path: ["contactName"], message: f.nameRequired });
      if (!input.contactPhone) context.addIssue({ code: "custom", path: ["contactPhone"], message: f.phoneRequired });
    }
    if (input.serviceIds.length === 0 && !input.otherService) {
      context.addIssue({ code: "custom", path: ["services"], message: f.serviceRequired });
    }
  });

export type AppointmentInput = z.output<typeof appointmentSchema>;

/** 'Remarcar': the new time, one of the free slots of the day chosen. */
export const rescheduleSchema = z.object({ startsAt: startsAtField });

/** 'Cancelar agendamento': why, required (kept in the history). */
export const cancelSchema = z.object({
  reason: requiredText(d.reasonRequired, APPOINTMENT_LIMITS.reason, d.reasonTooLong, { multiline: true }),
});
