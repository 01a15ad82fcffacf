/**
 * The day-before reminder's WhatsApp message: the shop's template (shops.appointment_reminder_template)
 * with its placeholders filled. Safe in the browser: the profile checks and previews it as typed.
 */
import { fillPlaceholders, unknownPlaceholdersOf } from "@/lib/message-template";

export const DEFAULT_APPOINTMENT_REMINDER_TEMPLATE =
  "{cliente}, lembrando do seu horário amanhã às {hora} para o {veiculo}. Confirme aqui: {link}";

export const APPOINTMENT_REMINDER_TEMPLATE_MAX_LENGTH = 1000;

export const APPOINTMENT_REMINDER_PLACEHOLDERS = ["cliente", "hora", "veiculo", "link"] as const;

export type AppointmentReminderPlaceholder = (typeof APPOINTMENT_REMINDER_PLACEHOLDERS)[number];

/** The `{…}` names in a template that are not placeholders, each once, in order. */
export function unknownAppointmentReminderPlaceholders(template: string): string[] {
  return unknownPlaceholdersOf(template, APPOINTMENT_REMINDER_PLACEHOLDERS);
}

/** The message for one appointment; a blank template is the default. */
export function appointmentReminderMessage(template: string | null, values: Record<AppointmentReminderPlaceholder, string>): string {
  return fillPlaceholders<AppointmentReminderPlaceholder>((template ?? "").trim() || DEFAULT_APPOINTMENT_REMINDER_TEMPLATE, values).trim();
}
