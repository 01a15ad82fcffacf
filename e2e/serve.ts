/**
 * The e2e server: a fresh embedded Postgres, migrated once, and two production servers on it:
 * E2E_PORT (3100) as deployed, and the next port with proxy.ts switched off, to prove that the server-side checks
 * hold on their own. Run by Playwright's webServer after `npm run build`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../db/embedded";
import { migrateDatabase } from "../db/migrate";
import { E2E_ENV, E2E_PORT, E2E_PORT_WITHOUT_PROXY } from "./env";

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-e2e-"));
await fs.chmod(dir, 0o777);
const database = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), database: "oficina_e2e", persistent: false, quiet: true });
await migrateDatabase(database.url);

const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
function startServer(port: number, extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: "inherit",
    // Uploads (local storage driver) go to the same throwaway directory as the database.
    env: { ...process.env, ...E2E_ENV, DATABASE_URL: database.url, OFICINA_DATA_DIR: dir, ...extraEnv },
  });
}
const servers = [startServer(E2E_PORT_WITHOUT_PROXY, { OFICINA_DISABLE_PROXY: "1" }), startServer(E2E_PORT)];

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.kill("SIGTERM");
  await database.stop().catch(() => {});
  await fs.rm(dir, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop());
for (const server of servers) server.on("exit", () => void stop());
