import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { quoteItems, quotes, suppliers } from "@/db/schema";
import { isRecordId } from "@/lib/record-id";

// The shop's alone: what its parts cost it (quote_items.unit_cost, supplier_id, migration 0032).
// Never read for the customer's link, PDF or snapshot. Money comes back as Postgres writes numeric
// ("1234.56"); every sum is computed in Postgres, each line's cost rounded to the cent the way a
// line's total is (round(quantity × unit price, 2)).

export type MarginLine = {
  description: string;
  /** Null when the line names no supplier (typed by hand, or the supplier was deleted). */
  supplierName: string | null;
  /** round(quantity × unit cost, 2). */
  cost: string;
  /** The line's total (what the customer pays for it). */
  price: string;
  margin: string;
};

export type JobMargin = {
  /** How many part lines the quote has (with a cost or not). */
  partLines: number;
  /** The part lines with a cost, in the quote's order. */
  lines: MarginLine[];
  /** The descriptions of the part lines without a cost: not in any sum below. */
  uncosted: string[];
  /** Σ cost of the lines with a cost. */
  partsCost: string;
  /** Σ totals of the same lines. */
  partsPrice: string;
  partsMargin: string;
  /** partsMargin ÷ partsPrice in percent, one decimal ("35.2"); null without a price to divide by. */
  partsMarginPercent: string | null;
  /** The quote's total, after the discount. */
  total: string;
  /** total − partsCost: what the job leaves the shop once the parts are paid for. */
  jobMargin: string;
  jobMarginPercent: string | null;
};

/**
 * The margin of a job's parts and of the whole job, from the quote's current lines, in one
 * statement: the quote (shop_id and id) and its part lines through quote_items_quote_id_position_key,
 * each with its supplier (the shop's own: shop_id in the join). Null when the quote is not the shop's.
 */
export async function getJobMargin(shopId: string, quoteId: string): Promise<JobMargin | null> {
  if (!isRecordId(quoteId)) return null;
  const [row] = await getDb().execute<{
    part_lines: number;
    lines: MarginLine[];
    uncosted: string[];
    parts_cost: string;
    parts_price: string;
    parts_margin: string;
    parts_margin_percent: string | null;
    total: string;
    job_margin: string;
    job_margin_percent: string | null;
  }>(sql`
    SELECT part_lines, lines, uncosted, parts_cost::text, parts_price::text,
      (parts_price - parts_cost)::text AS parts_margin,
      round((parts_price - parts_cost) * 100 / nullif(parts_price, 0), 1)::text AS parts_margin_percent,
      total::text, (total - parts_cost)::text AS job_margin,
      round((total - parts_cost) * 100 / nullif(total, 0), 1)::text AS job_margin_percent
    FROM (
      SELECT count(i.id)::int AS part_lines,
        coalesce(json_agg(json_build_object(
          'description', i.description,
          'supplierName', s.name,
          'cost', round(i.quantity * i.unit_cost, 2)::text,
          'price', i.total::text,
          'margin', (i.total - round(i.quantity * i.unit_cost, 2))::text
        ) ORDER BY i.position) FILTER (WHERE i.unit_cost IS NOT NULL), '[]') AS lines,
        coalesce(array_agg(i.description ORDER BY i.position) FILTER (WHERE i.id IS NOT NULL AND i.unit_cost IS NULL), '{}') AS uncosted,
        coalesce(sum(round(i.quantity * i.unit_cost, 2)), 0) AS parts_cost,
        coalesce(sum(i.total) FILTER (WHERE i.unit_cost IS NOT NULL), 0) AS parts_price,
        coalesce(q.cost, 0) AS total
      FROM ${quotes} AS q
      LEFT JOIN ${quoteItems} AS i ON i.quote_id = q.id AND i.shop_id = ${shopId} AND i.kind = 'part'
      LEFT JOIN ${suppliers} AS s ON s.id = i.supplier_id AND s.shop_id = ${shopId}
      WHERE q.id = ${quoteId} AND q.shop_id = ${shopId}
      GROUP BY q.id
    ) AS sums`);
  if (!row) return null;
  return {
    partLines: row.part_lines,
    lines: row.lines,
    uncosted: row.uncosted,
    partsCost: row.parts_cost,
    partsPrice: row.parts_price,
    partsMargin: row.parts_margin,
    partsMarginPercent: row.parts_margin_percent,
    total: row.total,
    jobMargin: row.job_margin,
    jobMarginPercent: row.job_margin_percent,
  };
}
