/**
 * `npm run dev` / `npm start`: runs Next against DATABASE_URL when it is set; otherwise starts
 * the embedded Postgres under .data/ first. Migrations (and the dev demo account) are applied
 * by instrumentation.ts when Next starts, so Docker and this launcher share one path.
 */
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../db/embedded";
import { exitIfAdminEmailsSet } from "../db/operators";
import { parseTrustedProxyHops } from "../lib/client-address/resolve";

const mode = process.argv[2];
if (mode !== "dev" && mode !== "start") {
  console.error("Uso: tsx scripts/launch.ts dev|start");
  process.exit(1);
}

exitIfAdminEmailsSet();
// Each server process checks it too (instrumentation.ts), but only after it listens: here a bad
// value stops the start instead of a loop of workers that come up and exit.
try {
  parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
} catch (error) {
  console.error((error as Error).message);
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
const nextArgs = [mode, ...process.argv.slice(3)];
const server = mode === "start" ? startWorkers(nextBin, nextArgs, env, workerCount()) : startDev(nextBin, nextArgs, env);

/**
 * How many `next start` processes share the port: one per core unless WEB_CONCURRENCY says
 * otherwise. A Node process renders on one core; the cluster's primary hands each new connection
 * to the next worker, so a 2-core machine serves about twice the pages. Workers hold no state of
 * their own (sessions are signed cookies, rate limits live in Postgres), like instances behind a
 * load balancer.
 */
function workerCount() {
  const requested = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(requested) && requested > 0 ? requested : os.availableParallelism();
}

function startDev(bin: string, args: string[], childEnv: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: "inherit", env: childEnv });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.on("exit", (code) => void shutdown(code ?? 0));
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

function startWorkers(bin: string, args: string[], workerEnv: NodeJS.ProcessEnv, count: number) {
  // execArgv: [] so the workers run plain Node. By default they would inherit this process's
  // tsx loader, which hooks every module Next loads and, at shutdown, writes to an IPC channel
  // that is already closing (an `uncaughtException: write EPIPE` in the logs).
  cluster.setupPrimary({ exec: bin, args, execArgv: [] });
  const fork = () => {
    const worker = cluster.fork(workerEnv);
    let served = false;
    worker.once("listening", () => (served = true));
    worker.once("exit", (code, signal) => {
      if (stopping) return;
      // One that never came up (no build, a bad port…) would fail again: stop with its code.
      if (!served) return void shutdown(code || 1);
      // One that crashed while serving is replaced; the others keep serving meanwhile.
      console.error(`▸ Processo ${worker.process.pid} encerrou (${signal ?? code}); iniciando outro.`);
      fork();
    });
  };
  for (let index = 0; index < count; index++) fork();
  if (count > 1) console.log(`▸ ${count} processos do servidor (WEB_CONCURRENCY para mudar)`);
  return {
    stop: async () => {
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      await Promise.all(
        workers.map((worker) => {
          const exited = new Promise((resolve) => worker.once("exit", resolve));
          worker.process.kill("SIGTERM");
          return exited;
        }),
      );
    },
  };
}

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await server.stop();
  await embedded?.stop().catch(() => {});
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutdown(0));
