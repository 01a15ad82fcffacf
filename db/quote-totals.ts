/**
 * The one statement that writes a quote's sums from its items, computed by Postgres in `numeric`
 * with the rule of lib/quotes/totals.ts (each line's total is the generated column
 * round(quantity × unit_price, 2); a percentage discount is round(subtotal × % / 100, 2)). A quote
 * with items costs its total; one without keeps the cost it was given.
 *
 * Here and not in lib/data (server-only) so the seeds of scripts/ and e2e/ write the same sums as
 * a save: lib/data/quote-items.ts writeQuoteTotals runs it for one quote, the seeds for a whole shop.
 */
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type postgres from "postgres";
import { quoteItems, quotes } from "./schema";

/** The UPDATE of `quoteId`'s sums, or of every quote of the shop's when no quote is given. */
export function quoteTotalsUpdate(shopId: string, quoteId?: string): SQL {
  const onlyQuote = quoteId === undefined ? sql`` : sql`AND own.id = ${quoteId}`;
  // The discount is written once, and the cost read from the new discount_total would see the old
  // one: both come from the same expression.
  const discount = sql`CASE
    WHEN sums.lines = 0 THEN 0
    WHEN q.discount_kind = 'percent' THEN round(sums.subtotal * q.discount_value / 100, 2)
    WHEN q.discount_kind = 'amount' THEN q.discount_value
    ELSE 0
  END`;
  // From the quotes with a LEFT JOIN, so a quote whose last item went gets its sums back to zero.
  return sql`
    UPDATE ${quotes} AS q SET
      services_total = sums.services, parts_total = sums.parts, labour_total = sums.labour,
      item_count = sums.lines, discount_total = ${discount},
      parts_cost = sums.parts_cost, costed_parts_total = sums.costed_parts, part_lines = sums.part_lines,
      uncosted_part_lines = sums.uncosted_part_lines,
      cost = CASE WHEN sums.lines > 0 THEN sums.subtotal - ${discount} ELSE q.cost END
    FROM (
      SELECT own.id AS quote_id,
        coalesce(sum(i.total) FILTER (WHERE i.kind = 'service'), 0) AS services,
        coalesce(sum(i.total) FILTER (WHERE i.kind = 'part'), 0) AS parts,
        coalesce(sum(i.total) FILTER (WHERE i.kind = 'labour'), 0) AS labour,
        coalesce(sum(i.total), 0) AS subtotal,
        count(i.id)::int AS lines,
        -- The shop's margin on parts (quotes.parts_cost): only the lines with a cost, in both sums.
        coalesce(sum(round(i.quantity * i.unit_cost, 2)) FILTER (WHERE i.kind = 'part'), 0) AS parts_cost,
        coalesce(sum(i.total) FILTER (WHERE i.kind = 'part' AND i.unit_cost IS NOT NULL), 0) AS costed_parts,
        (count(i.id) FILTER (WHERE i.kind = 'part'))::int AS part_lines,
        (count(i.id) FILTER (WHERE i.kind = 'part' AND i.unit_cost IS NULL))::int AS uncosted_part_lines
      FROM ${quotes} AS own
      LEFT JOIN ${quoteItems} AS i ON i.quote_id = own.id AND i.shop_id = own.shop_id
      WHERE own.shop_id = ${shopId} ${onlyQuote}
      GROUP BY own.id
    ) AS sums
    WHERE q.id = sums.quote_id AND q.shop_id = ${shopId}`;
}

/** Runs that statement on a bare postgres.js client or transaction (the scripts' seeds have no Drizzle). */
export async function writeQuoteTotalsWith(client: postgres.Sql | postgres.TransactionSql, shopId: string, quoteId?: string) {
  const { sql: text, params } = new PgDialect().sqlToQuery(quoteTotalsUpdate(shopId, quoteId));
  await client.unsafe(text, params as string[]);
}
