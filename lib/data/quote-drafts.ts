import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { unaccented } from "@/db/schema";
import type { LabourPricing, PartCondition, QuoteItemKind } from "@/lib/enums";
import { formatQuoteNumber } from "@/lib/format";
import type { PastLine } from "@/lib/quotes/sentence-lines";

/** Past lines kept for each part typed: enough for a condition or kind of its own to be among them. */
const PAST_LINES_PER_PART = 5;

/**
 * The shop's past quote lines whose description is like each of `names` (the parts of a sentence),
 * accents and case aside, by trigram (`<%`, word_similarity: the name within a longer description,
 * "filtro" in "Filtro de óleo Tecfil"). For each name, the newest line of each description, kind
 * and condition, at most PAST_LINES_PER_PART, the most alike and newest first; a part waiting for
 * its price is no price. All of them newest first, each line once: the matcher takes the first of equals.
 */
export async function listPastLinesLike(shopId: string, names: readonly string[]): Promise<PastLine[]> {
  const keys = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  if (keys.length === 0) return [];
  const rows = await getDb().execute<{
    id: string;
    description: string;
    unit_price: string;
    kind: QuoteItemKind;
    part_condition: PartCondition | null;
    labour_pricing: LabourPricing | null;
    number: number;
  }>(sql`
    SELECT DISTINCT ON (found.quote_date, found.number, found.id)
      found.id, found.description, found.unit_price, found.kind, found.part_condition, found.labour_pricing, found.number
    FROM (VALUES ${sql.join(
      keys.map((key) => sql`(${key}::text)`),
      sql`, `,
    )}) AS part(name)
    CROSS JOIN LATERAL (
      SELECT * FROM (
        SELECT DISTINCT ON (i.description_key, i.kind, i.part_condition)
          i.id, i.description, i.unit_price::text, i.kind, i.part_condition, i.labour_pricing, q.number, q.quote_date,
          word_similarity(lower(${unaccented(sql`part.name`)}), i.description_key) AS likeness
        FROM quote_items i JOIN quotes q ON q.id = i.quote_id AND q.shop_id = i.shop_id
        WHERE i.shop_id = ${shopId} AND NOT i.awaiting_price
          AND lower(${unaccented(sql`part.name`)}) <% i.description_key
        ORDER BY i.description_key, i.kind, i.part_condition, q.quote_date DESC, q.number DESC
      ) latest
      ORDER BY likeness DESC, quote_date DESC, number DESC
      LIMIT ${PAST_LINES_PER_PART}
    ) found
    ORDER BY found.quote_date DESC, found.number DESC, found.id
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
