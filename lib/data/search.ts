import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { unaccented } from "@/db/schema";

/** `%term%` for LIKE, with the user's own % and _ taken literally. */
export function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `text` contains `term`, ignoring case and accents. `text` must be the same expression as the
 * trigram index's (customerSearchText, supplierSearchText) so Postgres can use the index.
 */
export function containsTerm(text: SQL, term: string): SQL {
  return sql`${text} ILIKE ${unaccented(sql`${likePattern(term)}::text`)}`;
}

/** A page number (1 for anything below) as LIMIT and OFFSET. */
export function pageWindow(page: number | undefined, pageSize: number) {
  const current = Math.max(1, Math.floor(page ?? 1));
  return { page: current, limit: pageSize, offset: (current - 1) * pageSize };
}
