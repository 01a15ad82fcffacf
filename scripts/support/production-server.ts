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
  /** The build of another checkout (its own `npm run build`) on this database and data: a before beside an after. */
  startAlongside: (checkout: string) => Promise<NextServer>;
  stop: () => Promise<void>;
};

const AUTH_SECRET = "measure-secret-measure-secret-measure";

export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-measure-"));
  await fs.chmod(dir, 0o777); // Postgres runs as its own user when we are root
  const database = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), database: "oficina", persistent: false, quiet: true });
  await migrateDatabase(database.url);
  let server: NextServer | undefined;
  const alongside: NextServer[] = [];
  const stop = async () => {
    await Promise.all(alongside.map((other) => other.stop()));
    await server?.stop();
    await database.stop().catch(() => {});
    await fs.rm(dir, { recursive: true, force: true });
  };

  try {
    const dataDir = path.join(dir, "data");
    const serverEnv = { AUTH_SECRET, DATABASE_URL: database.url, OFICINA_DATA_DIR: dataDir, ...env };
    server = await startNextServer(serverEnv);
    const { origin } = server;
    await waitUntil("/api/health responder 200", () => isHealthy(origin), 60_000);
    const startAlongside = async (checkout: string) => {
      const other = await startNextServer(serverEnv, { checkout });
      alongside.push(other);
      await waitUntil(`/api/health de ${checkout} responder 200`, () => isHealthy(other.origin), 60_000);
      return other;
    };
    return { origin, databaseUrl: database.url, dataDir, startAlongside, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
