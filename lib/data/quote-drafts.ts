import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { unaccented } from "@/db/schema";
import type { LabourPricing, PartCondition, QuoteItemKind } from "@/lib/enums";
import { formatQuoteNumber } from "@/lib/format";
import { MAX_QUOTE_ITEMS } from "@/lib/quotes/items";
import type { PastLine } from "@/lib/quotes/sentence-lines";

/** The descriptions kept for each part typed, the most alike first (each with its kinds and conditions). */
const DESCRIPTIONS_PER_PART = 5;
/**
 * How far back the prices are looked for: the shop's latest quotes. A price is worth offering while
 * it is recent, and the bound keeps the read the same size in a shop of 40,000 quotes (comparing
 * every line of the large shop's history, 620,000, took 6.6 s: docs/history/performance.md).
 */
const RECENT_QUOTES = 1000;

/**
 * The shop's past quote lines whose description is like one of `names` (the parts of a sentence),
 * accents and case aside, by trigram (`<%`, word_similarity: the name within a longer description,
 * "filtro" in "Filtro de óleo Tecfil"), among its RECENT_QUOTES latest quotes: for each name the
 * DESCRIPTIONS_PER_PART most alike, each description, kind and condition once at its newest price;
 * a part waiting for its price is no price. Newest first: the matcher takes the first of equals.
 */
export async function listPastLinesLike(shopId: string, names: readonly string[]): Promise<PastLine[]> {
  const keys = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  if (keys.length === 0) return [];
  const rows = await getDb().execute<{
    description: string;
    unit_price: string;
    kind: QuoteItemKind;
    part_condition: PartCondition | null;
    labour_pricing: LabourPricing | null;
    number: number;
  }>(sql`
    WITH recent AS (
      SELECT q.id, q.number, q.quote_date FROM quotes q
      WHERE q.shop_id = ${shopId}
      ORDER BY q.quote_date DESC, q.id DESC
      LIMIT ${RECENT_QUOTES}
    ), lines AS MATERIALIZED (
      SELECT i.id, i.description_key, i.kind, i.part_condition, r.number, r.quote_date
      FROM recent r
      -- Each quote's lines by its own index: the LIMIT (a quote's most) keeps Postgres from reading
      -- every line of the shop to join them (the large shop's 620,000: 0.5 s).
      CROSS JOIN LATERAL (
        SELECT i.id, i.description_key, i.kind, i.part_condition FROM quote_items i
        WHERE i.quote_id = r.id AND i.shop_id = ${shopId} AND NOT i.awaiting_price
        LIMIT ${MAX_QUOTE_ITEMS}
      ) i
    ), descriptions AS MATERIALIZED (
      -- Compared once per description, not per line (7 µs a comparison): a shop repeats its descriptions.
      SELECT DISTINCT description_key FROM lines
    ), alike AS (
      SELECT DISTINCT found.description_key
      FROM (VALUES ${sql.join(
        keys.map((key) => sql`(lower(${unaccented(sql`${key}::text`)}))`),
        sql`, `,
      )}) AS part(key)
      CROSS JOIN LATERAL (
        SELECT d.description_key FROM descriptions d
        WHERE part.key <% d.description_key
        ORDER BY word_similarity(part.key, d.description_key) DESC, d.description_key
        LIMIT ${DESCRIPTIONS_PER_PART}
      ) found
    ), newest AS (
      SELECT DISTINCT ON (l.description_key, l.kind, l.part_condition) l.id, l.number, l.quote_date
      FROM lines l JOIN alike a ON a.description_key = l.description_key
      ORDER BY l.description_key, l.kind, l.part_condition, l.quote_date DESC, l.number DESC
    )
    SELECT i.description, i.unit_price::text, i.kind, i.part_condition, i.labour_pricing, n.number
    FROM newest n JOIN quote_items i ON i.id = n.id AND i.shop_id = ${shopId}
    ORDER BY n.quote_date DESC, n.number DESC, i.position
  `);
  return rows.map((row) => ({
    description: row.description,
    unitPrice: Number(row.unit_price),
    quoteNumber: formatQuoteNumber(row.number),
    itemKind: row.kind,
    kindOfLine: row.kind === "part" ? "part" : "labour",
    condition: row.part_condition,
    pricing: row.labour_pricing,
  }));
}
