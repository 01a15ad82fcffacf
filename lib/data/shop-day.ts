import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { SHOP_TIME_ZONE } from "@/lib/format";

/**
 * A moment's São Paulo calendar day, in SQL (`date`): a reminder's day, a reading's day. One
 * expression, so the list, the actions that name its lines and the km pace agree on what "that
 * day" was.
 */
export function shopDaySql(moment: unknown): SQL<string> {
  return sql<string>`(${moment} AT TIME ZONE ${SHOP_TIME_ZONE})::date`;
}
