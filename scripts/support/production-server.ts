/**
 * A production server (`next start`, after `npm run build`) on a throwaway embedded Postgres,
 * for the measuring scripts. Resolves once /api/health answers 200.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, startEmbeddedPostgres } from "../../db/embedded";
import { migrateDatabase } from "../../db/migrate";

export type ProductionServer = { origin: string; databaseUrl: string; stop: () => Promise<void> };

export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  await fs.access(path.join(process.cwd(), ".next", "BUILD_ID")).catch(() => {
    throw new Error("Rode `npm run build` antes.");
  });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-measure-"));
  await fs.chmod(dir, 0o777); // Postgres runs as its own user when we are root
  const database = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), database: "oficina", persistent: false, quiet: true });
  await migrateDatabase(database.url);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: "measure-secret-measure-secret-measure",
      DATABASE_URL: database.url,
      ...env,
    },
  });

  const stop = async () => {
    server.kill("SIGTERM");
    await database.stop().catch(() => {});
    await fs.rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("o servidor de produção encerrou ao iniciar");
    const healthy = await fetch(`${origin}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error("o servidor de produção não respondeu em 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, databaseUrl: database.url, stop };
}
