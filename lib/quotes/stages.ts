import type { QuoteStatus } from "@/lib/enums";

/**
 * The moves the shop may make between a quote's stages (../shared/spec/quotes.md, "The job after
 * the approval"). The customer's answer is not among them: 'Aprovado' and 'Recusado' come only from
 * an answer (on the link, or in person: lib/data/quote-answers.ts), so nothing the shop does can
 * show a stage that contradicts what the customer said.
 *
 *  - forward, one step at a time: approved → in_progress ('Iniciar serviço') → ready ('Carro
 *    pronto') → delivered ('Registrar entrega', which records the delivery with it);
 *  - back one step, with a reason (a delivery registered by mistake goes back to ready, and its
 *    record is removed);
 *  - cancel, with a reason, from any stage before delivery.
 */
export type StageMoveKind = "forward" | "back" | "cancel";

const FORWARD: Partial<Record<QuoteStatus, QuoteStatus>> = { approved: "in_progress", in_progress: "ready", ready: "delivered" };
const BACK: Partial<Record<QuoteStatus, QuoteStatus>> = { in_progress: "approved", ready: "in_progress", delivered: "ready" };
const CANCELLABLE: ReadonlySet<QuoteStatus> = new Set(["pending", "rejected", "approved", "in_progress", "ready"]);

/** The stage one step forward, if the shop can move there from `from`. */
export const nextStage = (from: QuoteStatus): QuoteStatus | undefined => FORWARD[from];
/** The stage one step back, if there is one. */
export const previousStage = (from: QuoteStatus): QuoteStatus | undefined => BACK[from];
export const canCancel = (from: QuoteStatus) => CANCELLABLE.has(from);

/** What kind of move `from` → `to` is, or undefined when the shop may not make it. */
export function stageMoveKind(from: QuoteStatus, to: QuoteStatus): StageMoveKind | undefined {
  if (FORWARD[from] === to) return "forward";
  if (BACK[from] === to) return "back";
  if (to === "canceled" && canCancel(from)) return "cancel";
  return undefined;
}

/** A step back and a cancellation say why. */
export const moveNeedsReason = (kind: StageMoveKind) => kind !== "forward";

/** The stages of the job the car is in the shop for ('Na oficina'), in the order they come. */
export const IN_SHOP_STAGES = ["approved", "in_progress", "ready"] as const satisfies readonly QuoteStatus[];

/** Still a quote: the customer has not approved it (or refused it), nothing to do on the car yet. */
export const isQuoteStage = (status: QuoteStatus) => status === "pending" || status === "rejected";
