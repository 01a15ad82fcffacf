import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, quotes, vehicles } from "@/db/schema";
import { IN_SHOP_STAGES } from "@/lib/quotes/stages";

// Every function takes the shop's id first and filters by it in the same statement.

/** 'Aguardando aprovação': a car that came in (its check-in is recorded) for a quote not answered yet. */
export const IN_SHOP_GROUPS = ["awaiting", ...IN_SHOP_STAGES] as const;
export type InShopGroup = (typeof IN_SHOP_GROUPS)[number];

/** How many cars each group of 'Na oficina' lists; the rest are counted. */
export const IN_SHOP_SHOWN = 10;

export type InShopCar = {
  quoteId: string;
  number: number;
  customerName: string;
  plate: string | null;
  since: Date;
  /** Whole days in the stage, by the database's clock. */
  days: number;
};
export type InShop = { group: InShopGroup; cars: InShopCar[]; total: number }[];

type Row = {
  grp: InShopGroup;
  id: string;
  number: number;
  customer_name: string;
  plate: string | null;
  since: Date | string;
  days: number;
};

/**
 * Checked in, the quote still waiting for the customer: the predicate of the partial index
 * quotes_shop_id_checked_in_pending_idx, written as it is so Postgres matches the two.
 */
const AWAITING = sql`${quotes.status} = 'pending' AND ${quotes.checkedInAt} IS NOT NULL`;

/**
 * 'Na oficina': the cars in the shop by stage (approved, in progress, ready; and a pending quote
 * whose car was checked in), each with the time it has been there, the longest waiting first, at
 * most `shown` per group with how many in all. Each group is one LIMIT on an index, however large
 * the shop's history: (shop_id, status, stage_changed_at) for the stages, the partial
 * quotes_shop_id_checked_in_pending_idx for the cars waiting for an answer.
 */
export async function listInShop(shopId: string, shown = IN_SHOP_SHOWN): Promise<InShop> {
  const db = getDb();
  // One subquery per stage, each with its stage as a literal: only then can Postgres use the
  // index in its order (a stage taken from unnest() would be a parameter it cannot match to it).
  const byStage = sql.join(
    IN_SHOP_STAGES.map(
      (
        stage,
      ) => sql`(SELECT ${sql.raw(`'${stage}'`)}::text AS grp, ${quotes.id}, ${quotes.number}, ${quotes.customerId}, ${quotes.vehicleId}, ${quotes.stageChangedAt} AS since
        FROM ${quotes}
        WHERE ${quotes.shopId} = ${shopId} AND ${quotes.status} = ${sql.raw(`'${stage}'`)}
        ORDER BY ${quotes.stageChangedAt}, ${quotes.id}
        LIMIT ${shown})`,
    ),
    sql` UNION ALL `,
  );
  const [rows, counts] = await Promise.all([
    db.execute<Row>(sql`
      WITH picked AS (
        ${byStage}
        UNION ALL
        (SELECT 'awaiting'::text, ${quotes.id}, ${quotes.number}, ${quotes.customerId}, ${quotes.vehicleId}, ${quotes.checkedInAt}
        FROM ${quotes}
        WHERE ${quotes.shopId} = ${shopId} AND ${AWAITING}
        ORDER BY ${quotes.checkedInAt}, ${quotes.id}
        LIMIT ${shown})
      )
      SELECT picked.grp, picked.id, picked.number, cu.name AS customer_name, v.plate, picked.since,
        floor(extract(epoch FROM now() - picked.since) / 86400)::int AS days
      FROM picked
      JOIN ${customers} AS cu ON cu.id = picked.customer_id AND cu.shop_id = ${shopId}
      LEFT JOIN ${vehicles} AS v ON v.id = picked.vehicle_id AND v.shop_id = ${shopId}
      ORDER BY picked.since, picked.id`),
    db.execute<{ grp: InShopGroup; total: number }>(sql`
      SELECT ${quotes.status}::text AS grp, count(*)::int AS total
      FROM ${quotes}
      WHERE ${quotes.shopId} = ${shopId} AND ${quotes.status} IN ('approved', 'in_progress', 'ready')
      GROUP BY ${quotes.status}
      UNION ALL
      SELECT 'awaiting', count(*)::int
      FROM ${quotes}
      WHERE ${quotes.shopId} = ${shopId} AND ${AWAITING}`),
  ]);
  const totals = new Map(counts.map((row) => [row.grp, Number(row.total)]));
  return IN_SHOP_GROUPS.map((group) => ({
    group,
    cars: rows
      .filter((row) => row.grp === group)
      .map((row) => ({
        quoteId: row.id,
        number: row.number,
        customerName: row.customer_name,
        plate: row.plate,
        since: new Date(row.since),
        days: Number(row.days),
      })),
    total: totals.get(group) ?? 0,
  }));
}
