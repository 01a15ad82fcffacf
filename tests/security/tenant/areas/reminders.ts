/**
 * Tenant isolation: 'Lembretes' (the matrix: tests/security/tenant-isolation.test.ts). Each shop
 * has an unanswered lead and an oil change due today (tests/support/shops.ts, reminder-rows.ts), so
 * each list has lines of its own: B's list and counts are B's alone.
 */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const reminders = await import("@/lib/data/reminders");
const { shopToday } = await import("@/lib/calendar");

const subjects = async (userId: string) => (await reminders.listReminders(userId, shopToday())).reminders.map((r) => r.subjectId);

export const attacks: Record<string, Attack> = {
  "lib/data/reminders.ts#listReminders": async (a, b) => {
    expect(await subjects(a.id)).toEqual(expect.arrayContaining([a.leadId, a.serviceDueId]));
    const seen = await subjects(b.id);
    expect(seen).toEqual(expect.arrayContaining([b.leadId, b.serviceDueId]));
    expect(seen).not.toContain(a.leadId);
    expect(seen).not.toContain(a.serviceDueId);
    expect(seen).not.toContain(a.quoteId);
  },
  "lib/data/reminders.ts#countReminders": async (_a, b) => {
    const counts = await reminders.countReminders(b.id, shopToday());
    expect(counts.today + counts.ahead).toBe((await subjects(b.id)).length);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {};
