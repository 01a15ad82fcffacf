/**
 * When a supplier can deliver a part: 0 is 'em estoque' (ready to pick up), otherwise the days it
 * takes. The supplier picks one of these on its page (a select works on any phone, without
 * JavaScript); the editor's 'mais rápido' is the fewest days.
 */
export const DELIVERY_DAY_CHOICES = [0, 1, 2, 3, 4, 5, 7, 10, 15, 20, 30] as const;

/** The most days an answer may say (supplier_answers_delivery_days_check). */
export const MAX_DELIVERY_DAYS = 90;

/** "Em estoque", "1 dia", "5 dias". */
export function availabilityLabel(days: number): string {
  if (days === 0) return "Em estoque";
  return days === 1 ? "1 dia" : `${days} dias`;
}
