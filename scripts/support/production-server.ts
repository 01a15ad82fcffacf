/**
 * A production server (`next start`, after `npm run build`) on a throwaway embedded Postgres,
 * for the measuring scripts. Resolves once /api/health answers 200.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../db/embedded";
import { migrateDatabase } from "../../db/migrate";
import { isHealthy, startNextServer, waitUntil, type NextServer } from "./next-server";

export type ProductionServer = {
  origin: string;
  databaseUrl: string;
  /** The server's OFICINA_DATA_DIR (its uploads and cached PDFs), thrown away with the database. */
  dataDir: string;
  stop: () => Promise<void>;
};

export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-measure-"));
  await fs.chmod(dir, 0o777); // Postgres runs as its own user when we are root
  const database = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), database: "oficina", persistent: false, quiet: true });
  await migrateDatabase(database.url);
  let server: NextServer | undefined;
  const stop = async () => {
    await server?.stop();
    await database.stop().catch(() => {});
    await fs.rm(dir, { recursive: true, force: true });
  };

  try {
    const dataDir = path.join(dir, "data");
    server = await startNextServer({
      AUTH_SECRET: "measure-secret-measure-secret-measure",
      DATABASE_URL: database.url,
      OFICINA_DATA_DIR: dataDir,
      ...env,
    });
    const { origin } = server;
    await waitUntil("/api/health responder 200", () => isHealthy(origin), 60_000);
    return { origin, databaseUrl: database.url, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
