import { z } from "@/lib/validation/zod";

/**
 * One kind of background task: its queue's name, the shape of its data (checked when it is sent
 * and again when it runs: a task's data outlives the code that wrote it), and what running it does.
 * A run that throws is retried with backoff (./boss.ts DEFAULT_RETRY); one that returns is done.
 *
 * Every task is written to be run twice: a retry after a crash, or two instances, may run it again.
 * What must happen once (an e-mail) is guarded by a row written in the same transaction as the
 * work (db/schema/reminders.ts automatic_emails, for instance).
 */
export type TaskDefinition<Data> = {
  /** The pg-boss queue: lower-case words and dots, 'mail.account-link'. */
  name: string;
  data: z.ZodType<Data>;
  run: (data: Data, context: { runId: string }) => Promise<void>;
  /** A schedule in São Paulo's time (cron syntax): the queue sends it to itself, once per tick across instances. */
  cron?: string;
  /** Overrides of ./boss.ts DEFAULT_RETRY for this queue. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long a run may take before it counts as dead (its process gone) and is retried. */
  expireInSeconds?: number;
  /**
   * How many of this queue's tasks one instance runs at once (default 1): the worker fetches up to
   * this many together, and each is completed, or failed and retried, on its own. For a queue
   * that gets many tasks at once (the morning's one task per shop).
   */
  concurrency?: number;
};

/** Declares a task; the list of every task is ./tasks.ts. */
export function defineTask<Data>(definition: TaskDefinition<Data>): TaskDefinition<Data> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/.test(definition.name)) throw new Error(`nome de fila inválido: ${definition.name}`);
  return definition;
}

// A list of tasks of different data: each is only ever run with its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTaskDefinition = TaskDefinition<any>;

/**
 * The data of a task about one shop: `shopId` and `shape`. A task queued before migration 0039
 * named the shop `userId` (its founder's id, which the shop kept as its own): it is read as
 * `shopId`, so none queued across the upgrade fails for its name.
 */
export function shopTaskData<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(
    (data) =>
      typeof data === "object" && data !== null && !("shopId" in data) && "userId" in data ? { ...data, shopId: data.userId } : data,
    z.object({ shopId: z.string().uuid(), ...shape }),
  );
}
