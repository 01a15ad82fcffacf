import { quoteNumberDigits } from "@/lib/format";

/**
 * The PDF's file name, ASCII only so every mail client and browser keeps it: "orcamento-0042.pdf",
 * or "ordem-de-servico-0042.pdf" once the quote is the job's 'Ordem de Serviço' (the title inside).
 */
export function quotePdfFileName(number: number, { job = false }: { job?: boolean } = {}) {
  return `${job ? "ordem-de-servico" : "orcamento"}-${quoteNumberDigits(number)}.pdf`;
}
