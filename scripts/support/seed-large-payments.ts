/**
 * The large shop's money, generated inside Postgres like the rest of
 * scripts/support/seed-large.ts: what the customers approved (quotes.approved_total, which
 * seedQuotes leaves empty because it sets the stages directly) and the payments of the delivered
 * jobs, on the days they came in, so 'Financeiro' has a year of history to read.
 */
import type postgres from "postgres";

type Tx = postgres.TransactionSql;

/** How the shop's customers pay, by weight: PIX above all, then cash and cards. */
const METHODS = [
  ...Array<string>(9).fill("pix"),
  ...Array<string>(4).fill("cash"),
  ...Array<string>(3).fill("credit_card"),
  ...Array<string>(2).fill("debit_card"),
  "transfer",
  "boleto",
];

/**
 * Every job past the approval owes its total; then the payments, each by its quote's hash:
 *   - a delivered job: paid in full on the delivery day (3 in 4), or half on the day the car came
 *     in and half on delivery ('metade agora, metade na entrega'); 1 in 40 paid only half and
 *     1 in 40 nothing yet (what 'A receber' lists); 1 in 50 has a payment typed twice and cancelled;
 *   - a car ready for pick-up: half of them left a deposit of half the total.
 * A credit card is paid in 1 to 6 installments. paid_on is the São Paulo day of the moment.
 *
 * Migration 0029's trigger keeps each quote's paid_total as the payments go in, as the app's own
 * writes do.
 */
export async function seedPayments(tx: Tx, shopId: string) {
  await tx`
    UPDATE quotes SET approved_total = cost
    WHERE shop_id = ${shopId} AND status IN ('approved', 'in_progress', 'ready', 'delivered') AND cost > 0`;
  await tx`
    INSERT INTO payments (quote_id, shop_id, amount, method, installments, paid_on, created_at)
    SELECT id, shop_id, amount, method::payment_method,
           CASE WHEN method = 'credit_card' THEN 1 + r % 6 END,
           (paid_at AT TIME ZONE 'America/Sao_Paulo')::date, paid_at
    FROM (
      SELECT q.id, q.shop_id, part.amount, part.paid_at, hashed.r,
             (${METHODS}::text[])[1 + (hashed.r / 7 + part.n) % ${METHODS.length}] AS method
      FROM quotes q
      CROSS JOIN LATERAL (SELECT abs(hashtext(q.id::text || ':payment')) AS r) AS hashed
      CROSS JOIN LATERAL (SELECT round(q.approved_total / 2, 2) AS half) AS halves
      CROSS JOIN LATERAL (VALUES
        -- In full on delivery.
        (1, q.approved_total, q.stage_changed_at, q.status = 'delivered' AND hashed.r % 40 >= 2 AND hashed.r % 4 <> 0),
        -- Half when the car came in, the rest on delivery.
        (2, halves.half, q.quote_date, q.status = 'delivered' AND hashed.r % 40 >= 2 AND hashed.r % 4 = 0),
        (3, q.approved_total - halves.half, q.stage_changed_at, q.status = 'delivered' AND hashed.r % 40 >= 2 AND hashed.r % 4 = 0),
        -- Half only: owes the rest.
        (4, halves.half, q.stage_changed_at, q.status = 'delivered' AND hashed.r % 40 = 0),
        -- A ready car's deposit.
        (5, halves.half, q.quote_date, q.status = 'ready' AND hashed.r % 2 = 0)
      ) AS part(n, amount, paid_at, wanted)
      WHERE q.shop_id = ${shopId} AND q.approved_total > 0 AND part.wanted AND part.amount > 0
    ) AS planned`;
  // A payment typed twice and cancelled: the second copy, with its reason.
  await tx`
    INSERT INTO payments (quote_id, shop_id, amount, method, paid_on, created_at, cancelled_at, cancel_reason)
    SELECT p.quote_id, p.shop_id, p.amount, p.method, p.paid_on, p.created_at + interval '1 minute',
           p.created_at + interval '5 minutes', 'Lançado em dobro'
    FROM payments p
    WHERE p.shop_id = ${shopId} AND p.installments IS NULL AND abs(hashtext(p.id::text)) % 50 = 0`;
}
