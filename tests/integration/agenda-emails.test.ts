/**
 * The agenda's e-mails and feed, through the real queue, Postgres and a real SMTP server: the
 * day-before reminder goes at the shop's hour (not before), once across runs, with its .ics and
 * link, and never for a cancelled appointment, another day or a customer who withdrew his consent;
 * notifyAppointment e-mails the customer's confirmation and the shop's request (or, when it confirms
 * online bookings automatically, the booking already confirmed); the calendar feed
 * holds the shop's appointments and no one else's, and only the owner can make its secret.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { submittedForm as form } from "../support/forms";
import { testMailbox } from "../support/mailbox";
import { setClientAddress, signInAs } from "../support/request";

const { getDb } = await import("@/db");
const { appointments, automaticEmails, customers, shops } = await import("@/db/schema");
const { shopInstant } = await import("@/lib/agenda/slots");
const { addDaysToDay, shopToday } = await import("@/lib/calendar");
const { newAppointmentToken } = await import("@/lib/data/agenda");
const { createCustomer } = await import("@/lib/data/customers");
const { notifyAppointment, notifyOnlineBooking, notifyReschedule } = await import("@/lib/agenda/notify");
const { appointmentRemindersHourly } = await import("@/lib/agenda/emails");
const { enqueue } = await import("@/lib/queue");
const { stopQueue } = await import("@/lib/queue/boss");
const { runQueuedTasks } = await import("@/lib/queue/worker");
const { regenerateCalendarFeedAction } = await import("@/lib/actions/calendar-feed");
const { GET } = await import("@/app/agenda/[feed]/route");
const { messages } = await import("@/lib/messages");
const { CALENDAR_FEED_MISSES } = await import("@/lib/rate-limit");
const { addTeamMember, confirmEmail, createMechanic } = await import("../support/factories");

const mailbox = testMailbox();
const m = messages.appointmentReminders;
const ORIGIN = "http://localhost:3000";

afterEach(async () => {
  await stopQueue();
});

/** A Profissional shop with a confirmed owner's address, a name, an address and its reminder at 18:00. */
async function shop(label: string) {
  const shopName = `Oficina ${label} ${randomUUID().slice(0, 6)}`;
  const account = await createMechanic({ plan: "pro", shopName });
  await confirmEmail(account.id);
  await getDb()
    .update(shops)
    .set({ street: "Rua das Flores", streetNumber: "120", district: "Centro", city: "São Paulo", state: "SP", appointmentReminderHour: 18 })
    .where(eq(shops.id, account.id));
  return { id: account.id, email: account.email, shopName };
}

type AppointmentOptions = {
  status?: "requested" | "confirmed" | "cancelled";
  email?: string | null;
  customerId?: string | null;
  name?: string;
};

/** An appointment written as the booking writes it, on `day` at `minutes` past midnight (São Paulo). */
async function appointment(shopId: string, day: string, minutes: number, options: AppointmentOptions = {}) {
  const startsAt = shopInstant(day, minutes);
  const [row] = await getDb()
    .insert(appointments)
    .values({
      shopId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      status: options.status ?? "confirmed",
      source: "shop",
      customerId: options.customerId ?? null,
      contactName: options.name ?? "Maria Souza",
      contactPhone: "11977771234",
      contactPlate: "ABC1D23",
      contactEmail: options.email === undefined ? `cliente-${randomUUID().slice(0, 8)}@exemplo.com` : options.email,
      services: [{ name: "Troca de óleo" }, { name: "Alinhamento" }],
      token: newAppointmentToken(),
      idempotencyKey: randomUUID(),
    })
    .returning();
  return row!;
}

/** The hourly tick at `hour` o'clock of `day` (São Paulo), for these shops, run to the end. */
async function tick(shopIds: string[], day: string, hour: number) {
  await enqueue(appointmentRemindersHourly, { at: shopInstant(day, hour * 60).toISOString(), shops: shopIds });
  return runQueuedTasks();
}

/** The first VEVENT of an iCalendar text, read by ical.js with the text's own time zones. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event)) };
}

async function icsOf(to: string) {
  const mails = await mailbox.mailsTo(to);
  expect(mails).toHaveLength(1);
  const attachment = mails[0]!.attachments.find((file) => file.filename === m.mail.attachmentName);
  expect(attachment?.contentType).toBe("text/calendar");
  return { mail: mails[0]!, ...eventsOf(attachment!.content.toString("utf8")) };
}

// A day far enough ahead that every row written now was booked before its reminder's hour.
const EVE = "2030-03-03";
const DAY = "2030-03-04";

describe("the day-before reminder", () => {
  it("goes at the shop's hour, not before, once across runs, with the link and an .ics at São Paulo's time", async () => {
    const target = await shop("lembrete");
    const booked = await appointment(target.id, DAY, 10 * 60 + 30);
    const cancelled = await appointment(target.id, DAY, 14 * 60, { status: "cancelled" });
    const later = await appointment(target.id, addDaysToDay(DAY, 1), 9 * 60);
    const requested = await appointment(target.id, DAY, 15 * 60, { status: "requested" });

    await tick([target.id], EVE, 17);
    expect(await mailbox.mailsTo(booked.contactEmail!)).toHaveLength(0);

    await tick([target.id], EVE, 18);
    const { mail, events } = await icsOf(booked.contactEmail!);
    const link = `${ORIGIN}/agendamento/${booked.token}`;
    expect(mail.subject).toBe(m.mail.reminderSubject(target.shopName, "04/03/2030", "10:30"));
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("Troca de óleo, Alinhamento");
    expect(mail.text).toContain(m.mail.confirmIntro);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.replyTo?.text).toBe(target.email);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.startDate.toString()).toBe("2030-03-04T10:30:00");
    expect(event!.startDate.zone?.tzid).toBe("America/Sao_Paulo");
    expect(event!.startDate.toJSDate().toISOString()).toBe("2030-03-04T13:30:00.000Z");
    expect(event!.location).toContain("Rua das Flores, 120");
    expect(event!.component.getFirstPropertyValue("url")).toBe(link);
    expect(event!.description).toContain(link);
    // A request still waiting for the shop is reminded too; the cancelled one and another day are not.
    expect(await mailbox.mailsTo(requested.contactEmail!)).toHaveLength(1);
    expect(await mailbox.mailsTo(cancelled.contactEmail!)).toHaveLength(0);
    expect(await mailbox.mailsTo(later.contactEmail!)).toHaveLength(0);

    // The same hour again, and the next: nothing more.
    await tick([target.id], EVE, 18);
    await tick([target.id], EVE, 19);
    expect(await mailbox.mailsTo(booked.contactEmail!)).toHaveLength(1);
    const records = await getDb().select().from(automaticEmails).where(eq(automaticEmails.shopId, target.id));
    expect(records.map((record) => record.dedupeKey).sort()).toEqual(
      [
        `appointment-reminder:${booked.id}:${booked.startsAt.toISOString()}`,
        `appointment-reminder:${requested.id}:${requested.startsAt.toISOString()}`,
      ].sort(),
    );
    expect(records.every((record) => record.kind === "appointment_reminder")).toBe(true);
  });

  it("sends nothing at another shop's hour, nor to a customer who withdrew his consent", async () => {
    const target = await shop("consentimento");
    await getDb().update(shops).set({ appointmentReminderHour: 20 }).where(eq(shops.id, target.id));
    const email = `revogado-${randomUUID().slice(0, 8)}@exemplo.com`;
    const customer = await createCustomer(target.id, { name: "João Revogado", phone: "", email, notes: "" });
    await getDb().update(customers).set({ emailRemindersRevokedAt: new Date() }).where(eq(customers.id, customer.id));
    await appointment(target.id, DAY, 9 * 60, { customerId: customer.id, email: null });
    const other = await appointment(target.id, DAY, 11 * 60);
    // The same kind of appointment for a customer who kept his consent: his own address is written to.
    const keptEmail = `mantido-${randomUUID().slice(0, 8)}@exemplo.com`;
    const kept = await createCustomer(target.id, { name: "Ana Mantida", phone: "", email: keptEmail, notes: "" });
    await appointment(target.id, DAY, 10 * 60, { customerId: kept.id, email: null });

    await tick([target.id], EVE, 18);
    expect(await mailbox.mailsTo(other.contactEmail!)).toHaveLength(0);
    await tick([target.id], EVE, 20);
    expect(await mailbox.mailsTo(other.contactEmail!)).toHaveLength(1);
    expect(await mailbox.mailsTo(email)).toHaveLength(0);
    expect(await mailbox.mailsTo(keptEmail)).toHaveLength(1);
  });
});

describe("notifyAppointment", () => {
  it("e-mails the customer his confirmation with its .ics", async () => {
    const target = await shop("confirmacao");
    const booked = await appointment(target.id, DAY, 8 * 60);
    await notifyAppointment(target.id, booked.id, "confirmed");
    await runQueuedTasks();
    const { mail, calendar, events } = await icsOf(booked.contactEmail!);
    expect(mail.subject).toBe(m.mail.confirmedSubject(target.shopName, "04/03/2030", "08:00"));
    expect(mail.text).toContain(`${ORIGIN}/agendamento/${booked.token}`);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2030-03-04T11:00:00.000Z");
    expect(events[0]!.summary).toBe(m.event.customerSummary(target.shopName));
  });

  it("e-mails the shop's confirmed address about a request, with the way to the agenda", async () => {
    const target = await shop("pedido");
    const request = await appointment(target.id, DAY, 9 * 60, { status: "requested", name: "Carlos Pedido" });
    await notifyAppointment(target.id, request.id, "requested");
    await runQueuedTasks();
    const mails = await mailbox.mailsTo(target.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(m.request.subject("Carlos Pedido", "04/03/2030", "09:00"));
    expect(mails[0]!.text).toContain(`${ORIGIN}/dashboard/agenda`);
    expect(mails[0]!.text).toContain("(11) 97777-1234");
    // The customer gets nothing for a request.
    expect(await mailbox.mailsTo(request.contactEmail!)).toHaveLength(0);
  });

  it("tells the shop of an online booking it confirms automatically, and the customer of his confirmation", async () => {
    const target = await shop("automatico");
    const booked = await appointment(target.id, DAY, 10 * 60, { status: "confirmed", name: "Dora Automática" });
    await notifyOnlineBooking(target.id, booked.id, true);
    await runQueuedTasks();
    const toShop = await mailbox.mailsTo(target.email);
    expect(toShop.map((mail) => mail.subject)).toEqual([m.request.confirmedSubject("Dora Automática", "04/03/2030", "10:00")]);
    expect(toShop[0]!.text).toContain(m.request.confirmedIntro("Dora Automática"));
    expect(toShop[0]!.text).toContain(`${ORIGIN}/dashboard/agenda`);
    const toCustomer = await mailbox.mailsTo(booked.contactEmail!);
    expect(toCustomer.map((mail) => mail.subject)).toEqual([m.mail.confirmedSubject(target.shopName, "04/03/2030", "10:00")]);
  });

  it("tells the shop of a move the customer made, and the customer of his new time with its .ics", async () => {
    const target = await shop("remarcado");
    const moved = await appointment(target.id, DAY, 15 * 60, { status: "confirmed", name: "Edu Remarcou" });
    await notifyReschedule(target.id, moved.id, true);
    await runQueuedTasks();
    const toShop = await mailbox.mailsTo(target.email);
    expect(toShop.map((mail) => mail.subject)).toEqual([m.request.rescheduledSubject("Edu Remarcou", "04/03/2030", "15:00")]);
    expect(toShop[0]!.text).toContain(m.request.rescheduledIntro("Edu Remarcou"));
    const { mail, events } = await icsOf(moved.contactEmail!);
    expect(mail.subject).toBe(m.mail.confirmedSubject(target.shopName, "04/03/2030", "15:00"));
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2030-03-04T18:00:00.000Z");
  });

  it("e-mails no one when the shop moves a request it has not confirmed", async () => {
    const target = await shop("pedido-movido");
    const request = await appointment(target.id, DAY, 16 * 60, { status: "requested" });
    await notifyReschedule(target.id, request.id, false);
    await runQueuedTasks();
    expect(await mailbox.mailsTo(target.email)).toHaveLength(0);
    expect(await mailbox.mailsTo(request.contactEmail!)).toHaveLength(0);
  });

  it("tells the shop nothing of a booking cancelled before the queue ran", async () => {
    const target = await shop("cancelado");
    const booked = await appointment(target.id, DAY, 11 * 60, { status: "cancelled" });
    await notifyOnlineBooking(target.id, booked.id, false);
    await runQueuedTasks();
    expect(await mailbox.mailsTo(target.email)).toHaveLength(0);
  });
});

const feedParams = (url: string) => {
  const segment = new URL(url).pathname.split("/").at(-1)!;
  return [new Request(url), { params: Promise.resolve({ feed: segment }) }] as const;
};

describe("the calendar feed", () => {
  it("holds the shop's appointments and no other shop's; a wrong or replaced secret is a 404", async () => {
    const target = await shop("feed");
    const other = await shop("outra");
    const tomorrow = addDaysToDay(shopToday(), 1);
    const mine = await appointment(target.id, tomorrow, 10 * 60, { name: "Maria Feed" });
    await appointment(target.id, tomorrow, 11 * 60, { name: "Cancelado Feed", status: "cancelled" });
    await appointment(other.id, tomorrow, 10 * 60, { name: "Cliente Outra" });

    signInAs(target.id);
    const made = await regenerateCalendarFeedAction(null, form({}));
    expect(made.ok).toBe(true);
    const url = made.ok ? made.links![0]!.href : "";
    expect(url).toMatch(/^http:\/\/localhost:3000\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await GET(...feedParams(url));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const { calendar, events } = eventsOf(await response.text());
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(target.shopName);
    expect(events.map((event) => event.summary)).toEqual([m.event.summary("Maria Feed", "ABC1D23")]);
    expect(events[0]!.uid).toContain(mine.id);
    expect(events[0]!.startDate.zone?.tzid).toBe("America/Sao_Paulo");
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(mine.startsAt.toISOString());
    expect(events[0]!.description).toContain("Troca de óleo, Alinhamento");
    expect(events[0]!.description).toContain(messages.agenda.status.confirmed);

    // Only the hash is kept.
    const [stored] = await getDb().select({ hash: shops.calendarFeedHash }).from(shops).where(eq(shops.id, target.id));
    expect(stored!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(url).not.toContain(stored!.hash!);

    const again = await regenerateCalendarFeedAction(null, form({}));
    const newUrl = again.ok ? again.links![0]!.href : "";
    expect(newUrl).not.toBe(url);
    expect((await GET(...feedParams(url))).status).toBe(404);
    expect((await GET(...feedParams(newUrl))).status).toBe(200);
    const wrong = `${ORIGIN}/agenda/${"A".repeat(43)}.ics`;
    expect((await GET(...feedParams(wrong))).status).toBe(404);
    const malformed = await GET(...feedParams(`${ORIGIN}/agenda/nada.ics`));
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toBe("");
  });

  it("stops answering an address after its misses, live secret included, and no other address", async () => {
    const target = await shop("limite");
    signInAs(target.id);
    const made = await regenerateCalendarFeedAction(null, form({}));
    const url = made.ok ? made.links![0]!.href : "";
    const guesser = `203.0.113.9-${randomUUID()}`;
    setClientAddress(guesser);
    for (let miss = 0; miss < CALENDAR_FEED_MISSES.limit; miss++) {
      expect((await GET(...feedParams(`${ORIGIN}/agenda/${randomUUID().replace(/-/g, "").padEnd(43, "x")}.ics`))).status).toBe(404);
    }
    expect((await GET(...feedParams(url))).status).toBe(404);
    setClientAddress(`203.0.113.10-${randomUUID()}`);
    expect((await GET(...feedParams(url))).status).toBe(200);
  });

  it.each(["front_desk", "mechanic"] as const)("refuses a %s the new secret, changing nothing", async (role) => {
    const target = await shop(`papel-${role}`);
    signInAs(target.id);
    await regenerateCalendarFeedAction(null, form({}));
    const [before] = await getDb().select({ hash: shops.calendarFeedHash }).from(shops).where(eq(shops.id, target.id));
    const member = await addTeamMember(target.id, role);
    signInAs(member.userId);
    const result = await regenerateCalendarFeedAction(null, form({}));
    expect(result).toEqual({ ok: false, message: m.feed.failed + messages.guard.roleRefused });
    const [after] = await getDb().select({ hash: shops.calendarFeedHash }).from(shops).where(eq(shops.id, target.id));
    expect(after!.hash).toBe(before!.hash);
  });
});
