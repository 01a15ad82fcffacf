import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

/**
 * The one migrator: used by the app's start (instrumentation.ts), `npm run db:migrate` and the
 * tests. It opens its own single connection so it never holds the app's pool, and holds an
 * advisory lock on it: app instances starting together (or several workers of one) take turns
 * instead of applying the same migration twice. Closing the connection releases the lock.
 */
export async function migrateDatabase(databaseUrl: string) {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`SELECT pg_advisory_lock(hashtext('oficina-digital:migrations'))`;
    await migrate(drizzle(client), {
      migrationsFolder: path.join(process.cwd(), "drizzle"),
    });
  } finally {
    await client.end({ timeout: 5 });
  }
}
