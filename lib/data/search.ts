import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { unaccented } from "@/db/schema";

/** `%term%` for LIKE, with the user's own % and _ taken literally. */
export function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A search made only of phone characters, compared by its digits: '(11) 91234-5678', '91234 5678'
 * and '11912345678' find the same row (the search keys hold each phone as bare digits too).
 */
export function phoneSearchDigits(term: string) {
  const digits = term.replace(/\D/g, "");
  return /^[\d\s()+.-]+$/.test(term) && digits.length >= 4 ? digits : null;
}

/**
 * `key` contains `term`, ignoring case and accents, a phone however it is written. `key` is a
 * stored column already lowercased and unaccented (customers.searchKey, suppliers.searchKey,
 * leads.searchKey), with a trigram index for LIKE.
 */
export function containsTerm(key: AnyPgColumn, term: string): SQL {
  const text = phoneSearchDigits(term) ?? term;
  return sql`${key} LIKE lower(${unaccented(sql`${likePattern(text)}::text`)})`;
}

/**
 * `key` contains `term` as written, ignoring case and accents: for keys that hold no phone (a
 * quote's description), where '1234' is a part number rather than a phone's digits.
 */
export function containsText(key: AnyPgColumn, term: string): SQL {
  return sql`${key} LIKE lower(${unaccented(sql`${likePattern(term)}::text`)})`;
}

/** A page number (1 for anything below) as LIMIT and OFFSET. */
export function pageWindow(page: number | undefined, pageSize: number) {
  const current = Math.max(1, Math.floor(page ?? 1));
  return { page: current, limit: pageSize, offset: (current - 1) * pageSize };
}
