/**
 * The production server as `npm start` runs it (scripts/launch.ts: `next start` in one worker per
 * core, or WEB_CONCURRENCY), after `npm run build`, for the measuring scripts and the reliability
 * tests. `env` must give DATABASE_URL; AUTH_URL defaults to the server's own origin. Resolves once the server answers HTTP at all: /api/health
 * may still say 503 (database down), which is for the caller to wait on.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { freePort } from "../../db/embedded";

export type NextServer = { origin: string; stop: () => Promise<void> };

const START_TIMEOUT_MS = 60_000;

export async function startNextServer(
  env: Record<string, string | undefined>,
  options: { port?: number; serverErrors?: "show" | "hide"; checkout?: string } = {},
): Promise<NextServer> {
  // Another checkout's build (the bench's BENCH_AGAINST) runs from its own folder.
  const checkout = options.checkout ?? process.cwd();
  await fs.access(path.join(checkout, ".next", "BUILD_ID")).catch(() => {
    throw new Error(`Rode \`npm run build\` antes${options.checkout ? ` em ${checkout}` : ""}.`);
  });
  const listenPort = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  const launcher = path.join(checkout, "scripts", "launch.ts");
  const child = spawn(process.execPath, ["--import", "tsx", launcher, "start", "-p", String(listenPort), "-H", "127.0.0.1"], {
    cwd: checkout,
    stdio: ["ignore", "ignore", options.serverErrors === "hide" ? "ignore" : "inherit"],
    // Its own address as its public URL unless `env` names one: production requires AUTH_URL
    // (lib/site-url.ts), and each server's links must point at that server.
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env, AUTH_URL: env.AUTH_URL || origin },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o servidor de produção encerrou ao iniciar (código ${child.exitCode})`);
    const answers = await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    );
    if (answers) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`o servidor de produção não respondeu em ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls `check` every 100 ms until it answers true; throws after `timeoutMs`. */
export async function waitUntil(description: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${description}: não aconteceu em ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether /api/health says the app and its database are up. */
export function isHealthy(origin: string) {
  return fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}
