import { randomBytes } from "node:crypto";
import { afterAll, inject, vi } from "vitest";

// Only the database project starts Postgres (vitest.config.ts); unit files never reach it.
const databaseUrl = inject("databaseUrl");
if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
// The local storage writes under the run's own folder, never the checkout's .data: the app picks
// its storage once per process (lib/storage), so every file of a worker shares this one.
const dataDir = inject("dataDir");
if (dataDir) process.env.OFICINA_DATA_DIR = dataDir;
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret";
// Each file its own queue (lib/queue), so no file's worker runs another's jobs (with its SMTP server).
process.env.QUEUE_SCHEMA = `queue_${randomBytes(6).toString("hex")}`;

// The pool and the queue live on globalThis (db/index.ts, lib/queue/boss.ts). Their modules are
// imported only when the file opened them: importing the database and pg-boss in every file cost
// each of the ~45 unit files about a second of set-up for nothing.
const opened = globalThis as { oficinaDb?: unknown; oficinaQueue?: unknown };

afterAll(async () => {
  // unstubEnvs puts the stubs back before each test; the last test's stay until here, and the next
  // file of a shared worker must not start with them, nor with a spy a file forgot to remove.
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (opened.oficinaQueue) {
    const { queueStarted, stopQueue } = await import("@/lib/queue/boss");
    if (queueStarted()) {
      await stopQueue();
      const [{ getDb }, { sql }] = await Promise.all([import("@/db"), import("drizzle-orm")]);
      await getDb().execute(sql.raw(`DROP SCHEMA IF EXISTS ${process.env.QUEUE_SCHEMA} CASCADE`));
    }
  }
  // The files that share a worker's modules share its pool too: a new pool per file had Postgres
  // start some 580 backends in a run. A file with modules of its own may have pointed it elsewhere.
  if (opened.oficinaDb && !inject("sharesPool")) await (await import("@/db")).closeDb();
});
