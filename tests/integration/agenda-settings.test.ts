/**
 * The agenda's settings on the profile (lib/actions/agenda-settings.ts): the owner saves vagas, a
 * daily cap, online booking, the confirmation, how far ahead and the reminder; bad input is refused
 * with its message and changes nothing; days off are added (today or later, within a year, at most
 * 60 ahead) and removed one at a time; the front desk and a mechanic are refused; another shop's day
 * off is never removed. A catalogue service keeps its duration.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shopClosedDays, shops } from "@/db/schema";
import { signInAs } from "../support/request";

const { saveAgendaSettingsAction, addClosedDayAction, removeClosedDayAction } = await import("@/lib/actions/agenda-settings");
const { saveProfileAction } = await import("@/lib/actions/profile");
const { getAgendaSettings } = await import("@/lib/data/agenda-settings");
const { getProfile } = await import("@/lib/data/profile");
const { messages } = await import("@/lib/messages");
const { addDaysToDay, formatDay, shopToday } = await import("@/lib/calendar");
const { DEFAULT_APPOINTMENT_REMINDER_TEMPLATE } = await import("@/lib/agenda/reminder-message");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");
const { addTeamMember, createMechanic } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");

const m = messages.agendaSettings;
const today = () => shopToday();

const valid = {
  agendaSlots: "2",
  agendaDailyCap: "12",
  onlineBooking: "sim",
  bookingMode: "automatic",
  bookingWeeksAhead: "6",
  appointmentReminderHour: "19",
  appointmentReminderTemplate: "Oi {cliente}! Amanhã às {hora}, {veiculo}. {link}",
};

async function signedInOwner() {
  const shop = await createMechanic({ plan: "pro" });
  signInAs(shop.id);
  return shop;
}

const settingsOf = async (shopId: string) => (await getAgendaSettings(shopId, today()))!;

describe("the agenda's settings", () => {
  it("start at the defaults, and the owner saves each of them", async () => {
    const shop = await signedInOwner();
    expect((await settingsOf(shop.id)).settings).toEqual({
      agendaSlots: 1,
      agendaDailyCap: null,
      onlineBooking: true,
      bookingMode: "manual",
      bookingWeeksAhead: 4,
      appointmentReminderHour: 18,
      appointmentReminderTemplate: DEFAULT_APPOINTMENT_REMINDER_TEMPLATE,
    });

    expect(await saveAgendaSettingsAction(null, form(valid))).toEqual({ ok: true, message: m.saved });
    expect((await settingsOf(shop.id)).settings).toEqual({
      agendaSlots: 2,
      agendaDailyCap: 12,
      onlineBooking: true,
      bookingMode: "automatic",
      bookingWeeksAhead: 6,
      appointmentReminderHour: 19,
      appointmentReminderTemplate: valid.appointmentReminderTemplate,
    });

    // Unchecked online booking posts nothing; a blank cap is no cap; the default message is stored as null.
    const withoutOnline: Record<string, string> = { ...valid };
    delete withoutOnline.onlineBooking;
    expect(
      await saveAgendaSettingsAction(
        null,
        form({
          ...withoutOnline,
          agendaDailyCap: "",
          appointmentReminderHour: "0",
          appointmentReminderTemplate: DEFAULT_APPOINTMENT_REMINDER_TEMPLATE,
        }),
      ),
    ).toMatchObject({ ok: true });
    const [row] = await getDb()
      .select({
        cap: shops.agendaDailyCap,
        online: shops.onlineBooking,
        hour: shops.appointmentReminderHour,
        template: shops.appointmentReminderTemplate,
      })
      .from(shops)
      .where(eq(shops.id, shop.id));
    expect(row).toEqual({ cap: null, online: false, hour: 0, template: null });
  });

  it("refuses 0 and 21 vagas, a cap of 201, 13 weeks, hour 24, another mode, an unknown placeholder and 1 MB, changing nothing", async () => {
    const shop = await signedInOwner();
    await saveAgendaSettingsAction(null, form(valid));
    const before = await settingsOf(shop.id);
    const refusals: [Record<string, string>, string, string][] = [
      [{ agendaSlots: "0" }, "agendaSlots", m.slotsInvalid(1, 20)],
      [{ agendaSlots: "21" }, "agendaSlots", m.slotsInvalid(1, 20)],
      [{ agendaSlots: "2,5" }, "agendaSlots", m.slotsInvalid(1, 20)],
      [{ agendaDailyCap: "0" }, "agendaDailyCap", m.dailyCapInvalid(1, 200)],
      [{ agendaDailyCap: "201" }, "agendaDailyCap", m.dailyCapInvalid(1, 200)],
      [{ bookingWeeksAhead: "13" }, "bookingWeeksAhead", m.weeksAheadInvalid(1, 12)],
      [{ appointmentReminderHour: "24" }, "appointmentReminderHour", m.reminderHourInvalid],
      [{ bookingMode: "sempre" }, "bookingMode", m.modeInvalid],
      [{ appointmentReminderTemplate: "{cliente}, às {horario}" }, "appointmentReminderTemplate", m.templateUnknown(["horario"])],
      [{ appointmentReminderTemplate: "x".repeat(1024 * 1024) }, "appointmentReminderTemplate", m.templateTooLong(1000)],
    ];
    for (const [change, field, message] of refusals) {
      const result = await saveAgendaSettingsAction(null, form({ ...valid, ...change }));
      expect(result, JSON.stringify(change).slice(0, 80)).toMatchObject({ ok: false, fieldErrors: { [field]: [message] } });
    }
    expect(await settingsOf(shop.id)).toEqual(before);
  });
});

describe("the days off", () => {
  it("are added from today to a year ahead, listed in order, and removed one at a time", async () => {
    const shop = await signedInOwner();
    const later = addDaysToDay(today(), 30);
    expect(await addClosedDayAction(null, form({ day: later }))).toEqual({ ok: true, message: m.closedDays.added(formatDay(later)) });
    expect(await addClosedDayAction(null, form({ day: today() }))).toMatchObject({ ok: true });
    expect((await settingsOf(shop.id)).closedDays).toEqual([today(), later]);

    expect(await addClosedDayAction(null, form({ day: later }))).toMatchObject({
      ok: false,
      message: m.closedDays.addError + m.closedDays.alreadyClosed(formatDay(later)),
    });

    expect(await removeClosedDayAction(later)).toEqual({ ok: true, message: m.closedDays.removed(formatDay(later)) });
    expect(await removeClosedDayAction(later)).toEqual({ ok: false, message: m.closedDays.removeError + m.closedDays.notFound });
    expect(await removeClosedDayAction("not-a-day")).toMatchObject({
      ok: false,
      message: m.closedDays.removeError + m.closedDays.notFound,
    });
    expect((await settingsOf(shop.id)).closedDays).toEqual([today()]);
  });

  it("refuse a past day, a day over a year ahead, an impossible day and the 61st future day off", async () => {
    const shop = await signedInOwner();
    for (const [day, message] of [
      [addDaysToDay(today(), -1), m.closedDays.past],
      [addDaysToDay(today(), 367), m.closedDays.tooFar],
      ["2030-02-30", m.closedDays.invalid],
      ["", m.closedDays.invalid],
    ] as const) {
      expect(await addClosedDayAction(null, form({ day })), day).toMatchObject({ ok: false, fieldErrors: { day: [message] } });
    }
    expect((await settingsOf(shop.id)).closedDays).toEqual([]);

    // 60 future days off (and one in the past, which does not count).
    await getDb()
      .insert(shopClosedDays)
      .values(
        [addDaysToDay(today(), -3), ...Array.from({ length: 60 }, (_, index) => addDaysToDay(today(), index + 1))].map((day) => ({
          shopId: shop.id,
          day,
        })),
      );
    const sixtyFirst = addDaysToDay(today(), 100);
    expect(await addClosedDayAction(null, form({ day: sixtyFirst }))).toMatchObject({
      ok: false,
      message: m.closedDays.addError + m.closedDays.tooMany(60),
    });
    expect((await settingsOf(shop.id)).closedDays).toHaveLength(60);
  });

  it("of another shop are never removed", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const day = addDaysToDay(today(), 10);
    await getDb().insert(shopClosedDays).values({ shopId: owner.id, day });
    await signedInOwner();
    expect(await removeClosedDayAction(day)).toEqual({ ok: false, message: m.closedDays.removeError + m.closedDays.notFound });
    expect((await settingsOf(owner.id)).closedDays).toEqual([day]);
  });
});

describe("a member who is not the owner", () => {
  it.each(["front_desk", "mechanic"] as const)("a %s is refused by every settings action, and nothing changes", async (role) => {
    const shop = await createMechanic({ plan: "pro" });
    const day = addDaysToDay(today(), 5);
    await getDb().insert(shopClosedDays).values({ shopId: shop.id, day });
    const member = await addTeamMember(shop.id, role);
    signInAs(member.userId);
    const before = await settingsOf(shop.id);

    const refused = (prefix: string) => ({ ok: false, message: prefix + messages.guard.roleRefused });
    expect(await saveAgendaSettingsAction(null, form(valid))).toEqual(refused(m.saveError));
    expect(await addClosedDayAction(null, form({ day: addDaysToDay(today(), 6) }))).toEqual(refused(m.closedDays.addError));
    expect(await removeClosedDayAction(day)).toEqual(refused(m.closedDays.removeError));
    expect(await settingsOf(shop.id)).toEqual(before);
  });
});

describe("a catalogue service's duration", () => {
  it("is saved with the service, from the choices or typed, and refused outside 5 to 600 minutes", async () => {
    const shop = await signedInOwner();
    const save = async (services: object[]) =>
      saveProfileAction(
        null,
        form({
          shopName: "Oficina do Zé",
          services: JSON.stringify(services),
          openingHours: JSON.stringify(defaultOpeningHours()),
          version: String((await getProfile(shop.id)).version),
        }),
      );
    expect(
      await save([
        { id: "a", name: "Troca de óleo", price: "120,00", durationMinutes: "45" },
        { id: "b", name: "Revisão", price: "300,00", durationMinutes: 50 },
        { id: "c", name: "Lavagem", price: "50,00", durationMinutes: "" },
      ]),
    ).toMatchObject({ ok: true });
    expect((await getProfile(shop.id)).services).toEqual([
      { id: "a", name: "Troca de óleo", price: 120, durationMinutes: 45 },
      { id: "b", name: "Revisão", price: 300, durationMinutes: 50 },
      { id: "c", name: "Lavagem", price: 50 },
    ]);

    for (const durationMinutes of ["4", "601", "1,5", "uma hora"]) {
      const result = await save([{ id: "a", name: "Troca de óleo", price: "120,00", durationMinutes }]);
      expect(result, durationMinutes).toMatchObject({
        ok: false,
        message: expect.stringContaining(m.duration.invalid("Troca de óleo", 5, 600)),
      });
    }
    expect((await getProfile(shop.id)).services).toHaveLength(3);
  });
});
