import {
  supplierAnswerBatches,
  supplierRequestBatches,
  supplierRequestLinkBatches,
  supplierRequestPartBatches,
} from "@/lib/data/account-export-suppliers";
import type { BatchOptions } from "@/lib/data/account-export";
import { csvEntry, type CsvFile, type OnBatch, type RowOf } from "@/lib/account-export/csv";
import { dateTimeCell, decimalCell, integerCell, textCell } from "@/lib/account-export/format";
import { PART_CONDITION_LABELS } from "@/lib/quotes/items";
import { availabilityLabel } from "@/lib/suppliers/availability";

/**
 * 'Cotar com fornecedores': the requests by their ID, each naming its quote by number ("Nº" as the
 * screens show it) so a spreadsheet joins them; the links without their token (a capability, see
 * lib/data/account-export-suppliers.ts).
 */
export function supplierRequestFiles(shopId: string, options: BatchOptions & { onBatch?: OnBatch }) {
  const requests: CsvFile<RowOf<typeof supplierRequestBatches>> = {
    name: "cotacoes.csv",
    header: ["ID", "Nº do Orçamento", "Veículo", "Motor", "Prazo", "Data de Cadastro"],
    batches: () => supplierRequestBatches(shopId, options),
    cells: (row) => [
      row.id,
      integerCell(row.number),
      row.vehicle,
      textCell(row.engine),
      dateTimeCell(row.deadline),
      dateTimeCell(row.createdAt),
    ],
  };
  const parts: CsvFile<RowOf<typeof supplierRequestPartBatches>> = {
    name: "cotacoes_pecas.csv",
    header: ["ID da Cotação", "Nº do Orçamento", "Ordem", "Peça", "Quantidade", "Estado Pedido"],
    batches: () => supplierRequestPartBatches(shopId, options),
    cells: (row) => [
      row.requestId,
      integerCell(row.number),
      integerCell(row.position + 1),
      row.description,
      decimalCell(row.quantity),
      PART_CONDITION_LABELS[row.condition],
    ],
  };
  const links: CsvFile<RowOf<typeof supplierRequestLinkBatches>> = {
    name: "cotacoes_links.csv",
    header: ["ID da Cotação", "Nº do Orçamento", "ID do Fornecedor", "Fornecedor", "Enviado em", "Respondido em"],
    batches: () => supplierRequestLinkBatches(shopId, options),
    cells: (row) => [
      row.requestId,
      integerCell(row.number),
      row.supplierId,
      row.supplierName,
      dateTimeCell(row.createdAt),
      dateTimeCell(row.answeredAt),
    ],
  };
  const answers: CsvFile<RowOf<typeof supplierAnswerBatches>> = {
    name: "cotacoes_respostas.csv",
    header: [
      "ID da Cotação",
      "Nº do Orçamento",
      "Ordem",
      "Peça",
      "ID do Fornecedor",
      "Fornecedor",
      "Preço Unitário",
      "Estado",
      "Marca",
      "Disponibilidade",
      "Observação",
      "Respondido em",
      "Alterado em",
    ],
    batches: () => supplierAnswerBatches(shopId, options),
    cells: (row) => [
      row.requestId,
      integerCell(row.number),
      integerCell(row.position + 1),
      row.part,
      row.supplierId,
      row.supplierName,
      // No price: the supplier answered 'não tenho'.
      row.price === null ? "Não tem" : decimalCell(row.price),
      row.condition ? PART_CONDITION_LABELS[row.condition] : "",
      textCell(row.brand),
      row.deliveryDays === null ? "" : availabilityLabel(row.deliveryDays),
      textCell(row.note),
      dateTimeCell(row.createdAt),
      dateTimeCell(row.updatedAt),
    ],
  };
  const { onBatch } = options;
  return [csvEntry(requests, onBatch), csvEntry(parts, onBatch), csvEntry(links, onBatch), csvEntry(answers, onBatch)];
}
