import type { QuoteStatus } from "@/lib/enums";

/** Each status shows its Portuguese label (never a raw in_progress) and own colour; completed green. */
export const QUOTE_STATUSES: { id: QuoteStatus; label: string; className: string }[] = [
  { id: "pending", label: "Orçamento Pendente", className: "bg-amber-100 text-amber-900 border-amber-300" },
  { id: "approved", label: "Orçamento Aprovado", className: "bg-sky-100 text-sky-900 border-sky-300" },
  { id: "rejected", label: "Orçamento Recusado", className: "bg-red-100 text-red-900 border-red-300" },
  { id: "in_progress", label: "Em Andamento", className: "bg-blue-100 text-blue-900 border-blue-300" },
  { id: "completed", label: "Concluído", className: "bg-green-100 text-green-900 border-green-300" },
  { id: "canceled", label: "Cancelado", className: "bg-zinc-200 text-zinc-800 border-zinc-300" },
];

export function quoteStatusOf(id: QuoteStatus) {
  return QUOTE_STATUSES.find((status) => status.id === id) ?? QUOTE_STATUSES[0]!;
}
