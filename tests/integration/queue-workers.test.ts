/**
 * The queue itself: two instances (two pg-boss's with their own connections, on one
 * schema) share the work and run each job exactly once; a run that never ends (its process dead,
 * as Postgres sees it) is run again by the other instance once it expires.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { enqueue } from "@/lib/queue";
import { queueState, stopQueue } from "@/lib/queue/boss";
import { startQueue } from "@/lib/queue/worker";
import { FAST, hangNext, proofJob, releaseHungRuns, runs, runsOf, startOtherInstance } from "../support/queue-proofs";
import { waitFor } from "../support/wait";

vi.mock("@/lib/queue/tasks", async () => ({ TASKS: (await import("../support/queue-proofs")).PROOF_JOBS }));

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  releaseHungRuns();
  for (const stop of stops.splice(0)) await stop();
  await stopQueue();
});

async function states(ids: string[]) {
  const rows = await getDb().execute<{ state: string }>(
    sql`select state from ${sql.identifier(process.env.QUEUE_SCHEMA!)}.job where id in ${ids}`,
  );
  return rows.map((row) => row.state);
}

describe("two instances on one queue", () => {
  it("run each of 40 jobs exactly once between them", async () => {
    await startQueue(FAST);
    const other = await startOtherInstance();
    stops.push(other.stop);
    // Each worker wakes itself after each run (lib/queue/worker.ts): its calls count its runs. This
    // process's is also woken by each send.
    const mine = vi.spyOn(queueState().boss, "notifyWorker");
    const theirs = vi.spyOn(other.boss, "notifyWorker");
    const keys: string[] = Array.from({ length: 40 }, () => randomUUID());
    const ids = await Promise.all(keys.map((key) => enqueue(proofJob, { key, workMs: 20 })));
    await waitFor(async () => (await states(ids as string[])).every((state) => state === "completed"), "every job completed");
    for (const key of keys) expect(runsOf(key)).toHaveLength(1);
    expect(new Set(runs.filter((run) => keys.includes(run.key)).map((run) => run.runId)).size).toBe(40);
    const ranHere = mine.mock.calls.length - keys.length;
    const ranThere = theirs.mock.calls.length;
    expect(ranHere + ranThere).toBe(40);
    console.info(`40 jobs: ${ranHere} here, ${ranThere} on the other instance`);
    // Both took a share.
    expect(Math.min(ranHere, ranThere)).toBeGreaterThan(0);
  });

  it("a run that never ends is run again by the other instance once it expires", async () => {
    await startQueue(FAST);
    const key = randomUUID();
    hangNext.add(key);
    const id = await enqueue(proofJob, { key });
    // This instance took it and will never finish it: to Postgres, the same as a process that died.
    await waitFor(() => runsOf(key).length === 1, "the first run");
    const other = await startOtherInstance();
    stops.push(other.stop);
    await waitFor(async () => (await states([id!]))[0] === "completed", "the second run to complete", 20_000);
    const [first, second] = runsOf(key);
    expect(second?.runId).toBe(id);
    // Not before the expiry (2 s) noticed it dead.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(2_000);
  });
});
