import "server-only";
import { getTableName, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * `table.column`, qualified: Drizzle writes a select's own columns unqualified, and inside a
 * subquery on shop_members an unqualified "shop_id" would name the member's own column
 * (m.shop_id = m.shop_id, always true) instead of the outer row's.
 */
export const outer = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The name of the person a record says did something (a `*_by` column: a member of the record's
 * own shop), as a column of the same SELECT: null on rows made before teams. Kept after he leaves
 * the shop or deletes his login (shop_members keeps the name).
 */
export const memberNameOf = (member: AnyPgColumn, shop: AnyPgColumn) =>
  sql<string | null>`(SELECT m.name FROM shop_members m WHERE m.id = ${outer(member)} AND m.shop_id = ${outer(shop)})`;
