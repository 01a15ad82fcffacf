import "server-only";
import { createHash } from "node:crypto";
import type { TaskDefinition } from "./define";
import { ensureQueues, queueState } from "./boss";

export type EnqueueOptions = {
  /**
   * Names the task: a second send with the same key while the first is kept (queued, running, or
   * done in the last 12 hours) adds nothing. The day's fan-out uses it, so two instances starting
   * the same day's work queue it once.
   */
  key?: string;
  /** Not before this moment. */
  startAfter?: Date;
};

/** A UUID that only `text` gives (the task's id in pg-boss, which refuses a second task with it). */
function idOf(text: string) {
  const hex = createHash("sha256").update(text).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Sends a task to its queue; resolves once it is stored in Postgres, so it survives whatever
 * happens to this process next, with its id (null when `key` named a task already there). A worker
 * of this process, if it has one, is woken at once.
 */
export async function enqueue<Data>(task: TaskDefinition<Data>, data: Data, options: EnqueueOptions = {}) {
  const payload = task.data.parse(data) as object;
  const boss = await ensureQueues([task]);
  const id = await boss.send(task.name, payload, {
    ...(options.key ? { id: idOf(`${task.name}:${options.key}`) } : {}),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
  });
  const worker = queueState().workers.get(task.name);
  if (worker) boss.notifyWorker(worker);
  return id;
}
