import { getTableName, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * `"table"."column"`, for a subquery in a select's fields that names the outer row. Drizzle writes a
 * select's own columns unqualified, and inside `(SELECT … FROM shop_members m WHERE m.shop_id =
 * "shop_id")` the bare name is the inner table's (always equal to itself), not the outer row's.
 */
export const qualified = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
