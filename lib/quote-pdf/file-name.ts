import { quoteNumberDigits } from "@/lib/format";

/** The quote's PDF file name: "orcamento-0042.pdf" (ASCII only, so every mail client and browser keeps it). */
export function quotePdfFileName(number: number) {
  return `orcamento-${quoteNumberDigits(number)}.pdf`;
}
