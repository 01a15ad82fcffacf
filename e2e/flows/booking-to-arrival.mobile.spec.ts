/**
 * The agenda from booking to arrival, each person on his own 375 px phone: two customers book the
 * last free time on the shop's page at the same moment and exactly one gets it; the shop confirms
 * it on its agenda; the day before, the queue's reminder reaches the real SMTP server with its
 * .ics (read by ical.js) and the link, where the customer confirms he is coming; the agenda shows
 * it; the car arrives and the check-in opens on a quote with the booked service; and the shop's
 * calendar feed, read by ical.js, holds the appointment.
 */
import fs from "node:fs/promises";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import PgBoss from "pg-boss";
import { appointments, quoteItems, shops } from "../../db/schema";
import { shopInstant } from "../../lib/agenda/slots";
import { addDaysToDay, shopToday } from "../../lib/calendar";
import { messages } from "../../lib/messages";
import { E2E_DATABASE_URL_FILE } from "../env";
import { expect, signedOut, test } from "../fixtures";
import { mailsTo } from "../support/mail";
import { setShopProfile } from "../support/rows";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

const a = messages.agenda;
const t = messages.booking;
const r = messages.appointmentReminders;
// One hour a day: a single free time, 08:00, so two customers race for it.
const ONE_HOUR = { open: true, hours: "08:00-09:00" };
const SERVICE = { id: "oleo", name: "Troca de óleo", price: 120, durationMinutes: 60 };

async function customerPhone(browser: Browser) {
  const context = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomUUID()}` },
  });
  return context.newPage();
}

/** Up to the contact step for `day`'s one free time, the form filled, not sent. */
async function fillBooking(page: Page, slug: string, day: string, contact: { name: string; whatsapp: string; email: string }) {
  await page.goto(`/oficina/${slug}/agendar`);
  await page.getByRole("radio", { name: new RegExp(SERVICE.name) }).check();
  await page.getByRole("button", { name: t.next }).click();
  await page.locator(`input[name="dia"][value="${day}"]`).check();
  await page.getByRole("button", { name: t.next }).click();
  await page
    .getByRole("group", { name: /Horários livres em/ })
    .getByRole("radio", { name: "08:00" })
    .check();
  await page.getByRole("button", { name: t.next }).click();
  await page.getByLabel(t.contact.name).fill(contact.name);
  await page.getByLabel(t.contact.whatsapp).fill(contact.whatsapp);
  await page.getByLabel(t.contact.plate).fill("ABC1D23");
  await page.getByLabel(t.contact.email).fill(contact.email);
}

/**
 * What the queue's hourly tick queues at the shop's reminder hour the day before `day`: the shop's
 * reminders task, sent to the server's queue (its worker runs it and e-mails through SMTP).
 */
async function queueReminders(shopId: string, day: string) {
  const boss = new PgBoss({ connectionString: (await fs.readFile(E2E_DATABASE_URL_FILE, "utf8")).trim(), schema: "pgboss", max: 1 });
  await boss.start();
  try {
    expect(await boss.send("agenda.reminders-shop", { shopId, day })).toBeTruthy();
  } finally {
    await boss.stop({ graceful: false, wait: false });
  }
}

test("two customers race for the last time, the shop confirms, the reminder's link is confirmed, the car arrives", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  test.slow();
  const { db } = accountsDatabase;
  const tag = randomUUID().slice(0, 8);
  const slug = await setShopProfile(accountsDatabase, mechanic.id, { shopName: `Oficina Agenda ${tag}` });
  const week = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
  await db
    .update(shops)
    .set({ openingHours: Object.fromEntries(week.map((day) => [day, ONE_HOUR])) as never, services: [SERVICE] })
    .where(eq(shops.id, mechanic.id));
  const tomorrow = addDaysToDay(shopToday(), 1);

  // Two customers, the same last free time, sent at once: exactly one booking.
  const people = [
    { name: `Ana ${tag}`, whatsapp: "(11) 97777-0001", email: `ana-${tag}@exemplo.com` },
    { name: `Bruno ${tag}`, whatsapp: "(11) 97777-0002", email: `bruno-${tag}@exemplo.com` },
  ];
  const phones = await Promise.all(people.map(() => customerPhone(browser)));
  await Promise.all(phones.map((phone, index) => fillBooking(phone, slug, tomorrow, people[index]!)));
  await Promise.all(phones.map((phone) => phone.getByRole("button", { name: t.contact.submit, exact: true }).click()));
  const landed = async (phone: Page) => {
    await expect(phone.getByTestId("appointment-status").or(phone.getByText(a.refused.full))).toBeVisible();
    return /\/agendamento\/[\w-]{32}$/.test(phone.url());
  };
  const outcomes = await Promise.all(phones.map(landed));
  expect(outcomes.filter(Boolean)).toHaveLength(1);
  const winner = people[outcomes.indexOf(true)]!;
  const loser = phones[outcomes.indexOf(false)]!;
  // The one too late keeps what he typed and is told the time was just taken.
  await expect(loser.getByLabel(t.contact.name)).toHaveValue(people[outcomes.indexOf(false)]!.name);
  const booked = await db.select().from(appointments).where(eq(appointments.shopId, mechanic.id));
  expect(booked).toHaveLength(1);
  expect(booked[0]).toMatchObject({ status: "requested", source: "public_page", contactName: winner.name });

  // The shop confirms it on its agenda.
  await page.goto(`/dashboard/agenda?dia=${tomorrow}`);
  const line = page.getByTestId("appointment-line").filter({ hasText: winner.name });
  await line.getByRole("button", { name: a.detail.confirm }).tap();
  await expect(toast(page, a.detail.confirmed)).toBeVisible();
  await expect(line).toContainText(a.status.confirmed);

  // The day before, at the shop's hour, the queue e-mails the reminder with its .ics. The booking is
  // dated the day before, as one made before the reminder's hour.
  await db
    .update(appointments)
    .set({ createdAt: new Date(Date.now() - 86_400_000) })
    .where(eq(appointments.id, booked[0]!.id));
  await queueReminders(mechanic.id, tomorrow);
  const isReminder = (subject: string | undefined) => subject?.startsWith("Lembrete: ") ?? false;
  await expect
    .poll(async () => (await mailsTo(winner.email)).filter((mail) => isReminder(mail.subject)).length, { timeout: 30_000 })
    .toBe(1);
  const reminder = (await mailsTo(winner.email)).find((mail) => isReminder(mail.subject))!;
  expect(reminder.subject).toBe(r.mail.reminderSubject(`Oficina Agenda ${tag}`, tomorrow.split("-").reverse().join("/"), "08:00"));
  const ics = reminder.attachments.find((attachment) => attachment.filename === r.mail.attachmentName);
  const event = new ICAL.Component(ICAL.parse(ics!.content.toString("utf8"))).getFirstSubcomponent("vevent")!;
  expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(shopInstant(tomorrow, 8 * 60).toISOString());
  const link = /https?:\/\/[^\s"<>]+(\/agendamento\/[\w-]{32})/.exec(reminder.text ?? "")?.[1];
  expect(link).toBe(`/agendamento/${booked[0]!.token}`);

  // The customer follows it and confirms; the agenda shows it.
  const customer = phones[outcomes.indexOf(true)]!;
  await customer.goto(link!);
  await customer.getByRole("button", { name: t.link.presenceButton }).tap();
  await expect(customer.getByTestId("presence-confirmed")).toHaveText(t.link.presenceConfirmed);
  await page.reload();
  await expect(line).toContainText(a.screens.customerConfirmed);

  // The car arrives: the check-in opens on a quote with the booked service.
  await line.getByRole("link").first().tap();
  await page.waitForURL(/\/dashboard\/agenda\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: a.detail.arrived, exact: true }).tap();
  await page.waitForURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/check-in$/);
  const quoteId = /quotes\/([0-9a-f-]{36})\/check-in/.exec(page.url())![1]!;
  const lines = await db.select({ description: quoteItems.description }).from(quoteItems).where(eq(quoteItems.quoteId, quoteId));
  expect(lines).toEqual([{ description: SERVICE.name }]);
  const [arrived] = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.id, booked[0]!.id), eq(appointments.quoteId, quoteId)));
  expect(arrived).toEqual({ status: "arrived" });

  // The owner's calendar feed, read by an iCal library, holds it.
  await page.goto("/dashboard/agenda/calendar");
  await page.getByRole("button", { name: r.feed.create }).tap();
  const address = await page.getByLabel(r.feed.urlLabel).inputValue();
  expect(address).toMatch(/\/agenda\/[\w-]{43}\.ics$/);
  const feed = await page.request.get(new URL(address).pathname);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  const ours = events.find((item) => item.summary.includes(winner.name));
  expect(ours?.startDate.toJSDate().toISOString()).toBe(shopInstant(tomorrow, 8 * 60).toISOString());
  await Promise.all(phones.map((phone) => phone.context().close()));
});
