import { z } from "@/lib/validation/zod";
import { BOOKING_MODES } from "@/lib/enums";
import { isIsoDay } from "@/lib/calendar";
import { agendaSettings as m } from "@/lib/messages/agenda-settings";
import { APPOINTMENT_REMINDER_TEMPLATE_MAX_LENGTH, unknownAppointmentReminderPlaceholders } from "@/lib/agenda/reminder-message";
import { optionalText } from "@/lib/validation/fields";

/** The ranges the shops table's checks allow (db/schema/profile.ts). */
export const AGENDA_LIMITS = {
  slots: { min: 1, max: 20 },
  dailyCap: { min: 1, max: 200 },
  weeksAhead: { min: 1, max: 12 },
  reminderHour: { min: 0, max: 23 },
} as const;

/** At most this many days off ahead of today; each at most CLOSED_DAY_MAX_DAYS_AHEAD from today. */
export const MAX_FUTURE_CLOSED_DAYS = 60;
export const CLOSED_DAY_MAX_DAYS_AHEAD = 366;

/** A whole number typed in a field (or a select's value) within a range; anything else is refused. */
function wholeNumberIn({ min, max }: { min: number; max: number }, message: string) {
  return z
    .string({ error: message })
    .transform((typed) => typed.trim())
    .refine((text) => /^\d{1,4}$/.test(text) && Number(text) >= min && Number(text) <= max, message)
    .transform(Number);
}

/** A checkbox as a form posts it: its value when checked, nothing (read as "") when not. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== "");

/** What 'Salvar agenda' sends: every setting of the agenda on the profile. */
export const agendaSettingsSchema = z.object({
  agendaSlots: wholeNumberIn(AGENDA_LIMITS.slots, m.slotsInvalid(AGENDA_LIMITS.slots.min, AGENDA_LIMITS.slots.max)),
  // Blank: no cap (null).
  agendaDailyCap: z
    .string()
    .optional()
    .default("")
    .transform((typed, context) => {
      const text = typed.trim();
      if (text === "") return null;
      const { min, max } = AGENDA_LIMITS.dailyCap;
      if (/^\d{1,4}$/.test(text) && Number(text) >= min && Number(text) <= max) return Number(text);
      context.addIssue({ code: "custom", message: m.dailyCapInvalid(min, max) });
      return z.NEVER;
    }),
  onlineBooking: checkbox,
  bookingMode: z.enum(BOOKING_MODES, { error: m.modeInvalid }),
  bookingWeeksAhead: wholeNumberIn(
    AGENDA_LIMITS.weeksAhead,
    m.weeksAheadInvalid(AGENDA_LIMITS.weeksAhead.min, AGENDA_LIMITS.weeksAhead.max),
  ),
  appointmentReminderHour: wholeNumberIn(AGENDA_LIMITS.reminderHour, m.reminderHourInvalid),
  // Blank is the default message (stored as null); a misspelt placeholder would reach the customer
  // as "{horario}", so it is refused.
  appointmentReminderTemplate: optionalText(
    APPOINTMENT_REMINDER_TEMPLATE_MAX_LENGTH,
    m.templateTooLong(APPOINTMENT_REMINDER_TEMPLATE_MAX_LENGTH),
    {
      multiline: true,
    },
  ).superRefine((template, context) => {
    const unknown = unknownAppointmentReminderPlaceholders(template);
    if (unknown.length > 0) context.addIssue({ code: "custom", message: m.templateUnknown(unknown) });
  }),
});

export type AgendaSettingsInput = z.output<typeof agendaSettingsSchema>;
export const AGENDA_SETTINGS_FIELDS = [
  "agendaSlots",
  "agendaDailyCap",
  "onlineBooking",
  "bookingMode",
  "bookingWeeksAhead",
  "appointmentReminderHour",
  "appointmentReminderTemplate",
] as const;

/**
 * A day off as the date input sends it (yyyy-MM-dd). Whether it is past or too far is a question
 * of today (São Paulo), so closedDayProblem answers it where today is known.
 */
export const closedDaySchema = z.object({
  day: z.string({ error: m.closedDays.invalid }).refine(isIsoDay, m.closedDays.invalid),
});

/** Why `day` cannot be added as a day off today (both yyyy-MM-dd, string order is day order). */
export function closedDayProblem(day: string, today: string, lastDay: string): string | null {
  if (day < today) return m.closedDays.past;
  if (day > lastDay) return m.closedDays.tooFar;
  return null;
}

/** A day off to remove: a malformed one is answered like a day the shop does not have. */
export const removeClosedDaySchema = z.object({
  day: z.string({ error: m.closedDays.notFound }).refine(isIsoDay, m.closedDays.notFound),
});
