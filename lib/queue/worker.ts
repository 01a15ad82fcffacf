import "server-only";
import type PgBoss from "pg-boss";
import type { AnyTaskDefinition } from "./define";
import { ensureQueues, queueState, SHOP_TIME_ZONE, type QueueTiming } from "./boss";
import { TASKS } from "./tasks";

/** Runs one task with its data checked; a failure is logged with the task's queue and id, never its data. */
async function runTask(task: AnyTaskDefinition, { id, data }: PgBoss.Job<unknown>) {
  try {
    await task.run(task.data.parse(data), { runId: id });
  } catch (error) {
    console.error(`Tarefa ${task.name} (${id}) falhou; a fila tentará de novo.`, error);
    throw error;
  }
}

/**
 * Starts this instance's workers (instrumentation.ts, once the database is migrated): one per
 * queue, each taking one task at a time, and the schedules of the tasks that have one. Every
 * instance does this; pg-boss hands each task to one of them, and each scheduled tick to one.
 */
export async function startQueue(timing: QueueTiming = {}) {
  const state = queueState(timing);
  const boss = await ensureQueues(TASKS);
  for (const task of TASKS) {
    if (state.workers.has(task.name)) continue;
    let worker = "";
    const options = { batchSize: task.concurrency ?? 1, pollingIntervalSeconds: timing.pollingIntervalSeconds ?? 2 };
    worker = await boss.work(task.name, options, async (jobs) => {
      // A worker that found work looks again at once: only an empty look waits the polling
      // interval (pg-boss waits it after every batch otherwise, one task per 2 s per queue).
      boss.notifyWorker(worker);
      if (jobs.length === 1) return runTask(task, jobs[0]!);
      // Each settles on its own: one failing does not fail (and rerun) the others. pg-boss then
      // completes the batch, which touches only tasks still active: none.
      await Promise.all(
        jobs.map(async (one) => {
          try {
            await runTask(task, one);
            await boss.complete(task.name, one.id);
          } catch (error) {
            await boss.fail(task.name, one.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
    });
    state.workers.set(task.name, worker);
    if (task.cron) await boss.schedule(task.name, task.cron, {}, { tz: SHOP_TIME_ZONE });
  }
}

/**
 * Runs here, now, every task waiting in any queue (and the ones they send), until none is left
 * whose time has come; a task waiting out a retry's delay stays queued. For the tests, which read
 * the result at once, and for the operator's `jobs run`. Answers how many ran and how many failed.
 */
export async function runQueuedTasks(): Promise<{ ran: number; failed: number }> {
  const boss = await ensureQueues(TASKS);
  let ran = 0;
  let failed = 0;
  for (let round = 0; round < 100; round++) {
    let fetched = 0;
    for (const task of TASKS) {
      for (const one of await boss.fetch<unknown>(task.name, { batchSize: 50 })) {
        fetched++;
        try {
          await runTask(task, one);
          await boss.complete(task.name, one.id);
          ran++;
        } catch (error) {
          await boss.fail(task.name, one.id, { message: error instanceof Error ? error.message : String(error) });
          failed++;
        }
      }
    }
    if (fetched === 0) break;
  }
  return { ran, failed };
}
