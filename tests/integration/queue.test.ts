import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { rateLimits } from "@/db/schema";
import { sweepRateLimits } from "@/lib/maintenance/tasks";
import { enqueue } from "@/lib/queue";
import { queueState, stopQueue } from "@/lib/queue/boss";
import { runQueuedTasks, startQueue } from "@/lib/queue/worker";
import { waitFor } from "../support/wait";

async function seedCounters(prefix: string) {
  await getDb()
    .insert(rateLimits)
    .values([
      { key: `${prefix}:ended`, count: 3, resetAt: new Date(Date.now() - 1000) },
      { key: `${prefix}:live`, count: 3, resetAt: new Date(Date.now() + 60_000) },
    ]);
}

async function keysLike(prefix: string) {
  const rows = await getDb().execute<{ key: string }>(sql`select key from rate_limits where key like ${prefix + ":%"} order by key`);
  return rows.map((row) => row.key);
}

afterEach(async () => {
  await stopQueue();
});

describe("the job queue", () => {
  it("keeps a sent job in Postgres until it runs, then runs it once", async () => {
    const prefix = `queue-${crypto.randomUUID()}`;
    await seedCounters(prefix);
    expect(await enqueue(sweepRateLimits, {})).toMatch(/^[0-9a-f-]{36}$/);
    expect(await keysLike(prefix)).toEqual([`${prefix}:ended`, `${prefix}:live`]);
    expect(await runQueuedTasks()).toEqual({ ran: 1, failed: 0 });
    expect(await keysLike(prefix)).toEqual([`${prefix}:live`]);
    expect(await runQueuedTasks()).toEqual({ ran: 0, failed: 0 });
  });

  it("queues a keyed job once", async () => {
    const first = await enqueue(sweepRateLimits, {}, { key: "2026-11-26" });
    expect(first).not.toBeNull();
    expect(await enqueue(sweepRateLimits, {}, { key: "2026-11-26" })).toBeNull();
    expect(await runQueuedTasks()).toEqual({ ran: 1, failed: 0 });
  });

  it("refuses data its job does not take, before storing anything", async () => {
    await expect(enqueue(sweepRateLimits, { extra: 1 } as never)).resolves.toBeTruthy();
    await expect(enqueue(sweepRateLimits, null as never)).rejects.toThrow();
    await runQueuedTasks();
  });

  it("works jobs on its own once started, and schedules the sweep in São Paulo's time", async () => {
    await startQueue({ pollingIntervalSeconds: 0.5 });
    const prefix = `queue-${crypto.randomUUID()}`;
    await seedCounters(prefix);
    await enqueue(sweepRateLimits, {});
    await waitFor(async () => (await keysLike(prefix)).length === 1);
    const boss = await queueState().started;
    const schedules = await boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({
        name: "maintenance.rate-limits",
        cron: "*/10 * * * *",
        options: expect.objectContaining({ tz: "America/Sao_Paulo" }),
      }),
    );
  });
});
