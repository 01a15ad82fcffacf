import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, shops, paymentMonths, payments, quotes, vehicles } from "@/db/schema";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/enums";
import { lastMonths, monthRange } from "@/lib/finance/months";
import { SHOP_TIME_ZONE } from "@/lib/format";

// Every function takes the shop's id first and filters by it in the same statement. Money
// comes back as Postgres writes numeric ("1234.56"): every sum is computed in Postgres.

/**
 * 'A receber': a job ready or delivered whose approved total is not paid yet. The balance test is
 * written as quotes_shop_id_owed_idx's predicate so Postgres reads that small index, not the
 * shop's whole history; jobs still in the shop (approved, in progress) are not asked for money yet.
 */
export const OWED_SQL = sql`${quotes.approvedTotal} > ${quotes.paidTotal} AND ${quotes.status} IN ('ready', 'delivered')`;

export type MonthReceived = { month: string; total: string; byMethod: Record<PaymentMethod, string> };

const noMethods = () => Object.fromEntries(PAYMENT_METHODS.map((method) => [method, "0.00"])) as Record<PaymentMethod, string>;

/**
 * The money received in each of the `count` months up to `lastMonth` (yyyy-MM, São Paulo's
 * calendar: paid_on is a São Paulo day), oldest first, each with its total and its total by
 * method; cancelled payments left out. Read from payment_months (kept by the payments' trigger):
 * a row per month and method, summed by month in the same pass (GROUPING SETS).
 */
export async function listMonthlyReceived(shopId: string, lastMonth: string, count = 12): Promise<MonthReceived[]> {
  const months = lastMonths(lastMonth, count);
  const from = monthRange(months[0]!).from;
  const to = monthRange(lastMonth).to;
  const rows = await getDb().execute<{ month: string; method: PaymentMethod | null; total: string }>(sql`
    SELECT to_char(${paymentMonths.month}, 'YYYY-MM') AS month, ${paymentMonths.method} AS method, sum(${paymentMonths.total})::text AS total
    FROM ${paymentMonths}
    WHERE ${paymentMonths.shopId} = ${shopId} AND ${paymentMonths.month} >= ${from} AND ${paymentMonths.month} < ${to}
    GROUP BY GROUPING SETS ((1, 2), (1))`);
  const byMonth = new Map(months.map((month) => [month, { month, total: "0.00", byMethod: noMethods() }]));
  for (const row of rows) {
    const entry = byMonth.get(row.month);
    if (!entry) continue;
    if (row.method === null) entry.total = row.total;
    else entry.byMethod[row.method] = row.total;
  }
  return [...byMonth.values()];
}

export type Receivable = {
  quoteId: string;
  number: number;
  status: "ready" | "delivered";
  customerName: string;
  customerPhone: string | null;
  plate: string | null;
  owed: string;
  /** When the job became ready or was delivered: it has owed since then. */
  since: Date;
};

/** How many jobs 'A receber' lists; the rest are counted and summed. */
export const RECEIVABLES_SHOWN = 20;

/**
 * 'A receber': the jobs ready or delivered that still owe, the longest owing first (the order of
 * quotes_shop_id_owed_idx: a LIMIT on it), at most `shown`, with how many there are and what they
 * owe in all, and the shop's name (the reminder's signature).
 */
export async function listReceivables(
  shopId: string,
  shown = RECEIVABLES_SHOWN,
): Promise<{ items: Receivable[]; total: number; owed: string; shopName: string | null }> {
  const db = getDb();
  const [rows, [sums]] = await Promise.all([
    db.execute<{
      id: string;
      number: number;
      status: "ready" | "delivered";
      customer_name: string;
      customer_phone: string | null;
      plate: string | null;
      owed: string;
      since: Date | string;
    }>(sql`
      SELECT q.id, q.number, q.status, cu.name AS customer_name, cu.phone AS customer_phone, v.plate,
        (q.approved_total - q.paid_total)::text AS owed, q.stage_changed_at AS since
      FROM (
        SELECT ${quotes.id}, ${quotes.number}, ${quotes.status}, ${quotes.customerId}, ${quotes.vehicleId},
          ${quotes.approvedTotal}, ${quotes.paidTotal}, ${quotes.stageChangedAt}
        FROM ${quotes}
        WHERE ${quotes.shopId} = ${shopId} AND ${OWED_SQL}
        ORDER BY ${quotes.stageChangedAt}, ${quotes.id}
        LIMIT ${shown}
      ) AS q
      JOIN ${customers} AS cu ON cu.id = q.customer_id AND cu.shop_id = ${shopId}
      LEFT JOIN ${vehicles} AS v ON v.id = q.vehicle_id AND v.shop_id = ${shopId}
      ORDER BY q.stage_changed_at, q.id`),
    db.execute<{ total: number; owed: string; shop_name: string | null }>(sql`
      SELECT count(*)::int AS total, coalesce(sum(${quotes.approvedTotal} - ${quotes.paidTotal}), 0)::text AS owed,
        (SELECT ${shops.shopName} FROM ${shops} WHERE ${shops.id} = ${shopId}) AS shop_name
      FROM ${quotes} WHERE ${quotes.shopId} = ${shopId} AND ${OWED_SQL}`),
  ]);
  return {
    items: rows.map((row) => ({
      quoteId: row.id,
      number: row.number,
      status: row.status,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      plate: row.plate,
      owed: row.owed,
      since: new Date(row.since),
    })),
    total: sums?.total ?? 0,
    owed: sums?.owed ?? "0.00",
    shopName: sums?.shop_name ?? null,
  };
}

export type DeliveredMix = {
  /** How many jobs were delivered in the month. */
  jobs: number;
  parts: string;
  labour: string;
  services: string;
  /** What those jobs came to (the approved total, or the quote's total for a job approved before approvals were recorded). */
  total: string;
  /** total ÷ jobs, rounded to the cent; "0.00" without jobs. */
  averageTicket: string;
};

/**
 * Parts vs labour vs services, and the average ticket, of the jobs DELIVERED in the month (their
 * stage_changed_at, the delivery, in São Paulo's calendar): a delivered job is finished and its
 * lines are final, whatever was paid when. The three sums are the items' totals before the
 * discount (quotes.parts_total, labour_total, services_total). A range on
 * quotes_shop_id_status_stage_changed_at_idx (shop_id, status, stage_changed_at).
 */
export async function getDeliveredMix(shopId: string, month: string): Promise<DeliveredMix> {
  const { from, to } = monthRange(month);
  const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
  const [row] = await getDb().execute<DeliveredMix>(sql`
    SELECT count(*)::int AS jobs,
      coalesce(sum(${quotes.partsTotal}), 0)::text AS parts,
      coalesce(sum(${quotes.labourTotal}), 0)::text AS labour,
      coalesce(sum(${quotes.servicesTotal}), 0)::text AS services,
      coalesce(sum(coalesce(${quotes.approvedTotal}, ${quotes.cost}, 0)), 0)::text AS total,
      coalesce(round(avg(coalesce(${quotes.approvedTotal}, ${quotes.cost}, 0)), 2), 0)::text AS "averageTicket"
    FROM ${quotes}
    WHERE ${quotes.shopId} = ${shopId} AND ${quotes.status} = 'delivered'
      AND ${quotes.stageChangedAt} >= (${from}::timestamp AT TIME ZONE ${zone})
      AND ${quotes.stageChangedAt} < (${to}::timestamp AT TIME ZONE ${zone})`);
  return row ?? { jobs: 0, parts: "0", labour: "0", services: "0", total: "0", averageTicket: "0" };
}

export type MonthPartsMargin = {
  month: string;
  /** Σ totals of the part lines with a cost. */
  price: string;
  /** Σ round(quantity × unit cost, 2) of the same lines. */
  cost: string;
  margin: string;
  /** Every part line of the month's delivered jobs, and those without a cost (not in the sums). */
  partLines: number;
  uncostedLines: number;
};

/**
 * The margin on parts of the jobs DELIVERED in each of the `count` months up to `lastMonth` (the
 * rule of getDeliveredMix: stage_changed_at in São Paulo's calendar), oldest first: price, cost and
 * margin of the part lines with a cost, and how many lines had none. One statement: a range on
 * quotes_shop_id_status_stage_changed_at_idx, summing the part sums each quote keeps
 * (quotes.parts_cost, costed_parts_total, part_lines, uncosted_part_lines).
 */
export async function listMonthlyPartsMargin(shopId: string, lastMonth: string, count = 12): Promise<MonthPartsMargin[]> {
  const months = lastMonths(lastMonth, count);
  const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
  const ranges = sql.join(
    months.map(
      (month) =>
        sql`(${month}, ${monthRange(month).from}::timestamp AT TIME ZONE ${zone}, ${monthRange(month).to}::timestamp AT TIME ZONE ${zone})`,
    ),
    sql`, `,
  );
  // The sums written with each quote's lines (lib/data/quote-items.ts writeQuoteTotals), read from
  // quotes_shop_id_delivered_parts_idx alone, one range of it per month: no row's month is computed
  // (the large shop's 25,000 deliveries a year: 47 ms reading the rows and grouping them by to_char,
  // 25 ms from the index, see docs/history/performance.md).
  const rows = await getDb().execute<{
    month: string;
    price: string;
    cost: string;
    margin: string;
    part_lines: number;
    uncosted_lines: number;
  }>(sql`
    SELECT m.month, sums.price::text, sums.cost::text, (sums.price - sums.cost)::text AS margin,
      sums.part_lines::int, sums.uncosted_lines::int
    FROM (VALUES ${ranges}) AS m(month, starts, ends)
    CROSS JOIN LATERAL (
      SELECT sum(${quotes.costedPartsTotal}) AS price, sum(${quotes.partsCost}) AS cost,
        sum(${quotes.partLines}) AS part_lines, sum(${quotes.uncostedPartLines}) AS uncosted_lines
      FROM ${quotes}
      WHERE ${quotes.shopId} = ${shopId} AND ${quotes.status} = 'delivered' AND ${quotes.partLines} > 0
        AND ${quotes.stageChangedAt} >= m.starts AND ${quotes.stageChangedAt} < m.ends
    ) AS sums
    WHERE sums.part_lines > 0`);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = byMonth.get(month);
    if (!row) return { month, price: "0.00", cost: "0.00", margin: "0.00", partLines: 0, uncostedLines: 0 };
    return {
      month,
      price: row.price,
      cost: row.cost,
      margin: row.margin,
      partLines: row.part_lines,
      uncostedLines: row.uncosted_lines,
    };
  });
}

export type ExportedPayment = {
  paidOn: string;
  number: number;
  customerName: string;
  plate: string | null;
  method: PaymentMethod;
  installments: number | null;
  amount: string;
  note: string | null;
};

/** The month's payments received (cancelled ones left out, as on the page), in the order they came, for the CSV and the .xlsx. */
export async function listPaymentsForExport(shopId: string, month: string): Promise<ExportedPayment[]> {
  const { from, to } = monthRange(month);
  const rows = await getDb().execute<{
    paid_on: string;
    number: number;
    customer_name: string;
    plate: string | null;
    method: PaymentMethod;
    installments: number | null;
    amount: string;
    note: string | null;
  }>(sql`
    SELECT p.paid_on::text, q.number, cu.name AS customer_name, v.plate, p.method, p.installments, p.amount::text, p.note
    FROM ${payments} AS p
    JOIN ${quotes} AS q ON q.id = p.quote_id AND q.shop_id = ${shopId}
    JOIN ${customers} AS cu ON cu.id = q.customer_id AND cu.shop_id = ${shopId}
    LEFT JOIN ${vehicles} AS v ON v.id = q.vehicle_id AND v.shop_id = ${shopId}
    WHERE p.shop_id = ${shopId} AND p.cancelled_at IS NULL AND p.paid_on >= ${from} AND p.paid_on < ${to}
    ORDER BY p.paid_on, p.created_at, p.id`);
  return rows.map((row) => ({
    paidOn: row.paid_on,
    number: row.number,
    customerName: row.customer_name,
    plate: row.plate,
    method: row.method,
    installments: row.installments,
    amount: row.amount,
    note: row.note,
  }));
}
