/**
 * Tenant isolation: 'Lembretes' (the matrix: tests/security/tenant-isolation.test.ts). Each shop
 * has an unanswered lead and an oil change due today (tests/support/shops.ts, reminder-rows.ts), so
 * each list has lines of its own: B's list and counts are B's alone, and B's 'Feito' or 'Adiar'
 * with A's ids writes nothing.
 */
import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Attack, Shop } from "../fixtures";

const reminders = await import("@/lib/data/reminders");
const upcomingDues = await import("@/lib/data/upcoming-dues");
const reminderActions = await import("@/lib/data/reminder-actions");
const actions = await import("@/lib/actions/reminders");
const { shopToday, addDaysToDay } = await import("@/lib/calendar");
const { getDb } = await import("@/db");
const schema = await import("@/db/schema");
const { messages } = await import("@/lib/messages");
const { DONE_OCCURRENCE } = await import("../../../support/reminder-rows");
const { serviceDueOccurrence } = await import("@/lib/service-dues/occurrence");

const t = messages.reminders;

const subjects = async (shopId: string) => (await reminders.listReminders(shopId, shopToday())).reminders.map((r) => r.subjectId);

/** A's lines as B would name them: the oil change due today, the lead, the job's balance. */
const keysOf = (a: Shop) =>
  [
    { kind: "service_due", subjectId: a.serviceDueId, occurrence: serviceDueOccurrence(shopToday(), 55100) },
    { kind: "new_lead", subjectId: a.leadId, occurrence: "" },
    { kind: "balance_owed", subjectId: a.quoteId, occurrence: "" },
  ] as const;

const doneKeyOf = (a: Shop) => ({ kind: "service_due", subjectId: a.serviceDueId, occurrence: DONE_OCCURRENCE }) as const;

/** The reminder_actions rows about A's subjects (the fixture's one snooze of A's warranty), any shop's. */
async function actionsAbout(a: Shop) {
  const rows = await getDb().select().from(schema.reminderActions);
  return rows.filter((row) => [a.serviceDueId, a.leadId, a.quoteId].includes(row.subjectId));
}

/** B's write with A's keys: nothing written, and A's list unchanged. */
function writesNothing(write: (a: Shop, b: Shop, key: ReturnType<typeof keysOf>[number]) => Promise<unknown>, expected: unknown): Attack {
  return async (a, b) => {
    const before = await actionsAbout(a);
    for (const key of keysOf(a)) expect(await write(a, b, key)).toEqual(expected);
    expect(await actionsAbout(a)).toEqual(before);
    expect(await subjects(a.id)).toEqual(expect.arrayContaining([a.leadId, a.serviceDueId]));
  };
}

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
  // Each shop's car is due a service in a year: B's 'Próximas revisões' has B's alone.
  "lib/data/upcoming-dues.ts#listUpcomingDues": async (a, b) => {
    const nextYear = addDaysToDay(shopToday(), 365);
    const [dueA, dueB] = await getDb()
      .insert(schema.serviceDues)
      .values(
        [a, b].map((shop) => ({
          shopId: shop.id,
          vehicleId: shop.vehicleId,
          serviceName: "Revisão anual",
          dueOn: nextYear,
          remindOn: nextYear,
        })),
      )
      .returning({ id: schema.serviceDues.id });
    const seen = (await upcomingDues.listUpcomingDues(b.id, shopToday())).items.map((item) => item.id);
    expect(seen).toContain(dueB!.id);
    expect(seen).not.toContain(dueA!.id);
    await getDb()
      .delete(schema.serviceDues)
      .where(inArray(schema.serviceDues.id, [dueA!.id, dueB!.id]));
  },
  "lib/data/reminders.ts#getReminderShop": async (a, b) => {
    const [[ownA], [ownB]] = await Promise.all([
      getDb().select({ name: schema.shops.shopName }).from(schema.shops).where(eq(schema.shops.id, a.id)),
      getDb().select({ name: schema.shops.shopName }).from(schema.shops).where(eq(schema.shops.id, b.id)),
    ]);
    expect(ownA!.name).not.toBe(ownB!.name);
    expect((await reminders.getReminderShop(b.id)).shopName).toBe(ownB!.name);
  },
  "lib/data/reminder-actions.ts#markReminderDone": writesNothing(
    (_a, b, key) => reminderActions.markReminderDone(b.id, key, "whatsapp", "Intruso"),
    "notFound",
  ),
  "lib/data/reminder-actions.ts#snoozeReminder": writesNothing(
    (_a, b, key) => reminderActions.snoozeReminder(b.id, key, addDaysToDay(shopToday(), 3)),
    "notFound",
  ),
  "lib/actions/reminders.ts#markReminderDoneAction": writesNothing((_a, _b, key) => actions.markReminderDoneAction(key, "phone"), {
    ok: false,
    message: t.doneError + t.notFound,
  }),
  "lib/actions/reminders.ts#snoozeReminderAction": writesNothing(
    (_a, _b, key) => actions.snoozeReminderAction(key, addDaysToDay(shopToday(), 3)),
    { ok: false, message: t.snoozeError + t.notFound },
  ),
  // A's due has an earlier occurrence marked 'Feito' (reminder-rows.ts): B's 'Desfazer' leaves it done.
  "lib/data/reminder-actions.ts#reopenReminder": writesNothing((a, b) => reminderActions.reopenReminder(b.id, doneKeyOf(a)), false),
  "lib/actions/reminders.ts#reopenReminderAction": writesNothing((a) => actions.reopenReminderAction(doneKeyOf(a)), {
    ok: false,
    message: t.undoError + t.notFound,
  }),
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {};
