import { quoteExportBatches, type QuoteExportRow } from "@/lib/data/account-export-quotes";
import type { BatchOptions } from "@/lib/data/account-export";
import { csvEntry, type CsvFile, type OnBatch } from "@/lib/account-export/csv";
import { dateTimeCell, dayCell, decimalCell, integerCell, textCell, yesNoCell } from "@/lib/account-export/format";
import { ANSWER_LABELS, DISCOUNT_KIND_LABELS, SEND_CHANNEL_LABELS } from "@/lib/account-export/labels";
import { formatPlate } from "@/lib/plates";
import { messages } from "@/lib/messages";
import { LABOUR_PRICING_LABELS, PART_CONDITION_LABELS, QUOTE_ITEM_KIND_LABELS } from "@/lib/quotes/items";
import { quoteStatusOf } from "@/lib/quote-status";

/**
 * The quotes and their record: each file names the quote by its number ("Nº" as the screens
 * show it), so a spreadsheet joins them. The approval record (versions with their canonical JSON
 * and SHA-256, the answers, the views) is written as stored, so the hash can be checked again
 * from the file (README: "Versions and the approval record").
 */
export function quoteFiles(shopId: string, options: BatchOptions & { onBatch?: OnBatch }) {
  const quotes: CsvFile<QuoteExportRow<"quotes">> = {
    name: "orcamentos.csv",
    header: [
      "Nº",
      "ID",
      "ID do Cliente",
      "Cliente",
      "Placa",
      "Descrição",
      "Status",
      "Data do Serviço",
      "Km na Entrada",
      "Validade",
      "Forma de Pagamento",
      "Início Previsto",
      "Conclusão Prevista",
      "Observações",
      "Garantia",
      "Tipo de Desconto",
      "Desconto Informado",
      "Total Serviços",
      "Total Peças",
      "Total Mão de Obra",
      "Total Desconto",
      "Valor Total",
      "Versão Aprovada",
      "Data de Cadastro",
      "Criado por",
      "Salvo por último por",
      "Responsável",
    ],
    batches: () => quoteExportBatches(shopId, "quotes", options),
    cells: (row) => [
      integerCell(row.number),
      row.id,
      row.customerId,
      row.customerName,
      row.plate ? formatPlate(row.plate) : "",
      row.description,
      quoteStatusOf(row.status).label,
      dateTimeCell(row.quoteDate),
      integerCell(row.checkInKm),
      dayCell(row.validUntil),
      textCell(row.paymentTerms),
      dayCell(row.estimatedStart),
      dayCell(row.estimatedCompletion),
      textCell(row.observations),
      textCell(row.warrantyText),
      row.discountKind ? DISCOUNT_KIND_LABELS[row.discountKind] : "",
      decimalCell(row.discountValue),
      decimalCell(row.servicesTotal),
      decimalCell(row.partsTotal),
      decimalCell(row.labourTotal),
      decimalCell(row.discountTotal),
      decimalCell(row.cost),
      integerCell(row.approvedVersion),
      dateTimeCell(row.createdAt),
      textCell(row.createdBy),
      textCell(row.updatedBy),
      textCell(row.assignedTo),
    ],
  };
  const items: CsvFile<QuoteExportRow<"items">> = {
    name: "orcamento_itens.csv",
    header: [
      "Nº do Orçamento",
      "Ordem",
      "Tipo",
      "Descrição",
      "Estado da Peça",
      "Cobrança da Mão de Obra",
      "Quantidade",
      "Valor Unitário",
      "Valor Total",
      "Custo Unitário",
      "ID do Fornecedor",
      "Fornecedor",
    ],
    batches: () => quoteExportBatches(shopId, "items", options),
    cells: (row) => [
      integerCell(row.number),
      integerCell(row.position + 1),
      QUOTE_ITEM_KIND_LABELS[row.kind],
      row.description,
      row.partCondition ? PART_CONDITION_LABELS[row.partCondition] : "",
      row.labourPricing ? LABOUR_PRICING_LABELS[row.labourPricing] : "",
      decimalCell(row.quantity),
      decimalCell(row.unitPrice),
      decimalCell(row.total),
      decimalCell(row.unitCost),
      textCell(row.supplierId),
      textCell(row.supplierName),
    ],
  };
  const versions: CsvFile<QuoteExportRow<"versions">> = {
    name: "aprovacoes_versoes.csv",
    header: ["Nº do Orçamento", "Versão", "SHA-256", "Publicada em", "Conteúdo (JSON canônico)"],
    batches: () => quoteExportBatches(shopId, "versions", options),
    cells: (row) => [integerCell(row.number), integerCell(row.version), row.sha256, dateTimeCell(row.createdAt), row.snapshot],
  };
  const answers: CsvFile<QuoteExportRow<"answers">> = {
    name: "aprovacoes_respostas.csv",
    header: [
      "Nº do Orçamento",
      "Versão",
      "SHA-256",
      "Resposta",
      "Nome Digitado",
      "Motivo",
      "Autorizou Peças Não Originais",
      "Endereço IP",
      "Navegador",
      "Data e Hora",
    ],
    batches: () => quoteExportBatches(shopId, "answers", options),
    cells: (row) => [
      integerCell(row.number),
      integerCell(row.version),
      row.sha256,
      ANSWER_LABELS[row.answer],
      textCell(row.customerName),
      textCell(row.reason),
      yesNoCell(row.nonOriginalPartsConsent),
      row.clientAddress,
      row.userAgent,
      dateTimeCell(row.answeredAt),
    ],
  };
  const views: CsvFile<QuoteExportRow<"views">> = {
    name: "aprovacoes_visualizacoes.csv",
    header: ["Nº do Orçamento", "Versão", "Endereço IP", "Navegador", "Data e Hora"],
    batches: () => quoteExportBatches(shopId, "views", options),
    cells: (row) => [integerCell(row.number), integerCell(row.version), row.clientAddress, row.userAgent, dateTimeCell(row.viewedAt)],
  };
  const sends: CsvFile<QuoteExportRow<"sends">> = {
    name: "orcamento_envios.csv",
    header: ["Nº do Orçamento", "Canal", "Destinatário", "Data e Hora"],
    batches: () => quoteExportBatches(shopId, "sends", options),
    cells: (row) => [integerCell(row.number), SEND_CHANNEL_LABELS[row.channel], row.recipient, dateTimeCell(row.sentAt)],
  };
  const paid: CsvFile<QuoteExportRow<"payments">> = {
    name: "pagamentos.csv",
    header: [
      "Nº do Orçamento",
      "Valor",
      "Forma de Pagamento",
      "Data do Pagamento",
      "Parcelas",
      "Observação",
      "Registrado em",
      "Cancelado em",
      "Motivo do Cancelamento",
      "Registrado por",
      "Cancelado por",
    ],
    batches: () => quoteExportBatches(shopId, "payments", options),
    cells: (row) => [
      integerCell(row.number),
      decimalCell(row.amount),
      messages.payments.methods[row.method],
      dayCell(row.paidOn),
      integerCell(row.installments),
      textCell(row.note),
      dateTimeCell(row.createdAt),
      dateTimeCell(row.cancelledAt),
      textCell(row.cancelReason),
      textCell(row.registeredBy),
      textCell(row.cancelledBy),
    ],
  };
  const { onBatch } = options;
  return [
    csvEntry(quotes, onBatch),
    csvEntry(items, onBatch),
    csvEntry(versions, onBatch),
    csvEntry(answers, onBatch),
    csvEntry(views, onBatch),
    csvEntry(sends, onBatch),
    csvEntry(paid, onBatch),
  ];
}
