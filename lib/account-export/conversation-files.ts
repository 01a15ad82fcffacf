import { conversationLineBatches } from "@/lib/data/account-export-conversations";
import type { BatchOptions } from "@/lib/data/account-export";
import { csvEntry, type CsvFile, type OnBatch, type RowOf } from "@/lib/account-export/csv";
import { dateTimeCell, integerCell } from "@/lib/account-export/format";
import { conversations } from "@/lib/messages/conversations";

/** 'Conversas' of the assistant: one row per message, each with its conversation's place and outcome. */
export function conversationFiles(shopId: string, options: BatchOptions & { onBatch?: OnBatch }) {
  const lines: CsvFile<RowOf<typeof conversationLineBatches>> = {
    name: "assistente_conversas.csv",
    header: ["ID da Conversa", "Origem", "Nº do Orçamento", "Resultado", "Quem", "Mensagem", "Data e Hora"],
    batches: () => conversationLineBatches(shopId, options),
    cells: (row) => [
      row.conversationId,
      conversations.channel[row.channel],
      integerCell(row.quoteNumber),
      row.outcome ? conversations.outcome[row.outcome] : "",
      row.role === "visitor" ? conversations.list.visitor : conversations.list.assistant,
      row.text,
      dateTimeCell(row.sentAt),
    ],
  };
  return [csvEntry(lines, options.onBatch)];
}
