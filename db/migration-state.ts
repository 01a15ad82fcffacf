import { sql } from "drizzle-orm";
import { hasPostgresCode } from "@/lib/data/postgres-errors";
import journal from "../drizzle/meta/_journal.json";
import type { Database } from "./index";

/** When the newest migration this build ships was generated: drizzle records it as `created_at`. */
const LATEST_MIGRATION_MILLIS = Math.max(...journal.entries.map((entry) => entry.when));

/** Postgres's codes for a table or schema that does not exist (never migrated). */
const NOT_CREATED_YET = ["42P01", "3F000"];

/**
 * Whether the database has every migration this build needs. A database that answers but was not
 * migrated yet (the app started before Postgres and the retry has not run) would fail every
 * query; a newer one (migrated by the next release during a rolling deploy) is fine.
 */
export async function schemaIsCurrent(db: Database) {
  try {
    const [row] = await db.execute<{ applied: number }>(
      sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations WHERE created_at >= ${LATEST_MIGRATION_MILLIS}`,
    );
    return (row?.applied ?? 0) > 0;
  } catch (error) {
    if (NOT_CREATED_YET.some((code) => hasPostgresCode(error, code))) return false;
    throw error;
  }
}
