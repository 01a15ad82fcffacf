/** Column shapes and search expressions the tables of every area share. */
import { sql, type SQL } from "drizzle-orm";
import { integer, timestamp, uuid } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * What the lists search, accents and case ignored ('joao' finds 'João'). The same expression is
 * used by the search keys and trigram indexes of the tables and by the queries in lib/data, so
 * Postgres uses the index. immutable_unaccent() comes from migration 0001.
 */
export function unaccented(text: SQL) {
  return sql`immutable_unaccent(${text})`;
}

/**
 * The key a create form sends once per entry (lib/idempotency-key.ts): a second submit of the same
 * entry finds the first row instead of adding another. Rows made outside a form get a random one.
 */
export const idempotencyKey = () => uuid("idempotency_key").notNull().defaultRandom();

/**
 * Optimistic concurrency for the rows an edit form saves: each save adds one, and succeeds only
 * while the row is still at the version the form loaded, so a save from a tab opened earlier is
 * refused instead of silently overwriting what another tab or device saved in between.
 */
export const version = () => integer("version").notNull().default(1);

/**
 * Text as search and sorting compare it, ignoring case and accents. Kept in stored generated
 * columns rather than computed in the indexes: a search rechecks every candidate row the trigram
 * index returns, and reading a stored key costs a fraction of unaccenting the name again.
 */
export function comparable(text: SQL) {
  return sql`lower(${unaccented(text)})`;
}

/** A phone's bare digits: '97777' and '11977771234' find '(11) 97777-1234' however it was typed. */
export function phoneDigitsOf(column: SQL) {
  return sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;
}
