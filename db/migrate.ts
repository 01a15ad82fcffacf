import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

/**
 * The one migrator: used by the app's start (instrumentation.ts), `npm run db:migrate` and the
 * tests. It opens its own single connection so it never holds the app's pool.
 */
export async function migrateDatabase(databaseUrl: string) {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(client), {
      migrationsFolder: path.join(process.cwd(), "drizzle"),
    });
  } finally {
    await client.end({ timeout: 5 });
  }
}
