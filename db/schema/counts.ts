/** Counters: each shop's row counts for the Painel, and the rate limits' fixed windows. */
import { bigint, customType, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { shops } from "./profile";

/**
 * How many rows each shop owns, for the overview: counting a large shop's 85,000 rows on every
 * visit cost Postgres as much CPU as rendering the page cost Node. Kept exact by the statement triggers of migration
 * 0004, in the same transaction as the write, so a rolled-back write leaves the counts as they
 * were. The product's own leads (no owner) are not a shop's and are counted where they are shown.
 */
export const shopCounts = pgTable("shop_counts", {
  shopId: uuid("shop_id")
    .primaryKey()
    .references(() => shops.id, { onDelete: "cascade" }),
  customers: integer("customers").notNull().default(0),
  suppliers: integer("suppliers").notNull().default(0),
  quotes: integer("quotes").notNull().default(0),
  leads: integer("leads").notNull().default(0),
  /** Quotes and jobs pending, approved or in progress (the Painel's work in hand). */
  openQuotes: integer("open_quotes").notNull().default(0),
  /** The value of the approved quotes and the jobs in progress: work to deliver and be paid for. */
  approvedUnfinishedValue: numeric("approved_unfinished_value", { precision: 14, scale: 2 }).notNull().default("0"),
});

/** Postgres's 64-bit transaction id, compared in SQL only. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/**
 * A number that moves with every committed write of a shop's data (migration 0048's
 * `shop_versions_bump`, a trigger on every table with a shop_id and on shops itself): the key of
 * the reads kept for a shop (lib/kept-reads.ts). Moved once per transaction, at its commit,
 * so a write is never seen without its new version, and a transaction takes the row's lock only
 * once its own statements are done (taken at each statement, two writers of one shop could each
 * wait for the other's rows).
 */
export const shopVersions = pgTable("shop_versions", {
  shopId: uuid("shop_id")
    .primaryKey()
    .references(() => shops.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  /** The transaction that last moved it: the rest of its rows' triggers leave it. */
  movedBy: xid8("moved_by"),
});

/** Fixed-window counters for login and public-form rate limits (no extra service). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);
