import "server-only";
import PgBoss from "pg-boss";
import { withSetUpLock } from "@/lib/data/queue-setup";
import { env } from "@/lib/env";
import { SHOP_TIME_ZONE } from "@/lib/format";
import type { AnyTaskDefinition } from "./define";

export { SHOP_TIME_ZONE };

/**
 * The task queue: pg-boss on the app's own Postgres, in its own schema (QUEUE_SCHEMA, created and
 * migrated by pg-boss at start). No extra service: every instance of the app sends and works tasks;
 * Postgres's `FOR UPDATE SKIP LOCKED` hands each task to one worker. pg-boss 10 is the last line that
 * runs on Node 20 (11 needs Node 22): pinned.
 */

/** A failed run is retried 8 times, 30 s, 1 min, 2 min… apart (about 2 hours in all), then kept as failed for the operator. */
export const DEFAULT_RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true } as const;
/** A run still active after this is taken for dead (its process stopped) and retried. */
export const DEFAULT_EXPIRE_SECONDS = 5 * 60;

/** What the tests change: how fast a dead run is noticed and a worker looks for work. */
export type QueueTiming = {
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  expireInSeconds?: number;
  /** The first retry's delay for every queue (the tests: 1 s rather than a task's own). */
  retryDelaySeconds?: number;
};

type QueueState = {
  boss: PgBoss;
  started: Promise<PgBoss>;
  timing: QueueTiming;
  workers: Map<string, string>;
  /** Each task's queue, once created or brought up to date by this process (ensureQueues). */
  queues: Map<string, Promise<void>>;
};

// Kept on globalThis like the database pool: a dev hot reload must not start a second queue.
const globalForQueue = globalThis as unknown as { oficinaQueue?: QueueState };

function createBoss(timing: QueueTiming) {
  const url = env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL não está definido");
  const boss = new PgBoss({
    connectionString: url,
    schema: env.QUEUE_SCHEMA,
    application_name: "oficina-fila",
    max: 4,
    // Failed tasks stay where `npm run operator -- tasks` can list and retry them for 30 days. A
    // task's data may hold an address typed at 'Esqueci minha senha': the archive keeps done tasks
    // (moved there after 12 hours) a week only.
    archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds ?? 60,
    // The clock that sends each schedule's ticks. Not in the tests: a tick of the 06:00 fan-out
    // would e-mail every shop of the shared test database into whichever file's queue ran then,
    // and add runs to the counts a test checks. The schedules themselves are still written.
    schedule: env.NODE_ENV !== "test",
  });
  // Without a listener an 'error' (Postgres restarting, say) would end the process; pg-boss keeps
  // polling and picks up again once the database is back. The message only: a pg error carries its
  // whole client (about a hundred lines a time while Postgres restarts).
  boss.on("error", (error) => console.error("Fila de tarefas: erro (tentará de novo).", error instanceof Error ? error.message : error));
  return boss;
}

/**
 * Creates these tasks' queues, or brings their retry options up to date, once per process each, and
 * answers the started queue. One process at a time: the `npm start` workers start together, and two
 * pg-boss create_queue calls for the same queue at once deadlock (seen in the bench: "deadlock
 * detected … in relation queue"). A transaction of the app's pool holds an advisory lock while this
 * process's pg-boss connections do the work. The tasks are handed in (the workers hand the whole list,
 * enqueue its one task), so the queue never imports the areas whose tasks import it.
 */
export async function ensureQueues(tasks: readonly AnyTaskDefinition[]): Promise<PgBoss> {
  const state = queueState();
  const boss = await state.started;
  const missing = tasks.filter((task) => !state.queues.has(task.name));
  if (missing.length > 0) {
    const done = withSetUpLock(`oficina-queue-setup:${env.QUEUE_SCHEMA}`, () => createOrUpdateQueues(boss, state.timing, missing));
    for (const task of missing) state.queues.set(task.name, done);
    // A failed set-up is not kept: the next send or start tries again.
    done.catch(() => {
      for (const task of missing) if (state.queues.get(task.name) === done) state.queues.delete(task.name);
    });
  }
  await Promise.all(tasks.map((task) => state.queues.get(task.name)));
  return boss;
}

async function createOrUpdateQueues(boss: PgBoss, timing: QueueTiming, tasks: readonly AnyTaskDefinition[]) {
  for (const task of tasks) {
    const options = {
      name: task.name,
      retryLimit: task.retryLimit ?? DEFAULT_RETRY.retryLimit,
      retryDelay: timing.retryDelaySeconds ?? task.retryDelaySeconds ?? DEFAULT_RETRY.retryDelay,
      retryBackoff: DEFAULT_RETRY.retryBackoff,
      expireInSeconds: timing.expireInSeconds ?? task.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    };
    if (await boss.getQueue(task.name)) await boss.updateQueue(task.name, options);
    else await boss.createQueue(task.name, options);
  }
}

/**
 * The started queue, started on first use (a process that only sends, like a test or a script).
 * `timing` counts only on the call that starts it.
 */
export function queueState(timing: QueueTiming = {}): QueueState {
  if (!globalForQueue.oficinaQueue) {
    const boss = createBoss(timing);
    const started = boss.start().then(() => boss);
    // A failed start is not cached: the next call tries again (the database may be coming up).
    started.catch(() => {
      if (globalForQueue.oficinaQueue?.boss === boss) globalForQueue.oficinaQueue = undefined;
    });
    globalForQueue.oficinaQueue = { boss, started, timing, workers: new Map(), queues: new Map() };
  }
  return globalForQueue.oficinaQueue;
}

/** Whether this process has a queue (tests settle it only then). */
export function queueStarted() {
  return globalForQueue.oficinaQueue !== undefined;
}

/** Stops this process's queue: its workers finish the run in hand (up to 10 s), the rest stays queued. */
export async function stopQueue() {
  const state = globalForQueue.oficinaQueue;
  globalForQueue.oficinaQueue = undefined;
  if (!state) return;
  await state.started.catch(() => undefined);
  await state.boss.stop({ graceful: true, timeout: 10_000 });
}
