import { appointmentBatches, appointmentEventBatches, closedDayBatches } from "@/lib/data/account-export-agenda";
import type { BatchOptions } from "@/lib/data/account-export";
import { csvEntry, type CsvFile, type OnBatch, type RowOf } from "@/lib/account-export/csv";
import { dateTimeCell, dayCell, integerCell, textCell } from "@/lib/account-export/format";
import { WEEKDAYS, type AppointmentEvent, type AppointmentSource } from "@/lib/enums";
import { agenda } from "@/lib/messages/agenda";
import { formatPhone } from "@/lib/phone";
import { formatPlate } from "@/lib/plates";
import { WEEKDAY_LABELS } from "@/lib/profile/opening-hours";

/** The weekday of a calendar day (yyyy-MM-dd), read as written. */
function weekdayOf(day: string) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return WEEKDAY_LABELS[WEEKDAYS[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7]!];
}

const SOURCE_LABELS: Record<AppointmentSource, string> = { shop: "Oficina", public_page: "Página da oficina", assistant: "Assistente" };

const EVENT_LABELS: Record<AppointmentEvent, string> = {
  ...agenda.status,
  rescheduled: "Remarcado",
  customer_confirmed: "Presença confirmada pelo cliente",
};

/**
 * 'Agenda': each appointment by its ID (date and time in São Paulo, state, where it came from, the
 * contact given, the services wanted, the notes), its history, and the days off. Never the
 * customer's link (lib/data/account-export-agenda.ts).
 */
export function agendaFiles(shopId: string, options: BatchOptions & { onBatch?: OnBatch }) {
  const list: CsvFile<RowOf<typeof appointmentBatches>> = {
    name: "agendamentos.csv",
    header: [
      "ID",
      "Início",
      "Fim",
      "Estado",
      "Origem",
      "ID do Cliente",
      "ID do Veículo",
      "Nome",
      "WhatsApp",
      "Placa",
      "E-mail",
      "Serviços",
      "Observações",
      "Responsável",
      "Presença Confirmada em",
      "Nº do Orçamento",
      "Cadastrado por",
      "Data de Cadastro",
    ],
    batches: () => appointmentBatches(shopId, options),
    cells: (row) => [
      row.id,
      dateTimeCell(row.startsAt),
      dateTimeCell(row.endsAt),
      agenda.status[row.status],
      SOURCE_LABELS[row.source],
      textCell(row.customerId),
      textCell(row.vehicleId),
      row.contactName,
      formatPhone(row.contactPhone),
      row.contactPlate ? formatPlate(row.contactPlate) : "",
      textCell(row.contactEmail),
      row.services.map((service) => service.name).join(", "),
      textCell(row.notes),
      textCell(row.assignedTo),
      dateTimeCell(row.customerConfirmedAt),
      integerCell(row.quoteNumber),
      textCell(row.createdBy),
      dateTimeCell(row.createdAt),
    ],
  };
  const history: CsvFile<RowOf<typeof appointmentEventBatches>> = {
    name: "agendamentos_historico.csv",
    header: ["ID do Agendamento", "Evento", "Horário Anterior", "Motivo", "Por", "Data e Hora"],
    batches: () => appointmentEventBatches(shopId, options),
    cells: (row) => [
      row.appointmentId,
      EVENT_LABELS[row.event],
      dateTimeCell(row.previousStartsAt),
      textCell(row.reason),
      // No member: the customer on his link.
      row.byMember ?? "Cliente",
      dateTimeCell(row.happenedAt),
    ],
  };
  const closedDays: CsvFile<RowOf<typeof closedDayBatches>> = {
    name: "agenda_dias_fechados.csv",
    header: ["Dia", "Dia da Semana"],
    batches: () => closedDayBatches(shopId, options),
    cells: (row) => [dayCell(row.day), weekdayOf(row.day)],
  };
  const { onBatch } = options;
  return [csvEntry(list, onBatch), csvEntry(history, onBatch), csvEntry(closedDays, onBatch)];
}
