/**
 * The queue's house-keeping. 'maintenance.expired-links' deletes the account links used or
 * expired more than a week ago and the expired sessions, and nothing that still opens something.
 */
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { accountTokens, sessions } from "@/db/schema";
import { cleanExpiredLinks } from "@/lib/maintenance/tasks";
import { enqueue } from "@/lib/queue";
import { queueState, stopQueue } from "@/lib/queue/boss";
import { runQueuedTasks, startQueue } from "@/lib/queue/worker";
import { createMechanic } from "../support/factories";

const DAY = 24 * 60 * 60 * 1000;

afterEach(async () => {
  await stopQueue();
});

function ago(ms: number) {
  return new Date(Date.now() - ms);
}

describe("the clean-up of expired links", () => {
  it("deletes links used or expired over a week ago and expired sessions; keeps the rest", async () => {
    const account = await createMechanic();
    const token = (label: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId: account.id,
      purpose: "reset_password" as const,
      email: account.email,
      tokenHash: `${label}-${randomBytes(16).toString("hex")}`,
      createdAt: ago(30 * DAY),
      expiresAt,
      usedAt,
    });
    const rows = await getDb()
      .insert(accountTokens)
      .values([
        token("expired-long-ago", ago(8 * DAY)),
        token("used-long-ago", new Date(Date.now() + DAY), ago(8 * DAY)),
        token("expired-yesterday", ago(DAY)),
        token("used-today", new Date(Date.now() + DAY), ago(60_000)),
        token("live", new Date(Date.now() + DAY)),
      ])
      .returning({ hash: accountTokens.tokenHash });
    const sessionRows = await getDb()
      .insert(sessions)
      .values([
        { userId: account.id, createdAt: ago(40 * DAY), expiresAt: ago(1000) },
        { userId: account.id, createdAt: ago(DAY), expiresAt: new Date(Date.now() + DAY) },
      ])
      .returning({ id: sessions.id, expiresAt: sessions.expiresAt });

    await enqueue(cleanExpiredLinks, {});
    expect(await runQueuedTasks()).toEqual({ ran: 1, failed: 0 });

    const left = await getDb()
      .select({ hash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(
        inArray(
          accountTokens.tokenHash,
          rows.map((row) => row.hash),
        ),
      );
    expect(left.map((row) => row.hash.split("-").slice(0, -1).join("-")).sort()).toEqual(["expired-yesterday", "live", "used-today"]);
    const openSessions = await getDb().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, account.id));
    expect(openSessions.map((row) => row.id)).toEqual([sessionRows[1]!.id]);
  });

  it("is scheduled every night in São Paulo's time", async () => {
    await startQueue({ pollingIntervalSeconds: 0.5 });
    const boss = await queueState().started;
    expect(await boss.getSchedules()).toContainEqual(
      expect.objectContaining({
        name: "maintenance.expired-links",
        cron: "30 3 * * *",
        options: expect.objectContaining({ tz: "America/Sao_Paulo" }),
      }),
    );
  });
});
