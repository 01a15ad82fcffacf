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
  return { db: drizzle(client, { schema }), client };
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
