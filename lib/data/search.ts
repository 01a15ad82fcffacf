import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { unaccented } from "@/db/schema";

/** `%term%` for LIKE, with the user's own % and _ taken literally. */
export function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `key` contains `term`, ignoring case and accents. `key` is a stored column already lowercased
 * and unaccented (customers.nameKey, suppliers.searchKey, leads.searchKey), with a trigram index for LIKE.
 */
export function containsTerm(key: AnyPgColumn, term: string): SQL {
  return sql`${key} LIKE lower(${unaccented(sql`${likePattern(term)}::text`)})`;
}

/** A page number (1 for anything below) as LIMIT and OFFSET. */
export function pageWindow(page: number | undefined, pageSize: number) {
  const current = Math.max(1, Math.floor(page ?? 1));
  return { page: current, limit: pageSize, offset: (current - 1) * pageSize };
}
