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
import { MISSING_AUTH_SECRET_MESSAGE } from "../lib/env";
import { exitIfEnvInvalid } from "../lib/env-check";

const mode = process.argv[2];
if (mode !== "dev" && mode !== "start") {
  console.error("Uso: tsx scripts/launch.ts dev|start");
  process.exit(1);
}

// Each server process checks the environment too (instrumentation.ts), but only after it listens:
// here a bad value stops the start before Postgres or a loop of workers that come up and exit.
// What production requires (AUTH_URL, AUTH_SECRET) is checked below, once this launcher has filled
// them in for the embedded database.
exitIfEnvInvalid(process.env, { production: false });

const dataDir = path.resolve(process.env.OFICINA_DATA_DIR ?? ".data");
await fs.mkdir(dataDir, { recursive: true });

/**
 * A secret kept under .data/ so it survives restarts on a developer's machine: the sessions'
 * (auth-secret) and the key that seals the shops' certificates (nfse-certificate-key).
 */
async function localSecret(name: string) {
  const file = path.join(dataDir, name);
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
    console.error(MISSING_AUTH_SECRET_MESSAGE);
    process.exit(1);
  }
  env.AUTH_SECRET = await localSecret("auth-secret");
}
// Without one, a shop cannot keep its certificate (the upload says so); the embedded database's
// server gets a local one, production's operator sets it (docs/operations.md).
if (!env.NFSE_CERTIFICATE_KEY && (mode === "dev" || embedded)) env.NFSE_CERTIFICATE_KEY = await localSecret("nfse-certificate-key");

// Every absolute link is built from AUTH_URL (lib/site-url.ts), never from a request's Host. On a
// developer's machine (`npm run dev`, or `npm start` on the embedded database) it is this server's
// own address; a production start on a real database without it is refused, as each worker
// would refuse it too (instrumentation.ts), but here before a loop of workers that exit.
if (!env.AUTH_URL?.trim() && (mode === "dev" || embedded)) env.AUTH_URL = `http://localhost:${listenPort()}`;
if (mode === "start") exitIfEnvInvalid({ ...env, NODE_ENV: "production" });

/** The port Next will listen on: `-p`/`--port`, else PORT, else 3000 (Next's own order). */
function listenPort() {
  const args = process.argv.slice(3);
  for (const [index, arg] of args.entries()) {
    if ((arg === "-p" || arg === "--port") && args[index + 1]) return Number(args[index + 1]);
    const inline = /^--port=(\d+)$/.exec(arg);
    if (inline) return Number(inline[1]);
  }
  return Number(env.PORT) || 3000;
}

const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
/**
 * Node closes an idle keep-alive connection after 5 s. A client (a load balancer, a proxy, a test's
 * HTTP client) that sends on it at that moment gets ECONNRESET (a 502 behind a proxy), so the server
 * keeps idle connections longer than a load balancer's usual 60 s and lets the client close first.
 * The Docker image's standalone server reads the same value from KEEP_ALIVE_TIMEOUT (Dockerfile).
 */
const KEEP_ALIVE_MS = "65000";
const nextArgs = [
  mode,
  ...process.argv.slice(3),
  ...(mode === "start" && !process.argv.includes("--keepAliveTimeout") ? ["--keepAliveTimeout", KEEP_ALIVE_MS] : []),
];
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
