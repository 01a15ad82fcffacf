import { csvEntry, type CsvFile, type OnBatch, type RowOf } from "@/lib/account-export/csv";
import { dateTimeCell, decimalCell, integerCell, textCell } from "@/lib/account-export/format";
import type { BatchOptions } from "@/lib/data/account-export";
import { nfseNoteBatches } from "@/lib/data/account-export-nfse";
import { nfse } from "@/lib/messages/nfse";

/**
 * 'Notas fiscais': one row per DPS the shop asked for, its state, the note's number and key, and the
 * XMLs themselves (the DPS signed, the NFS-e, the cancellation event): the fiscal record, whole.
 */
export function nfseFiles(shopId: string, options: BatchOptions & { onBatch?: OnBatch }) {
  const notes: CsvFile<RowOf<typeof nfseNoteBatches>> = {
    name: "notas_fiscais.csv",
    header: [
      "Nº do Orçamento",
      "Situação",
      "Ambiente",
      "Série da DPS",
      "Nº da DPS",
      "Nº da NFS-e",
      "Chave de Acesso",
      "Tomador",
      "CPF/CNPJ do Tomador",
      "Valor do Serviço",
      "Pedida em",
      "Emitida em",
      "Cancelada em",
      "Motivo do Cancelamento",
      "XML da DPS",
      "XML da NFS-e",
      "XML do Cancelamento",
    ],
    batches: () => nfseNoteBatches(shopId, options),
    cells: (row) => [
      integerCell(row.quoteNumber),
      nfse.statuses[row.status],
      row.channel === "portal" ? "Portal nacional" : row.environment === "production" ? "Produção" : "Produção restrita",
      textCell(row.series),
      integerCell(row.dpsNumber),
      textCell(row.nfseNumber),
      textCell(row.accessKey),
      row.summary.customerName,
      row.summary.customerDocument,
      decimalCell(row.summary.servicesTotal),
      dateTimeCell(row.createdAt),
      dateTimeCell(row.issuedAt),
      dateTimeCell(row.cancelledAt),
      textCell(row.cancelReason),
      textCell(row.dpsXml),
      textCell(row.nfseXml),
      textCell(row.cancelEventXml),
    ],
  };
  return [csvEntry(notes, options.onBatch)];
}
