import "server-only";
import type PgBoss from "pg-boss";
import type { AnyJobDefinition } from "./define";
import { ensureQueues, queueState, SHOP_TIME_ZONE, type QueueTiming } from "./boss";
import { JOBS } from "./jobs";

/** Runs one job with its data checked; a failure is logged with the job's queue and id, never its data. */
async function runJob(job: AnyJobDefinition, { id, data }: PgBoss.Job<unknown>) {
  try {
    await job.run(job.data.parse(data), { jobId: id });
  } catch (error) {
    console.error(`Tarefa ${job.name} (${id}) falhou; a fila tentará de novo.`, error);
    throw error;
  }
}

/**
 * Starts this instance's workers (instrumentation.ts, once the database is migrated): one per
 * queue, each taking one job at a time, and the schedules of the jobs that have one. Every
 * instance does this; pg-boss hands each job to one of them, and each scheduled tick to one.
 */
export async function startQueue(timing: QueueTiming = {}) {
  const state = queueState(timing);
  const boss = await ensureQueues(JOBS);
  for (const job of JOBS) {
    if (state.workers.has(job.name)) continue;
    let worker = "";
    const options = { batchSize: job.concurrency ?? 1, pollingIntervalSeconds: timing.pollingIntervalSeconds ?? 2 };
    worker = await boss.work(job.name, options, async (jobs) => {
      // A worker that found work looks again at once: only an empty look waits the polling
      // interval (pg-boss waits it after every batch otherwise, one job per 2 s per queue).
      boss.notifyWorker(worker);
      if (jobs.length === 1) return runJob(job, jobs[0]!);
      // Each settles on its own: one failing does not fail (and rerun) the others. pg-boss then
      // completes the batch, which touches only jobs still active: none.
      await Promise.all(
        jobs.map(async (one) => {
          try {
            await runJob(job, one);
            await boss.complete(job.name, one.id);
          } catch (error) {
            await boss.fail(job.name, one.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
    });
    state.workers.set(job.name, worker);
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: SHOP_TIME_ZONE });
  }
}

/**
 * Runs here, now, every job waiting in any queue (and the ones they send), until none is left
 * whose time has come; a job waiting out a retry's delay stays queued. For the tests, which read
 * the result at once, and for the operator's `jobs run`. Answers how many ran and how many failed.
 */
export async function runQueuedJobs(): Promise<{ ran: number; failed: number }> {
  const boss = await ensureQueues(JOBS);
  let ran = 0;
  let failed = 0;
  for (let round = 0; round < 100; round++) {
    let fetched = 0;
    for (const job of JOBS) {
      for (const one of await boss.fetch<unknown>(job.name, { batchSize: 50 })) {
        fetched++;
        try {
          await runJob(job, one);
          await boss.complete(job.name, one.id);
          ran++;
        } catch (error) {
          await boss.fail(job.name, one.id, { message: error instanceof Error ? error.message : String(error) });
          failed++;
        }
      }
    }
    if (fetched === 0) break;
  }
  return { ran, failed };
}
