import { env } from "@/lib/env";
import { migrateDatabase } from "./migrate";

// Short: /api/health answers 503 until the migration is done, so the wait is downtime.
const RETRY_MS = 2000;

/**
 * Migrates the database when the server starts. If Postgres is not up yet the server still
 * starts (health answers 503) and the migration is retried until it succeeds.
 */
export async function prepareDatabase() {
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
  } catch (error) {
    console.error(`Falha ao preparar o banco de dados; nova tentativa em ${RETRY_MS / 1000} s.`, error);
    setTimeout(() => void prepareDatabase(), RETRY_MS).unref();
  }
}
