import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, leads, mechanicProfiles, serviceHistory, suppliers } from "@/db/schema";
import { visibleLeads, type Viewer } from "@/lib/data/leads";

/** The overview's counts, every one scoped to the viewer, in one round trip. */
export async function getOverview(viewer: Viewer) {
  const [row] = await getDb().execute<{
    customers: number;
    suppliers: number;
    service_records: number;
    leads: number;
    has_profile: boolean;
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM ${customers} WHERE ${customers.userId} = ${viewer.id}) AS customers,
      (SELECT count(*)::int FROM ${suppliers} WHERE ${suppliers.userId} = ${viewer.id}) AS suppliers,
      (SELECT count(*)::int FROM ${serviceHistory} WHERE ${serviceHistory.userId} = ${viewer.id}) AS service_records,
      (SELECT count(*)::int FROM ${leads} WHERE ${visibleLeads(viewer)}) AS leads,
      EXISTS (SELECT 1 FROM ${mechanicProfiles} WHERE ${mechanicProfiles.id} = ${viewer.id}
        AND coalesce(trim(${mechanicProfiles.shopName}), '') <> '') AS has_profile`);
  return {
    customers: row?.customers ?? 0,
    suppliers: row?.suppliers ?? 0,
    serviceRecords: row?.service_records ?? 0,
    leads: row?.leads ?? 0,
    hasShopProfile: row?.has_profile ?? false,
  };
}
