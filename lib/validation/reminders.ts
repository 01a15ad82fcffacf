import { z } from "@/lib/validation/zod";
import { addDaysToDay, isIsoDay, shopToday } from "@/lib/calendar";
import { REMINDER_CHANNELS, REMINDER_KINDS } from "@/lib/enums";
import { reminders } from "@/lib/messages/reminders";

const t = reminders;

/** 'Adiar' moves a line at most this far: further than that, the reminder is not a reminder any more. */
export const SNOOZE_MAX_DAYS = 90;

/** What names a line of 'Lembretes' (the subject's id is checked by the action, like every record id). */
export const reminderKindSchema = z.enum(REMINDER_KINDS, { error: t.notFound });
/** A day, '', or a service due's 'yyyy-MM-dd|km' (lib/service-dues/occurrence.ts): anything else names no line. */
export const reminderOccurrenceSchema = z.string().regex(/^((\d{4}-\d{2}-\d{2})?(\|\d{0,9})?)$/, { error: t.notFound });
export const reminderChannelSchema = z.enum(REMINDER_CHANNELS, { error: t.doneError + t.tryAgain });

/** The earliest and latest day 'Adiar' accepts on `today` (São Paulo's): from tomorrow, up to SNOOZE_MAX_DAYS. */
export function snoozeBounds(today: string = shopToday()) {
  return { min: addDaysToDay(today, 1), max: addDaysToDay(today, SNOOZE_MAX_DAYS) };
}

/** A day from tomorrow to SNOOZE_MAX_DAYS ahead, read against the shop's today when it is parsed. */
export const snoozeDaySchema = z
  .string()
  .refine(isIsoDay, { error: t.snoozeTooSoon })
  .refine((day) => day >= snoozeBounds().min, { error: t.snoozeTooSoon, abort: true })
  .refine((day) => day <= snoozeBounds().max, { error: t.snoozeTooLate(SNOOZE_MAX_DAYS) });
