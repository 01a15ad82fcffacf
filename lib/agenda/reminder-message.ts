/**
 * The day-before WhatsApp reminder of an appointment: the shop's template
 * (shops.appointment_reminder_template) with its placeholders filled. Pure and safe in the browser,
 * like the next-service message (lib/service-dues/notice.ts), so the profile's editor can check a
 * template with the same list of names.
 */
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { fillPlaceholders, unknownPlaceholdersOf } from "@/lib/message-template";
import { appointmentReminders } from "@/lib/messages/appointment-reminders";

/** "14:30": an appointment's time on São Paulo's clock, as every message about it says it. */
export const shopClockTime = (instant: Date) => format(instant, "HH:mm", { in: tz(SHOP_TIME_ZONE) });

export const DEFAULT_APPOINTMENT_REMINDER_TEMPLATE: string = appointmentReminders.defaultTemplate;

export const APPOINTMENT_REMINDER_TEMPLATE_MAX_LENGTH = 1000;

export const APPOINTMENT_REMINDER_PLACEHOLDERS = ["cliente", "hora", "dia", "veiculo", "link", "oficina"] as const;

export type AppointmentReminderPlaceholder = (typeof APPOINTMENT_REMINDER_PLACEHOLDERS)[number];

/** The `{…}` names in a template that are not placeholders, each once, in order. */
export function unknownAppointmentReminderPlaceholders(template: string): string[] {
  return unknownPlaceholdersOf(template, APPOINTMENT_REMINDER_PLACEHOLDERS);
}

export type AppointmentReminderFacts = {
  customerName: string;
  startsAt: Date;
  /** "Gol ABC1D23", or null ('seu carro'). */
  vehicle: string | null;
  /** The customer's link, absolute. */
  link: string;
  shopName: string;
};

/** The message for one appointment; a blank template is the default. Times are São Paulo's. */
export function appointmentReminderMessage(template: string | null | undefined, facts: AppointmentReminderFacts): string {
  const zone = { in: tz(SHOP_TIME_ZONE) };
  return fillPlaceholders<AppointmentReminderPlaceholder>((template ?? "").trim() || DEFAULT_APPOINTMENT_REMINDER_TEMPLATE, {
    cliente: facts.customerName,
    hora: shopClockTime(facts.startsAt),
    dia: format(facts.startsAt, "dd/MM/yyyy", zone),
    veiculo: facts.vehicle ?? appointmentReminders.someVehicle,
    link: facts.link,
    oficina: facts.shopName,
  }).trim();
}
