/**
 * `npm run dev` / `npm start`: runs Next against DATABASE_URL when it is set; otherwise starts
 * the embedded Postgres under .data/ first. Migrations (and the dev demo account) are applied
 * by instrumentation.ts when Next starts, so Docker and this launcher share one path.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../db/embedded";

const mode = process.argv[2];
if (mode !== "dev" && mode !== "start") {
  console.error("Uso: tsx scripts/launch.ts dev|start");
  process.exit(1);
}

const dataDir = path.resolve(process.env.OFICINA_DATA_DIR ?? ".data");
await fs.mkdir(dataDir, { recursive: true });

/** A secret kept under .data/ so sessions survive restarts on a developer's machine. */
async function localAuthSecret() {
  const file = path.join(dataDir, "auth-secret");
  const existing = await fs.readFile(file, "utf8").catch(() => "");
  if (existing.trim()) return existing.trim();
  const secret = randomBytes(32).toString("base64url");
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}

let embedded: EmbeddedDatabase | undefined;
const env = { ...process.env };

if (!env.DATABASE_URL) {
  const started = Date.now();
  embedded = await startEmbeddedPostgres({
    dir: path.join(dataDir, "postgres"),
    database: "oficina",
    port: env.EMBEDDED_POSTGRES_PORT ? Number(env.EMBEDDED_POSTGRES_PORT) : undefined,
  });
  env.DATABASE_URL = embedded.url;
  console.log(`▸ Postgres embutido pronto em ${Date.now() - started} ms (${path.relative(process.cwd(), dataDir)}/postgres)`);
}

if (!env.AUTH_SECRET) {
  if (mode === "start" && env.NODE_ENV === "production" && !embedded) {
    console.error("Defina AUTH_SECRET em produção.");
    process.exit(1);
  }
  env.AUTH_SECRET = await localAuthSecret();
}

const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const child = spawn(process.execPath, [nextBin, mode, ...process.argv.slice(3)], { stdio: "inherit", env });

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) child.kill("SIGTERM");
  await embedded?.stop().catch(() => {});
  process.exit(code);
}

child.on("exit", (code) => void shutdown(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown(0));
