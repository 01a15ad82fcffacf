/**
 * Tenant isolation: the agenda's e-mails and the private calendar feed (the matrix:
 * tests/security/tenant-isolation.test.ts). B's reads and sends name B's appointments only; A's
 * appointment named by B sends nothing; B's feed holds B's appointment and never A's; B's new
 * secret replaces B's hash only.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { submittedForm as form } from "../../../support/forms";
import type { Attack, Shop } from "../fixtures";

const data = await import("@/lib/data/appointment-emails");
const feedData = await import("@/lib/data/calendar-feed");
const { feedSecretHash, regenerateCalendarFeed } = await import("@/lib/agenda/calendar-feed");
const actions = await import("@/lib/actions/calendar-feed");
const route = await import("@/app/agenda/[feed]/route");
const { getDb } = await import("@/db");
const { appointments, users } = await import("@/db/schema");

/** B can send: its owner's address confirmed (B's rows only). */
async function bMaySend(b: Shop) {
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, b.id));
}

const feedRequest = (url: string) => {
  const feed = new URL(url).pathname.split("/").at(-1)!;
  return [new Request(url), { params: Promise.resolve({ feed }) }] as const;
};

export const attacks: Record<string, Attack> = {
  "lib/data/appointment-emails.ts#appointmentRemindersToEmail": async (a, b) => {
    await bMaySend(b);
    // Booked yesterday: before its reminder's hour, whatever the hour the suite runs at.
    await getDb()
      .update(appointments)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(appointments.id, b.appointmentId));
    const owed = await data.appointmentRemindersToEmail(b.id, a.appointmentDay);
    expect(owed).toContain(b.appointmentId);
    expect(owed).not.toContain(a.appointmentId);
  },
  "lib/data/appointment-emails.ts#sendAppointmentReminderOnce": async (a, b) => {
    await bMaySend(b);
    let sent = false;
    const outcome = await data.sendAppointmentReminderOnce(b.id, a.appointmentId, a.appointmentDay, async () => {
      sent = true;
    });
    expect(outcome).toBe("skipped");
    expect(sent).toBe(false);
  },
  "lib/data/appointment-emails.ts#confirmedAppointmentMail": async (a, b) => {
    await bMaySend(b);
    expect(await data.confirmedAppointmentMail(b.id, a.appointmentId)).toBeUndefined();
    expect((await data.confirmedAppointmentMail(b.id, b.appointmentId))?.token).toBe(b.appointmentToken);
  },
  "lib/data/appointment-emails.ts#appointmentRequestMail": async (a, b) => {
    expect(await data.appointmentRequestMail(b.id, a.appointmentId)).toBeUndefined();
  },
  "lib/data/calendar-feed.ts#replaceCalendarFeedHash": async (_a, b) => {
    expect(await feedData.replaceCalendarFeedHash(b.id, feedSecretHash(randomUUID()))).toBe(true);
  },
  "lib/data/calendar-feed.ts#hasCalendarFeed": async (_a, b) => {
    expect(await feedData.hasCalendarFeed(b.id)).toBe(false);
    await regenerateCalendarFeed(b.id, "http://localhost:3000");
    expect(await feedData.hasCalendarFeed(b.id)).toBe(true);
  },
  "lib/data/calendar-feed.ts#calendarFeedByHash": async (_a, b) => {
    const hash = feedSecretHash(randomUUID());
    await feedData.replaceCalendarFeedHash(b.id, hash);
    const feed = await feedData.calendarFeedByHash(hash, {
      from: new Date(Date.now() - 86_400_000),
      to: new Date(Date.now() + 7 * 86_400_000),
    });
    expect(feed?.appointments.map((appointment) => appointment.id)).toEqual([b.appointmentId]);
  },
  "lib/actions/calendar-feed.ts#regenerateCalendarFeedAction": async () => {
    // B is signed in: the new secret is B's, and A's hash (in A's rows) is unchanged.
    expect((await actions.regenerateCalendarFeedAction(null, form({}))).ok).toBe(true);
  },
  "app/agenda/[feed]/route.ts#GET": async (a, b) => {
    const url = await regenerateCalendarFeed(b.id, "http://localhost:3000");
    const response = await route.GET(...feedRequest(url!));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(b.appointmentId);
    expect(text).not.toContain(a.appointmentId);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/appointment-emails.ts#shopsOwingAppointmentReminders":
    "the hourly fan-out across every shop (or the ids the operator names); answers shop ids only, each then read under its own id (agenda-emails.test.ts)",
};
