/**
 * 'Feito' and 'Adiar' through their actions: what is recorded (who, when, which channel), where
 * the line goes, and every refusal writing nothing (a day out of range, a forged kind, an
 * occurrence that moved, another shop's subject, two taps at once).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { getDb } = await import("@/db");
const { customers, leads, shopMembers, shops, reminderActions, serviceDues, vehicles } = await import("@/db/schema");
const { addDaysToDay, formatDay, shopToday } = await import("@/lib/calendar");
const { listReminders } = await import("@/lib/data/reminders");
const { markReminderDoneAction, reopenReminderAction, snoozeReminderAction } = await import("@/lib/actions/reminders");
const { messages } = await import("@/lib/messages");
const { SNOOZE_MAX_DAYS } = await import("@/lib/validation/reminders");
const { createMechanic } = await import("../support/factories");
const { serviceDueOccurrence } = await import("@/lib/service-dues/occurrence");

const t = messages.reminders;
const today = shopToday();

/** A shop with one due today; `memberName` is what the shop calls the person signed in. */
async function shopWithDue(memberName: string | null = null) {
  const mechanic = await createMechanic({ plan: "pro" });
  if (memberName !== null) await getDb().update(shopMembers).set({ name: memberName }).where(eq(shopMembers.userId, mechanic.id));
  const [customer] = await getDb().insert(customers).values({ shopId: mechanic.id, name: "Ana", phone: "(11) 91234-5678" }).returning();
  const [vehicle] = await getDb()
    .insert(vehicles)
    .values({ shopId: mechanic.id, customerId: customer!.id, plate: "ABC1D23", model: "Gol" })
    .returning();
  const [due] = await getDb()
    .insert(serviceDues)
    .values({ shopId: mechanic.id, vehicleId: vehicle!.id, serviceName: "Troca de óleo", dueOn: today, remindOn: today })
    .returning();
  signInAs(mechanic.id);
  return {
    mechanic,
    dueId: due!.id,
    key: { kind: "service_due", subjectId: due!.id, occurrence: serviceDueOccurrence(today, null) } as const,
  };
}

const rowsOf = (shopId: string) => getDb().select().from(reminderActions).where(eq(reminderActions.shopId, shopId));
const listed = async (shopId: string) => (await listReminders(shopId, today)).reminders.map((r) => r.subjectId);

describe("'Feito'", () => {
  it("records who, when and the channel, and the line leaves the list", async () => {
    const { mechanic, dueId, key } = await shopWithDue("Zé Mecânico");
    expect(await listed(mechanic.id)).toEqual([dueId]);
    const before = Date.now();
    expect(await markReminderDoneAction(key, "whatsapp")).toEqual({ ok: true, message: t.marked });
    const [row] = await rowsOf(mechanic.id);
    expect(row).toMatchObject({
      kind: "service_due",
      subjectId: dueId,
      occurrence: serviceDueOccurrence(today, null),
      doneBy: "Zé Mecânico",
      doneChannel: "whatsapp",
    });
    expect(row!.doneAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await listed(mechanic.id)).toEqual([]);
  });

  it("names the person who did it, not the shop's owner", async () => {
    const { mechanic, key } = await shopWithDue("Bia Atendente");
    await getDb().update(shops).set({ ownerName: "Zé Dono" }).where(eq(shops.id, mechanic.id));
    await markReminderDoneAction(key, "in_person");
    expect((await rowsOf(mechanic.id))[0]).toMatchObject({ doneBy: "Bia Atendente", doneChannel: "in_person" });
  });

  it("two taps at once record one 'Feito', and a second one keeps the first record", async () => {
    const { mechanic, key } = await shopWithDue();
    const results = await Promise.all([markReminderDoneAction(key, "phone"), markReminderDoneAction(key, "email")]);
    expect(results.every((result) => result.ok)).toBe(true);
    const rows = await rowsOf(mechanic.id);
    expect(rows).toHaveLength(1);
    const first = rows[0]!;
    await markReminderDoneAction(key, "whatsapp");
    expect(await rowsOf(mechanic.id)).toEqual([first]);
  });

  it("refuses an unknown channel, writing nothing", async () => {
    const { mechanic, key } = await shopWithDue();
    const result = await markReminderDoneAction(key, "pombo");
    expect(result.ok).toBe(false);
    expect(await rowsOf(mechanic.id)).toEqual([]);
  });
});

describe("'Adiar'", () => {
  it("moves the line to the chosen day; a later 'Adiar' moves it again", async () => {
    const { mechanic, dueId, key } = await shopWithDue();
    const inThree = addDaysToDay(today, 3);
    expect(await snoozeReminderAction(key, inThree)).toEqual({ ok: true, message: t.snoozed(formatDay(inThree)) });
    expect((await listReminders(mechanic.id, today)).reminders[0]).toMatchObject({ subjectId: dueId, day: inThree });
    expect(await listReminders(mechanic.id, today)).toMatchObject({ dueToday: 0, total: 1 });
    // Beyond the 7 days shown: gone until it comes close.
    await snoozeReminderAction(key, addDaysToDay(today, 30));
    expect(await listed(mechanic.id)).toEqual([]);
    expect(await listReminders(mechanic.id, addDaysToDay(today, 30))).toMatchObject({ dueToday: 1 });
  });

  it("refuses today, a past day and a day beyond the limit, writing nothing", async () => {
    const { mechanic, key } = await shopWithDue();
    for (const [day, reason] of [
      [today, t.snoozeTooSoon],
      [addDaysToDay(today, -2), t.snoozeTooSoon],
      [addDaysToDay(today, SNOOZE_MAX_DAYS + 1), t.snoozeTooLate(SNOOZE_MAX_DAYS)],
      ["2026-02-30", t.snoozeTooSoon],
    ] as const) {
      const result = await snoozeReminderAction(key, day);
      expect(result).toMatchObject({ ok: false, message: t.snoozeError + reason });
    }
    expect(await snoozeReminderAction(key, addDaysToDay(today, SNOOZE_MAX_DAYS))).toMatchObject({ ok: true });
    expect(await rowsOf(mechanic.id)).toHaveLength(1);
  });

  it("does not bring back a line already done", async () => {
    const { mechanic, key } = await shopWithDue();
    await markReminderDoneAction(key, "phone");
    expect(await snoozeReminderAction(key, addDaysToDay(today, 1))).toEqual({ ok: true, message: t.marked });
    expect((await rowsOf(mechanic.id))[0]).toMatchObject({ snoozedUntil: null, doneChannel: "phone" });
  });
});

describe("'Desfazer'", () => {
  it("brings a line marked done back, on its snoozed day when it had one", async () => {
    const { mechanic, dueId, key } = await shopWithDue();
    await markReminderDoneAction(key, "phone");
    expect(await reopenReminderAction(key)).toEqual({ ok: true, message: t.undone });
    expect(await rowsOf(mechanic.id)).toEqual([]);
    expect(await listed(mechanic.id)).toEqual([dueId]);

    const inTwo = addDaysToDay(today, 2);
    await snoozeReminderAction(key, inTwo);
    await markReminderDoneAction(key, "phone");
    await reopenReminderAction(key);
    expect((await rowsOf(mechanic.id))[0]).toMatchObject({ snoozedUntil: inTwo, doneAt: null, doneBy: null, doneChannel: null });
    expect((await listReminders(mechanic.id, today)).reminders[0]).toMatchObject({ day: inTwo });
    // Nothing done to undo: a snooze is not undone by it.
    expect(await reopenReminderAction(key)).toEqual({ ok: false, message: t.undoError + t.notFound });
    expect(await rowsOf(mechanic.id)).toHaveLength(1);
  });
});

describe("a forged or stale line", () => {
  it("is not found and writes nothing", async () => {
    const { mechanic, dueId, key } = await shopWithDue();
    const other = await createMechanic({ plan: "pro" });
    const [othersLead] = await getDb().insert(leads).values({ shopId: other.id, name: "Carlos", phone: "(11) 98888-7777" }).returning();
    const notFound = { ok: false, message: t.doneError + t.notFound };
    // The due's id under another kind; a day the due is not on (it moved since the page was drawn).
    expect(await markReminderDoneAction({ ...key, kind: "new_lead", occurrence: "" }, "phone")).toEqual(notFound);
    expect(await markReminderDoneAction({ ...key, kind: "warranty_ending" }, "phone")).toEqual(notFound);
    expect(await markReminderDoneAction({ ...key, occurrence: serviceDueOccurrence(addDaysToDay(today, -1), null) }, "phone")).toEqual(
      notFound,
    );
    // Another shop's lead; a malformed id; a kind that does not exist.
    expect(await markReminderDoneAction({ kind: "new_lead", subjectId: othersLead!.id, occurrence: "" }, "phone")).toEqual(notFound);
    expect(await markReminderDoneAction({ ...key, subjectId: "nao-e-um-id" }, "phone")).toEqual(notFound);
    expect((await markReminderDoneAction({ ...key, kind: "birthday" as never }, "phone")).ok).toBe(false);
    expect(
      await snoozeReminderAction({ ...key, occurrence: serviceDueOccurrence(addDaysToDay(today, -1), null) }, addDaysToDay(today, 1)),
    ).toEqual({
      ok: false,
      message: t.snoozeError + t.notFound,
    });
    expect(await rowsOf(mechanic.id)).toEqual([]);
    expect(await rowsOf(other.id)).toEqual([]);
    expect(await listed(mechanic.id)).toEqual([dueId]);
  });
});
