/**
 * A queue with `concurrency` (the morning's one job per shop): a worker takes a batch, settles each
 * job on its own (one failing fails only itself), and looks again at once while it finds work,
 * instead of waiting the polling interval after every batch.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../support/wait";

const { ensureQueues, queueState, stopQueue } = await import("@/lib/queue/boss");
const { startQueue } = await import("@/lib/queue/worker");
const { remindersShop } = await import("@/lib/reminders/tasks");
const { shopToday } = await import("@/lib/calendar");

afterEach(async () => {
  await stopQueue();
});

describe("a queue that runs several jobs at once", () => {
  it("drains a backlog larger than a batch well within one polling interval, each job settled on its own", async () => {
    // Polls a minute apart: a worker that waited for the next poll after a batch would take that long,
    // one that looks again at once takes seconds even on a busy machine.
    queueState({ pollingIntervalSeconds: 60 });
    const boss = await ensureQueues([remindersShop]);
    // Stored straight into the queue (as another instance's tick would): nobody notifies this worker.
    const day = shopToday();
    const fine = Array.from({ length: 20 }, () => ({ name: remindersShop.name, data: { shopId: randomUUID(), day }, id: randomUUID() }));
    const broken = { name: remindersShop.name, data: { shopId: "not-a-shop", day }, id: randomUUID() };
    await boss.insert([...fine, broken]);
    const started = Date.now();
    await startQueue({ pollingIntervalSeconds: 60 });
    const states = async () =>
      Promise.all([...fine, broken].map(async (job) => (await boss.getJobById(remindersShop.name, job.id))?.state));
    await waitFor(async () => (await states()).every((state) => state !== "created" && state !== "active"), "every job settled", 30_000);
    expect(Date.now() - started).toBeLessThan(30_000);
    const settled = await states();
    expect(settled.slice(0, fine.length).every((state) => state === "completed")).toBe(true);
    expect(settled.at(-1)).toBe("retry");
  }, 45_000);
});
