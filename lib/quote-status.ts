import type { QuoteStatus } from "@/lib/enums";

/**
 * A quote's stage as every screen shows it (list chips, Painel, customer history, link, PDF): one
 * word each, and its own colour. 'expired' is not stored: a pending quote whose validity has passed
 * shows as 'Vencido' (quoteStageOf).
 */
export type QuoteStage = QuoteStatus | "expired";

/**
 * `param` is the stage in a list's URL (?situacao=em-andamento): a link a mechanic shares reads in
 * Portuguese, as the chip does.
 */
export const QUOTE_STAGES: { id: QuoteStage; label: string; param: string; className: string }[] = [
  { id: "pending", label: "Orçamento", param: "orcamento", className: "bg-amber-100 text-amber-900 border-amber-300" },
  { id: "expired", label: "Vencido", param: "vencido", className: "bg-orange-100 text-orange-900 border-orange-300" },
  { id: "rejected", label: "Recusado", param: "recusado", className: "bg-red-100 text-red-900 border-red-300" },
  { id: "approved", label: "Aprovado", param: "aprovado", className: "bg-sky-100 text-sky-900 border-sky-300" },
  { id: "in_progress", label: "Em andamento", param: "em-andamento", className: "bg-blue-100 text-blue-900 border-blue-300" },
  {
    id: "ready",
    label: "Pronto para retirada",
    param: "pronto-para-retirada",
    className: "bg-violet-100 text-violet-900 border-violet-300",
  },
  { id: "delivered", label: "Entregue", param: "entregue", className: "bg-green-100 text-green-900 border-green-300" },
  { id: "canceled", label: "Cancelado", param: "cancelado", className: "bg-zinc-200 text-zinc-800 border-zinc-300" },
];

export function quoteStatusOf(id: QuoteStage) {
  return QUOTE_STAGES.find((stage) => stage.id === id) ?? QUOTE_STAGES[0]!;
}

/** The stage to show: 'Vencido' for a pending quote past its validity (yyyy-MM-dd, the shop's today). */
export function quoteStageOf(quote: { status: QuoteStatus; validUntil: string | null }, today: string): QuoteStage {
  return quote.status === "pending" && quote.validUntil !== null && quote.validUntil < today ? "expired" : quote.status;
}
