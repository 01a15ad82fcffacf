/**
 * The queue itself: the database restarting under a running worker. The worker keeps
 * polling through the outage (its errors are logged, not fatal) and works jobs again once Postgres
 * is back: one queued before the restart and one sent after. A Postgres of its own, so the other
 * test files' database stays up.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/db/embedded";
import { enqueue } from "@/lib/queue";
import { stopQueue } from "@/lib/queue/boss";
import { startQueue } from "@/lib/queue/worker";
import { FAST, proofJob, runsOf } from "../support/queue-proofs";
import { waitFor } from "../support/wait";

vi.mock("@/lib/queue/tasks", async () => ({ TASKS: (await import("../support/queue-proofs")).PROOF_JOBS }));

const testDatabaseUrl = process.env.DATABASE_URL;
let dir = "";
let database: EmbeddedDatabase | undefined;

afterAll(async () => {
  await stopQueue();
  process.env.DATABASE_URL = testDatabaseUrl;
  await database?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

async function startDatabase(port?: number) {
  return startEmbeddedPostgres({ dir: path.join(dir, "data"), database: "fila", port, quiet: true, throwaway: true });
}

describe("the database restarting under a running worker", () => {
  it("leaves the worker working again once Postgres is back, with what was queued before", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-fila-pg-"));
    await fs.chmod(dir, 0o777);
    database = await startDatabase();
    const port = Number(new URL(database.url).port);
    // Only the queue runs on this database (the proof job touches no table).
    process.env.DATABASE_URL = database.url;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);

    await startQueue(FAST);
    const before = randomUUID();
    await enqueue(proofJob, { key: before });
    await waitFor(() => runsOf(before).length === 1, "a job before the restart");

    // Queued, not due yet: it must outlive the restart.
    const queued = randomUUID();
    await enqueue(proofJob, { key: queued }, { startAfter: new Date(Date.now() + 2_000) });
    await database.stop();
    database = await startDatabase(port);

    const after = randomUUID();
    await waitFor(async () => {
      try {
        await enqueue(proofJob, { key: after });
        return true;
      } catch {
        return false; // the pool's connections died with the old server: the next try opens new ones
      }
    }, "a send after the restart");
    await waitFor(() => runsOf(queued).length === 1 && runsOf(after).length >= 1, "both jobs run after the restart", 20_000);
    expect(runsOf(before)).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith("Fila de tarefas: erro (tentará de novo).", expect.anything());
  });
});
