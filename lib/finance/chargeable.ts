import type { QuoteStatus } from "@/lib/enums";

/** Stages whose approved total is owed: a cancelled job asks for nothing more. */
const CHARGEABLE_STATUSES: readonly QuoteStatus[] = ["approved", "in_progress", "ready", "delivered"];

/** Whether a quote at `status` is a job that takes payments. */
export function isChargeable(status: string): boolean {
  return (CHARGEABLE_STATUSES as readonly string[]).includes(status);
}
