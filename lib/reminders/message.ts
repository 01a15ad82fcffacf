/**
 * The next-service reminder's message: the shop's template (mechanic_profiles.reminder_template)
 * with its placeholders filled, the same words on WhatsApp and in the automatic e-mail. Safe in
 * the browser, like lib/quotes/ready-message.ts.
 */
import { formatDay } from "@/lib/calendar";
import { formatKm } from "@/lib/format";
import { fillPlaceholders, unknownPlaceholdersOf } from "@/lib/message-template";
import { messages } from "@/lib/messages";
import { formatPlate } from "@/lib/plates";

/**
 * No article before {servico}: 'da troca de óleo' but 'do alinhamento', and the template cannot
 * know a service's gender.
 */
export const DEFAULT_REMINDER_TEMPLATE =
  "Olá, {cliente}! Lembrete da {oficina}: {servico} do seu {veiculo} {quando}. Quer agendar um horário?";

export const REMINDER_TEMPLATE_MAX_LENGTH = 1000;

export const REMINDER_PLACEHOLDERS = ["cliente", "veiculo", "servico", "quando", "oficina"] as const;

export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];

/** The `{…}` names in a template that are not placeholders, each once, in order. */
export function unknownReminderPlaceholders(template: string): string[] {
  return unknownPlaceholdersOf(template, REMINDER_PLACEHOLDERS);
}

export type NextServiceFacts = {
  customerName: string;
  vehicle: { plate: string; make: string | null; model: string | null } | null;
  serviceName: string;
  /** yyyy-MM-dd, or null when it is due by km only. */
  dueOn: string | null;
  dueKm: number | null;
  shopName: string;
};

/** "Gol ABC1D23": the model (or make) and the plate; 'carro' without a vehicle. */
export function reminderVehicleText(vehicle: NextServiceFacts["vehicle"]): string {
  if (!vehicle) return messages.reminders.someVehicle;
  const model = vehicle.model ?? vehicle.make;
  return [model, formatPlate(vehicle.plate)].filter(Boolean).join(" ");
}

/** The message for one due service; a blank template is the default. */
export function nextServiceMessage(template: string | null, facts: NextServiceFacts): string {
  return fillPlaceholders<ReminderPlaceholder>((template ?? "").trim() || DEFAULT_REMINDER_TEMPLATE, {
    cliente: facts.customerName,
    veiculo: reminderVehicleText(facts.vehicle),
    servico: facts.serviceName,
    quando: messages.reminders.dueWhen(facts.dueOn && formatDay(facts.dueOn), facts.dueKm === null ? null : formatKm(facts.dueKm)),
    oficina: facts.shopName,
  }).trim();
}
