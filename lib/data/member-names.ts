import "server-only";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { qualified } from "@/db/qualified";

/**
 * The name of the person a record says did something (a `*_by` column: a member of the record's
 * own shop), as a column of the same SELECT: null on rows made before teams. Kept after he leaves
 * the shop or deletes his login (shop_members keeps the name).
 */
export const memberNameOf = (member: AnyPgColumn, shop: AnyPgColumn) =>
  sql<string | null>`(SELECT m.name FROM shop_members m WHERE m.id = ${qualified(member)} AND m.shop_id = ${qualified(shop)})`;
