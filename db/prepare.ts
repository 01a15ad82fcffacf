import { env } from "@/lib/env";
import { migrateDatabase } from "./migrate";

// Short: /api/health answers 503 until the migration is done, so the wait is downtime.
const RETRY_MS = 2000;

/**
 * Migrates the database when the server starts, then starts this instance's job queue workers
 * (lib/queue). If Postgres is not up yet the server still starts (health answers 503) and both are
 * retried until they succeed.
 */
export async function prepareDatabase({ startWorkers = true } = {}) {
  const url = env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL não está definido: o app não terá banco de dados.");
    return;
  }
  try {
    await migrateDatabase(url);
    if (env.NODE_ENV === "development") {
      const { ensureDemoAccount } = await import("./demo-account");
      await ensureDemoAccount();
    }
    if (startWorkers) {
      const { startQueue } = await import("@/lib/queue/worker");
      await startQueue();
    }
  } catch (error) {
    console.error(`Falha ao preparar o banco de dados; nova tentativa em ${RETRY_MS / 1000} s.`, error);
    setTimeout(() => void prepareDatabase({ startWorkers }), RETRY_MS).unref();
  }
}
