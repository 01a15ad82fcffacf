/**
 * What the queue's proofs (tests/integration/queue-*.test.ts) run: a job that records each of its
 * runs here, and can be told to fail or to hang, and a second, independent queue instance in the
 * same process (its own pg-boss and connections on the same schema), as another app instance would
 * be. A proof file puts the job in place of the app's with
 *   vi.mock("@/lib/queue/tasks", async () => ({ TASKS: (await import("../support/queue-proofs")).PROOF_JOBS }));
 */
import type PgBoss from "pg-boss";
import { defineTask } from "@/lib/queue";
import type { QueueTiming } from "@/lib/queue/boss";
import { z } from "@/lib/validation/zod";

/** The timing of the proofs: a dead run noticed in 2 s, workers looking for work twice a second. */
export const FAST: QueueTiming = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 2 };

/** Every run of the proof job so far: its key, its pg-boss id, and when it started. */
export const runs: { key: string; runId: string; at: number }[] = [];
/** Keys whose runs throw while they are here. */
export const failing = new Set<string>();
/** Keys whose next run never ends (its process stuck or dead, as the database sees it). */
export const hangNext = new Set<string>();
const hung: (() => void)[] = [];

export const proofJob = defineTask({
  name: "test.proof",
  /** `workMs`: how long the run works (a mail's SMTP round trip, say), so two workers overlap. */
  data: z.object({ key: z.string(), workMs: z.number().int().min(0).optional() }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  run: async ({ key, workMs }, { runId }) => {
    runs.push({ key, runId, at: Date.now() });
    if (workMs) await new Promise((resolve) => setTimeout(resolve, workMs));
    if (failing.has(key)) throw new Error(`falha de teste (${key.slice(0, 8)})`);
    if (hangNext.delete(key)) await new Promise<void>((resolve) => hung.push(resolve));
  },
});

export const PROOF_JOBS = [proofJob];

export function runsOf(key: string) {
  return runs.filter((run) => run.key === key);
}

/** Lets the hung runs end (before their instance stops: a graceful stop waits for them). */
export function releaseHungRuns() {
  for (const release of hung.splice(0)) release();
}

type QueueState = { boss: PgBoss };
const globalForQueue = globalThis as unknown as { oficinaQueue?: QueueState };

/**
 * Starts a second instance's queue (pg-boss, workers, schedules) through the app's own startQueue,
 * beside this process's: the app keeps one per process on globalThis, so it is set aside while
 * the second starts and put back after. Answers how to stop the second.
 */
export async function startOtherInstance(timing: QueueTiming = FAST) {
  const mine = globalForQueue.oficinaQueue;
  globalForQueue.oficinaQueue = undefined;
  let other: QueueState | undefined;
  try {
    // Loaded here, not at the top: the worker imports the job list, which the tests mock with this file.
    const { startQueue } = await import("@/lib/queue/worker");
    await startQueue(timing);
    other = globalForQueue.oficinaQueue;
  } finally {
    globalForQueue.oficinaQueue = mine;
  }
  return {
    boss: other!.boss,
    stop: () => other!.boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
