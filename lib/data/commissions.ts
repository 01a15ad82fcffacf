import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, quoteDeliveries, quotes, shopMembers, vehicles } from "@/db/schema";
import { monthRange } from "@/lib/finance/months";
import { SHOP_TIME_ZONE } from "@/lib/format";

/**
 * 'Comissões' in 'Financeiro': what each person of the shop with a commission percent earned in a
 * month, from the jobs he was responsible for ('Responsável', quotes.assigned_to) that were
 * DELIVERED in that month (quote_deliveries.delivered_at, São Paulo's calendar, as the rest of
 * Financeiro). Every function takes the shop's id first and filters by it in the same statement;
 * money comes back as Postgres writes numeric ("1234.56"), every figure computed there.
 *
 * What the commission is a share of: the job's LABOUR lines only (quote_items.kind = 'labour', kept
 * summed per quote in quotes.labour_total by the same statement that writes the items,
 * db/quote-totals.ts). A 'service' line is not labour: it is a priced entry of the shop's catalogue
 * ('Troca de óleo'), which may carry the oil and the filter in its price, and Financeiro, the quote
 * and its PDF already show 'Serviços' apart from 'Mão de obra' (lib/quotes/items.ts). The lines are
 * taken before the quote's discount, as Financeiro's 'Mão de obra' is.
 *
 * The month's jobs are read from quote_deliveries_shop_id_delivered_at_idx (shop_id, delivered_at,
 * quote_id): one range of the shop's deliveries, then each quote by its key. delivered_at is what
 * the shop typed at 'Registrar entrega' (it may be an earlier day), so quotes.stage_changed_at,
 * which quotes_shop_id_assigned_to_idx holds, cannot stand for it.
 */

export type MemberCommission = {
  memberId: string;
  name: string;
  /** "10.00": shop_members.commission_percent. */
  percent: string;
  /** No longer in the shop: his commission for the work he did is still owed. */
  removed: boolean;
  jobs: number;
  /** Σ of the labour lines of his jobs delivered in the month. */
  labour: string;
  /** round(labour × percent / 100, 2), in numeric. */
  commission: string;
};

export type CommissionJob = {
  memberId: string;
  quoteId: string;
  number: number;
  customerName: string;
  plate: string | null;
  deliveredAt: Date;
  /** yyyy-MM-dd of the delivery in São Paulo (the exports' date cell). */
  deliveredOn: string;
  labour: string;
  /** round(labour × percent / 100, 2): the job's own share (the member's figure rounds the sum once). */
  commission: string;
};

const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The month's bounds as instants: its first and the next month's first day at midnight in São Paulo. */
function monthBounds(month: string) {
  const { from, to } = monthRange(month);
  return { starts: sql`(${from}::timestamp AT TIME ZONE ${zone})`, ends: sql`(${to}::timestamp AT TIME ZONE ${zone})` };
}

/** The shop's jobs delivered in the month with someone responsible: (quote id, member, delivered_at, labour). */
function deliveredJobs(shopId: string, month: string) {
  const { starts, ends } = monthBounds(month);
  // Each delivery's quote by its key, in a LATERAL kept apart by its LIMIT: as a plain join, Postgres
  // chose to read every assigned quote of the shop (quotes_shop_id_assigned_to_idx, 50,000 rows,
  // 84 ms) and hash them against the month's 882 deliveries, instead of 882 lookups.
  return sql`
    SELECT q.id AS quote_id, q.assigned_to AS member_id, d.delivered_at, q.labour_total AS labour,
      q.number, q.customer_id, q.vehicle_id
    FROM ${quoteDeliveries} AS d
    CROSS JOIN LATERAL (
      SELECT own.id, own.assigned_to, own.labour_total, own.number, own.customer_id, own.vehicle_id
      FROM ${quotes} AS own
      WHERE own.id = d.quote_id AND own.shop_id = ${shopId} AND own.assigned_to IS NOT NULL
      LIMIT 1
    ) AS q
    WHERE d.shop_id = ${shopId} AND d.delivered_at >= ${starts} AND d.delivered_at < ${ends}`;
}

/**
 * Each person of the shop with a commission percent and what he earned in `month` (yyyy-MM): his
 * delivered jobs, their labour and the commission. A person still in the shop is listed even with
 * nothing delivered (R$ 0,00); one removed is listed only when the month has work of his. A person
 * without a percent earns none and is not listed. By name.
 */
export async function listMonthCommissions(shopId: string, month: string): Promise<MemberCommission[]> {
  const rows = await getDb().execute<{
    member_id: string;
    name: string;
    percent: string;
    removed: boolean;
    jobs: number;
    labour: string;
    commission: string;
  }>(sql`
    SELECT m.id AS member_id, m.name, m.commission_percent::text AS percent, m.removed_at IS NOT NULL AS removed,
      count(j.quote_id)::int AS jobs,
      coalesce(sum(j.labour), 0.00)::text AS labour,
      round(coalesce(sum(j.labour), 0) * m.commission_percent / 100, 2)::text AS commission
    FROM ${shopMembers} AS m
    LEFT JOIN (${deliveredJobs(shopId, month)}) AS j ON j.member_id = m.id
    WHERE m.shop_id = ${shopId} AND m.commission_percent IS NOT NULL
    GROUP BY m.id
    HAVING m.removed_at IS NULL OR count(j.quote_id) > 0
    ORDER BY lower(m.name), m.created_at, m.id`);
  return rows.map((row) => ({
    memberId: row.member_id,
    name: row.name,
    percent: row.percent,
    removed: row.removed,
    jobs: row.jobs,
    labour: row.labour,
    commission: row.commission,
  }));
}

/**
 * The jobs behind each figure of listMonthCommissions: every job delivered in `month` whose
 * 'Responsável' has a commission percent, with its number, customer, plate, delivery, labour and
 * its own commission, by person (the order of listMonthCommissions) and then by delivery.
 */
export async function listMonthCommissionJobs(shopId: string, month: string): Promise<CommissionJob[]> {
  const rows = await getDb().execute<{
    member_id: string;
    quote_id: string;
    number: number;
    customer_name: string;
    plate: string | null;
    delivered_at: Date | string;
    delivered_on: string;
    labour: string;
    commission: string;
  }>(sql`
    SELECT j.member_id, j.quote_id, j.number, cu.name AS customer_name, v.plate, j.delivered_at,
      to_char(j.delivered_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS delivered_on,
      j.labour::text AS labour,
      round(j.labour * m.commission_percent / 100, 2)::text AS commission
    FROM (${deliveredJobs(shopId, month)}) AS j
    JOIN ${shopMembers} AS m ON m.id = j.member_id AND m.shop_id = ${shopId}
    JOIN ${customers} AS cu ON cu.id = j.customer_id AND cu.shop_id = ${shopId}
    LEFT JOIN ${vehicles} AS v ON v.id = j.vehicle_id AND v.shop_id = ${shopId}
    WHERE m.commission_percent IS NOT NULL
    ORDER BY lower(m.name), m.created_at, m.id, j.delivered_at, j.number`);
  return rows.map((row) => ({
    memberId: row.member_id,
    quoteId: row.quote_id,
    number: row.number,
    customerName: row.customer_name,
    plate: row.plate,
    deliveredAt: new Date(row.delivered_at),
    deliveredOn: row.delivered_on,
    labour: row.labour,
    commission: row.commission,
  }));
}
