import { sql } from "drizzle-orm";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { env } from "@/lib/env";
import * as schema from "./schema";

export type Database = PostgresJsDatabase<typeof schema>;
/** The `tx` of `getDb().transaction(async (tx) => …)`: a helper that takes it joins the caller's transaction. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** What a read or write helper runs on: the database, or the caller's transaction. */
export type DatabaseOrTransaction = Database | Transaction;

// One pool per process; kept on globalThis so dev hot reloads don't open a new pool each time.
const globalForDb = globalThis as unknown as { oficinaDb?: { db: Database; client: postgres.Sql } };

function connect() {
  const url = env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL não está definido");
  const client = postgres(url, {
    max: env.DATABASE_POOL_SIZE,
    connect_timeout: 5,
    idle_timeout: 30,
    onnotice: () => {},
  });
  return { db: drizzle(preparing(client), { schema }), client };
}

/**
 * Put in a statement whose best plan depends on its values, such as a range of days of any width:
 * it stays unnamed, planned with its values on every run. Named, the agenda's read of a range took
 * openBooking from 19 to 28 ms on the large shop (a generic plan costed for no range in particular).
 */
export const PLANNED_PER_RUN = sql.raw("/* planned per run */");

/**
 * The statements left unnamed: those marked above, and every search (a LIKE on what was typed),
 * whose best plan depends on the pattern ('freio' is in a third of the large shop's quotes, a
 * surname in a few): named, the quote search's count for 'freio' settled on a generic plan costed
 * for a pattern that finds little, 21 ms a run instead of 9.
 */
const PER_RUN = /\b(?:i?like)\b|\/\* planned per run \*\//i;

/**
 * Drizzle sends every query as an unnamed statement, which Postgres plans again on each run: the
 * Painel's ten statements spent some 14 ms of the database's CPU a request in the planner (the
 * reminders' union alone 9 ms) for under half a millisecond of execution. Named (postgres.js's
 * `prepare`), all but the statements above are planned per connection: Postgres tries five custom
 * plans, then keeps a generic one if it costs no more. `begin` and `savepoint` hand Drizzle their
 * own connection's client, so they are wrapped too.
 */
function preparing<Client extends object>(client: Client): Client {
  return new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      if (key === "unsafe") {
        return (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          value.call(target, query, params, { ...options, prepare: !PER_RUN.test(query) });
      }
      if (key === "begin" || key === "savepoint") {
        return (...args: unknown[]) => {
          const work = args.pop() as (inner: object) => unknown;
          return value.call(target, ...args, (inner: object) => work(preparing(inner)));
        };
      }
      return value;
    },
  });
}

/** The app's database, connected on first use (so a build needs no database). */
export function getDb(): Database {
  globalForDb.oficinaDb ??= connect();
  return globalForDb.oficinaDb.db;
}

export async function closeDb() {
  await globalForDb.oficinaDb?.client.end({ timeout: 5 });
  globalForDb.oficinaDb = undefined;
}

/**
 * Runs `read` on a connection told to use each statement's generic plan. Postgres plans a named
 * statement anew on every run while its custom plans look cheaper than the generic one, which for
 * a statement of many parts costs more than it saves: the reminders' union took 12.5 ms to plan
 * and run that way, and 5.9 ms on its generic plan (the large shop, same rows). For such
 * statements only: one that needs its values to find a partial index keeps its custom plan.
 */
export function withGenericPlans<T>(read: (tx: Transaction) => Promise<T>): Promise<T> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
    return read(tx);
  });
}
