import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leads, mechanicProfiles, shopCounts } from "@/db/schema";
import type { Viewer } from "@/lib/data/leads";

/**
 * The overview's counts and the work in hand, every one scoped to the viewer, in one round trip. The shop's own rows
 * come from shop_counts (kept by triggers, see db/schema.ts): one row read instead of counting a
 * large shop's tens of thousands of rows on every visit. An operator also sees the product's own
 * leads, counted here; only operators pay for that.
 */
export async function getOverview(viewer: Viewer) {
  const [row] = await getDb().execute<{
    customers: number;
    suppliers: number;
    service_records: number;
    leads: number;
    open_quotes: number;
    approved_unfinished_value: string;
    has_profile: boolean;
  }>(sql`
    SELECT
      coalesce(counts.customers, 0) AS customers,
      coalesce(counts.suppliers, 0) AS suppliers,
      coalesce(counts.service_records, 0) AS service_records,
      coalesce(counts.leads, 0) + ${
        viewer.isOperator ? sql`(SELECT count(*)::int FROM ${leads} WHERE ${leads.ownerId} IS NULL)` : sql`0`
      } AS leads,
      coalesce(counts.open_quotes, 0) AS open_quotes,
      coalesce(counts.approved_unfinished_value, 0)::text AS approved_unfinished_value,
      EXISTS (SELECT 1 FROM ${mechanicProfiles} WHERE ${mechanicProfiles.id} = ${viewer.id}
        AND coalesce(trim(${mechanicProfiles.shopName}), '') <> '') AS has_profile
    FROM (SELECT 1) AS viewer
    LEFT JOIN ${shopCounts} AS counts ON counts.owner_id = ${viewer.id}`);
  return {
    customers: row?.customers ?? 0,
    suppliers: row?.suppliers ?? 0,
    serviceRecords: row?.service_records ?? 0,
    leads: row?.leads ?? 0,
    /** Quotes and jobs pending, approved or in progress. */
    openQuotes: row?.open_quotes ?? 0,
    /** The value of approved work not completed yet. */
    approvedUnfinishedValue: Number(row?.approved_unfinished_value ?? 0),
    hasShopProfile: row?.has_profile ?? false,
  };
}
