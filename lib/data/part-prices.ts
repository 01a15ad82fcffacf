import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * The shop's last price for a part, as SQL for a select list: what it paid (unit_cost) or else
 * charged (unit_price) on its most recent quote line of the same description (case and spaces
 * aside), outside the request `requestId` itself, whose line is the one being priced. Null when the
 * shop never priced that part. Filtered by the shop (`shopId`) in the same statement.
 */
export function lastPartPriceSql(shopId: SQL, requestId: SQL, description: SQL): SQL<string | null> {
  return sql<string | null>`(
    SELECT coalesce(i.unit_cost, i.unit_price)::text
    FROM quote_items i JOIN quotes q ON q.id = i.quote_id AND q.shop_id = i.shop_id
    WHERE i.shop_id = ${shopId} AND i.kind = 'part' AND NOT i.awaiting_price
      AND coalesce(i.unit_cost, i.unit_price) > 0
      AND lower(btrim(i.description)) = lower(btrim(${description}))
      AND NOT EXISTS (SELECT 1 FROM supplier_requests r WHERE r.id = ${requestId} AND r.shop_id = i.shop_id AND r.quote_id = i.quote_id)
    ORDER BY q.quote_date DESC, q.number DESC
    LIMIT 1)`;
}
