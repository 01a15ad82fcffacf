/**
 * The next-service reminder's message: the shop's template (shops.due_notice_template)
 * with its placeholders filled, the same words on WhatsApp and in the automatic e-mail. Safe in
 * the browser, like lib/quotes/ready-message.ts.
 */
import { formatDay } from "@/lib/calendar";
import { formatKm } from "@/lib/format";
import { fillPlaceholders, unknownPlaceholdersOf } from "@/lib/message-template";
import { reminders } from "@/lib/messages/reminders";
import { formatPlate } from "@/lib/plates";

/**
 * No article before {servico}: 'da troca de óleo' but 'do alinhamento', and the template cannot
 * know a service's gender.
 */
export const DEFAULT_DUE_NOTICE_TEMPLATE =
  "Olá, {cliente}! Lembrete da {oficina}: {servico} do seu {veiculo} {quando}. Quer agendar um horário?";

export const DUE_NOTICE_TEMPLATE_MAX_LENGTH = 1000;

export const DUE_NOTICE_PLACEHOLDERS = ["cliente", "veiculo", "servico", "quando", "oficina"] as const;

export type DueNoticePlaceholder = (typeof DUE_NOTICE_PLACEHOLDERS)[number];

/** The `{…}` names in a template that are not placeholders, each once, in order. */
export function unknownDueNoticePlaceholders(template: string): string[] {
  return unknownPlaceholdersOf(template, DUE_NOTICE_PLACEHOLDERS);
}

export type DueNoticeFacts = {
  customerName: string;
  vehicle: { plate: string; make: string | null; model: string | null } | null;
  serviceName: string;
  /** yyyy-MM-dd, or null when it is due by km only. */
  dueOn: string | null;
  dueKm: number | null;
  shopName: string;
};

/** "Gol ABC1D23": the model (or make) and the plate; 'carro' without a vehicle. */
export function dueNoticeVehicleText(vehicle: DueNoticeFacts["vehicle"]): string {
  if (!vehicle) return reminders.someVehicle;
  const model = vehicle.model ?? vehicle.make;
  return [model, formatPlate(vehicle.plate)].filter(Boolean).join(" ");
}

/** The message for one due service; a blank template is the default. */
export function dueNoticeMessage(template: string | null, facts: DueNoticeFacts): string {
  return fillPlaceholders<DueNoticePlaceholder>((template ?? "").trim() || DEFAULT_DUE_NOTICE_TEMPLATE, {
    cliente: facts.customerName,
    veiculo: dueNoticeVehicleText(facts.vehicle),
    servico: facts.serviceName,
    quando: reminders.dueWhen(facts.dueOn && formatDay(facts.dueOn), facts.dueKm === null ? null : formatKm(facts.dueKm)),
    oficina: facts.shopName,
  }).trim();
}
