import {
  customerBatches,
  leadBatches,
  supplierBatches,
  supportTicketBatches,
  teamBatches,
  vehicleBatches,
  type BatchOptions,
} from "@/lib/data/account-export";
import { csvEntry, type CsvFile, type OnBatch, type RowOf } from "@/lib/account-export/csv";
import { dateTimeCell, decimalCell, integerCell, textCell, yesNoCell } from "@/lib/account-export/format";
import { TICKET_STATUS_LABELS } from "@/lib/account-export/labels";
import { formatPlate } from "@/lib/plates";
import { ROLE_NAMES } from "@/lib/team/permissions";

/** The shop's own records, one CSV each, read in batches as the archive asks for them. */
export function shopFiles(shopId: string, options: BatchOptions & { onBatch?: OnBatch }) {
  const customers: CsvFile<RowOf<typeof customerBatches>> = {
    name: "clientes.csv",
    // The consent to reminders by e-mail and its withdrawal, with their dates (LGPD art. 8 and 18).
    header: [
      "ID",
      "Nome",
      "Telefone",
      "E-mail",
      "Observações",
      "Data de Cadastro",
      "Lembretes por E-mail Autorizados em",
      "Lembretes por E-mail Cancelados em",
    ],
    batches: () => customerBatches(shopId, options),
    cells: (row) => [
      row.id,
      row.name,
      textCell(row.phone),
      textCell(row.email),
      textCell(row.notes),
      dateTimeCell(row.createdAt),
      dateTimeCell(row.emailRemindersConsentedAt),
      dateTimeCell(row.emailRemindersRevokedAt),
    ],
  };
  const vehicles: CsvFile<RowOf<typeof vehicleBatches>> = {
    name: "veiculos.csv",
    header: ["ID", "ID do Cliente", "Cliente", "Placa", "Marca", "Modelo", "Ano", "Cor", "Km Atual", "Observações", "Data de Cadastro"],
    batches: () => vehicleBatches(shopId, options),
    cells: (row) => [
      row.id,
      row.customerId,
      row.customerName,
      formatPlate(row.plate),
      textCell(row.make),
      textCell(row.model),
      integerCell(row.year),
      textCell(row.color),
      integerCell(row.currentKm),
      textCell(row.notes),
      dateTimeCell(row.createdAt),
    ],
  };
  const suppliers: CsvFile<RowOf<typeof supplierBatches>> = {
    name: "fornecedores.csv",
    header: ["ID", "Nome", "WhatsApp", "E-mail", "Peças e Marcas", "Observações", "Data de Cadastro"],
    batches: () => supplierBatches(shopId, options),
    cells: (row) => [
      row.id,
      row.name,
      textCell(row.phone),
      textCell(row.email),
      textCell(row.tags.join(", ")),
      textCell(row.notes),
      dateTimeCell(row.createdAt),
    ],
  };
  // The leads export's columns (lib/csv.ts), with the time too.
  const leads: CsvFile<RowOf<typeof leadBatches>> = {
    name: "interessados.csv",
    header: ["ID", "Nome", "Email", "Telefone", "É Mecânico", "Data de Cadastro", "Mensagem"],
    batches: () => leadBatches(shopId, options),
    cells: (row) => [
      row.id,
      row.name,
      textCell(row.email),
      textCell(row.phone),
      yesNoCell(row.isMechanic),
      dateTimeCell(row.createdAt),
      textCell(row.message),
    ],
  };
  const tickets: CsvFile<RowOf<typeof supportTicketBatches>> = {
    name: "suporte_chamados.csv",
    header: ["ID", "Nome", "E-mail", "Assunto", "Mensagem", "Situação", "Data de Abertura"],
    batches: () => supportTicketBatches(shopId, options),
    cells: (row) => [
      row.id,
      row.name,
      row.email,
      textCell(row.subject),
      row.message,
      TICKET_STATUS_LABELS[row.status],
      dateTimeCell(row.createdAt),
    ],
  };
  // Who the records name ('Criado por', 'Registrado por'…): the shop's people, with their role.
  const team: CsvFile<RowOf<typeof teamBatches>> = {
    name: "equipe.csv",
    header: ["ID", "Nome", "Acesso", "Comissão (%)", "Entrou em", "Saiu em"],
    batches: () => teamBatches(shopId, options),
    cells: (row) => [
      row.id,
      row.name,
      ROLE_NAMES[row.role],
      decimalCell(row.commissionPercent),
      dateTimeCell(row.createdAt),
      dateTimeCell(row.removedAt),
    ],
  };
  const { onBatch } = options;
  return [
    csvEntry(team, onBatch),
    csvEntry(customers, onBatch),
    csvEntry(vehicles, onBatch),
    csvEntry(suppliers, onBatch),
    csvEntry(leads, onBatch),
    csvEntry(tickets, onBatch),
  ];
}
