/**
 * The e-mails the queue sends on its own (lib/reminders/tasks.ts), through the real queue on the
 * real Postgres and a real SMTP server: a next-service reminder to a consenting customer goes once
 * (a second run, two workers, a restart in the middle), the unsubscribe link stops the next one,
 * and no consent, no address, the setting off, a deleted customer or vehicle send nothing.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { testMailbox } from "../support/mailbox";
import { waitFor } from "../support/wait";

const { getDb } = await import("@/db");
const { automaticEmails, customers, shops, serviceDues } = await import("@/db/schema");
const { addDaysToDay, shopToday } = await import("@/lib/calendar");
const { createCustomer, deleteCustomer } = await import("@/lib/data/customers");
const { createVehicle, deleteVehicle } = await import("@/lib/data/vehicles");
const { enqueue } = await import("@/lib/queue");
const { ensureQueues, queueState, stopQueue } = await import("@/lib/queue/boss");
const { runQueuedTasks, startQueue } = await import("@/lib/queue/worker");
const { remindersDaily, remindersShop } = await import("@/lib/reminders/tasks");
const { serviceDueOccurrence } = await import("@/lib/service-dues/occurrence");
const { messages } = await import("@/lib/messages");
const { GET, POST } = await import("@/app/lembretes/sair/[token]/route");
const { confirmEmail, createMechanic, saveLoadedProfile } = await import("../support/factories");
const { defaultOpeningHours } = await import("@/lib/profile/opening-hours");

const mailbox = testMailbox();
const m = messages.reminderEmails;
const today = shopToday();

afterEach(async () => {
  await stopQueue();
});

type ShopOptions = { consent?: boolean; email?: boolean; reminderEmails?: boolean; dailySummary?: boolean; remindOn?: string };

/** A confirmed Profissional shop with one customer, his Gol, and its oil change due `remindOn` (today). */
async function shopWithDue(label: string, options: ShopOptions = {}) {
  const tag = `${label}-${randomUUID().slice(0, 8)}`;
  const account = await createMechanic({ plan: "pro" });
  await confirmEmail(account.id);
  const shopName = `Oficina ${tag}`;
  await saveLoadedProfile(account.id, {
    shopName,
    ownerName: "Zé",
    description: "",
    slug: "",
    whatsappIntegration: "",
    services: [],
    openingHours: defaultOpeningHours(),
  });
  await getDb()
    .update(shops)
    .set({ reminderEmails: options.reminderEmails ?? true, dailySummary: options.dailySummary ?? false })
    .where(eq(shops.id, account.id));
  const customerEmail = `cliente-${tag}@exemplo.com`;
  const customer = await createCustomer(account.id, {
    name: `Cliente ${tag}`,
    phone: "",
    email: options.email === false ? "" : customerEmail,
    notes: "",
  });
  if (options.consent !== false)
    await getDb().update(customers).set({ emailRemindersConsentedAt: new Date() }).where(eq(customers.id, customer.id));
  const vehicle = await createVehicle(account.id, customer.id, {
    plate: "ABC1D23",
    make: "Volkswagen",
    model: "Gol",
    year: 2012,
    color: "Prata",
    currentKm: 45000,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  const due = await addDue(account.id, vehicle.id, "Troca de óleo", options.remindOn ?? today);
  const [row] = await getDb().select({ token: customers.unsubscribeToken }).from(customers).where(eq(customers.id, customer.id));
  return {
    id: account.id,
    email: account.email,
    shopName,
    customerId: customer.id,
    customerEmail,
    vehicleId: vehicle.id,
    dueId: due,
    token: row!.token,
  };
}

async function addDue(shopId: string, vehicleId: string, serviceName: string, remindOn: string) {
  const [due] = await getDb()
    .insert(serviceDues)
    .values({ shopId, vehicleId, serviceName, intervalMonths: 6, intervalKm: 10000, dueOn: remindOn, dueKm: 55000, remindOn })
    .returning({ id: serviceDues.id });
  return due!.id;
}

/** The morning's work for these shops, as the 06:00 tick sends it, run to the end. */
async function runDay(shops: string[], day = today) {
  await enqueue(remindersDaily, { day, shops });
  return runQueuedTasks();
}

const sentRecords = async (shopId: string) => getDb().select().from(automaticEmails).where(eq(automaticEmails.shopId, shopId));

describe("next-service reminders by e-mail", () => {
  it("e-mails a consenting customer once, as the shop, with the car, the service and a one-click unsubscribe", async () => {
    const shop = await shopWithDue("reminder-once");
    expect(await runDay([shop.id])).toEqual({ ran: 2, failed: 0 });
    const mails = await mailbox.mailsTo(shop.customerEmail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const link = `http://localhost:3000/lembretes/sair/${shop.token}`;
    expect(mail!.subject).toBe(m.reminder.subject(shop.shopName));
    expect(mail!.text).toContain("Troca de óleo do seu Gol ABC1D23");
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.from?.text).toContain(`${shop.shopName} via Oficina Digital`);
    expect(mail!.replyTo?.text).toBe(shop.email);
    const header = (name: string) => mail!.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, " ");
    expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${link}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(await sentRecords(shop.id)).toEqual([
      expect.objectContaining({
        dedupeKey: `service-reminder:${shop.dueId}:${serviceDueOccurrence(today, 55000)}`,
        kind: "service_reminder",
        customerId: shop.customerId,
      }),
    ]);

    // The day's work again: the tick's key queues nothing, and the shop's job run again sends nothing.
    expect(await runDay([shop.id])).toEqual({ ran: 1, failed: 0 });
    await enqueue(remindersShop, { shopId: shop.id, day: today });
    expect(await runQueuedTasks()).toEqual({ ran: 1, failed: 0 });
    expect(await mailbox.mailsTo(shop.customerEmail)).toHaveLength(1);

    // A new km pace moves the day the due shows, not the due: tomorrow sends nothing more.
    const tomorrow = addDaysToDay(today, 1);
    await getDb().update(serviceDues).set({ remindOn: tomorrow }).where(eq(serviceDues.id, shop.dueId));
    await runDay([shop.id], tomorrow);
    expect(await mailbox.mailsTo(shop.customerEmail)).toHaveLength(1);
  });

  it("sends once with two workers on the same shop at the same time", async () => {
    const shop = await shopWithDue("reminder-two-workers");
    await Promise.all([
      remindersShop.run({ shopId: shop.id, day: today }, { runId: "a" }),
      remindersShop.run({ shopId: shop.id, day: today }, { runId: "b" }),
    ]);
    expect(await mailbox.mailsTo(shop.customerEmail)).toHaveLength(1);
    expect(await sentRecords(shop.id)).toHaveLength(1);
  });

  it("sends once across a restart after the fan-out, and after a crash between the send and the job's end", async () => {
    const shop = await shopWithDue("reminder-restart");
    // A dead run is noticed in 2 s and retried 1 s later (not 5 min and 30 s): the test's patience.
    const timing = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 2 };
    queueState(timing);
    const boss = await ensureQueues([remindersShop]);
    await boss.updateQueue(remindersShop.name, {
      name: remindersShop.name,
      retryLimit: 8,
      retryDelay: 1,
      retryBackoff: false,
      expireInSeconds: 2,
    });
    await enqueue(remindersDaily, { day: today, shops: [shop.id] });
    // This instance runs the tick, queues the shop's job, and stops before working it.
    const [tick] = await boss.fetch(remindersDaily.name);
    await remindersDaily.run(remindersDaily.data.parse(tick!.data), { runId: tick!.id });
    await boss.complete(remindersDaily.name, tick!.id);
    // … and before its end it had sent the e-mail (the run's transaction committed), then died.
    const [shopJob] = await boss.fetch(remindersShop.name);
    expect(shopJob?.data).toEqual({ shopId: shop.id, day: today });
    await remindersShop.run({ shopId: shop.id, day: today }, { runId: shopJob!.id });
    await stopQueue();

    // A new instance: the dead run expires and is retried; the record makes it send nothing more.
    await startQueue(timing);
    const restarted = await queueState().started;
    await waitFor(
      async () => (await restarted.getJobById(remindersShop.name, shopJob!.id))?.state === "completed",
      "the retried shop job",
      30_000,
    );
    expect(await mailbox.mailsTo(shop.customerEmail)).toHaveLength(1);
  }, 40_000);

  it("stops after the unsubscribe link: a GET changes nothing, the POST withdraws the consent", async () => {
    const shop = await shopWithDue("reminder-unsubscribe");
    const tomorrow = addDaysToDay(today, 1);
    await addDue(shop.id, shop.vehicleId, "Alinhamento", tomorrow);
    await runDay([shop.id]);
    expect(await mailbox.mailsTo(shop.customerEmail)).toHaveLength(1);

    const params = { params: Promise.resolve({ token: shop.token }) };
    const page = await GET(new Request(`http://localhost:3000/lembretes/sair/${shop.token}`), params);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    const html = await page.text();
    expect(html).toContain(shop.shopName);
    expect(html).toContain(m.unsubscribe.button);
    expect(html).toContain(`<form method="post">`);
    const [still] = await getDb().select().from(customers).where(eq(customers.id, shop.customerId));
    expect(still!.emailRemindersConsentedAt).not.toBeNull();

    // The mail client's one-click POST (RFC 8058): no page, no Origin, no CSRF token.
    const oneClick = await POST(
      new Request(`http://localhost:3000/lembretes/sair/${shop.token}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      { params: Promise.resolve({ token: shop.token }) },
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(m.unsubscribe.done(shop.shopName));
    const [withdrawn] = await getDb().select().from(customers).where(eq(customers.id, shop.customerId));
    expect(withdrawn!.emailRemindersConsentedAt).toBeNull();
    expect(withdrawn!.emailRemindersRevokedAt).not.toBeNull();

    expect(await runDay([shop.id], tomorrow)).toEqual({ ran: 1, failed: 0 });
    expect(await mailbox.mailsTo(shop.customerEmail)).toHaveLength(1);
  });

  it("answers an unknown token with a plain invalid page, and counts it as a miss", async () => {
    const token = randomUUID();
    const response = await POST(new Request(`http://localhost:3000/lembretes/sair/${token}`, { method: "POST" }), {
      params: Promise.resolve({ token }),
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(m.unsubscribe.invalid);
    const notAToken = await GET(new Request("http://localhost:3000/lembretes/sair/x"), { params: Promise.resolve({ token: "x" }) });
    expect(notAToken.status).toBe(404);
  });

  it("sends nothing without consent, without an address, with the setting off, or after the customer or vehicle is deleted", async () => {
    const noConsent = await shopWithDue("reminder-no-consent", { consent: false });
    const noAddress = await shopWithDue("reminder-no-address", { email: false });
    const settingOff = await shopWithDue("reminder-setting-off", { reminderEmails: false });
    const customerGone = await shopWithDue("reminder-customer-gone");
    const vehicleGone = await shopWithDue("reminder-vehicle-gone");
    const old = await shopWithDue("reminder-too-old", { remindOn: addDaysToDay(today, -3) });
    const shopList = [noConsent, noAddress, settingOff, customerGone, vehicleGone, old];
    // The tick queued every shop's job (the summary is on), then the customer and the car went.
    await getDb().update(shops).set({ dailySummary: true }).where(eq(shops.id, customerGone.id));
    await getDb().update(shops).set({ dailySummary: true }).where(eq(shops.id, vehicleGone.id));
    await enqueue(remindersDaily, { day: today, shops: shopList.map((shop) => shop.id) });
    const boss = await queueState().started;
    const [tick] = await boss.fetch(remindersDaily.name);
    await remindersDaily.run(remindersDaily.data.parse(tick!.data), { runId: tick!.id });
    await boss.complete(remindersDaily.name, tick!.id);
    expect(await deleteCustomer(customerGone.id, customerGone.customerId)).toBe(true);
    expect(await deleteVehicle(vehicleGone.id, vehicleGone.vehicleId)).toBeTruthy();
    await runQueuedTasks();
    for (const shop of shopList) expect(await mailbox.mailsTo(shop.customerEmail)).toEqual([]);
    const records = await getDb()
      .select()
      .from(automaticEmails)
      .where(
        and(
          sql`${automaticEmails.shopId} = ANY(${`{${shopList.map((shop) => shop.id).join(",")}}`}::uuid[])`,
          eq(automaticEmails.kind, "service_reminder"),
        ),
      );
    expect(records).toEqual([]);
  });

  it("catches up a reminder of the last two days the queue missed", async () => {
    const shop = await shopWithDue("reminder-catch-up", { remindOn: addDaysToDay(today, -2) });
    await runDay([shop.id]);
    expect(await mailbox.mailsTo(shop.customerEmail)).toHaveLength(1);
  });
});

describe("the daily summary", () => {
  it("tells the shop today's reminders once, at the confirmed account address, and nothing on a day with no news", async () => {
    const shop = await shopWithDue("summary", { consent: false, dailySummary: true });
    await runDay([shop.id]);
    const mails = await mailbox.mailsTo(shop.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(m.summary.subject(today.split("-").reverse().join("/")));
    expect(mails[0]!.text).toContain(`${m.summary.remindersToday}: 1`);
    expect(mails[0]!.text).toContain(`Cliente summary`);
    expect(mails[0]!.text).toContain("Troca de óleo · Gol ABC1D23");
    expect(mails[0]!.text).toContain("http://localhost:3000/dashboard/reminders");
    await enqueue(remindersShop, { shopId: shop.id, day: today });
    await runQueuedTasks();
    expect(await mailbox.mailsTo(shop.email)).toHaveLength(1);

    // A year on, nothing is due and nothing came in: no e-mail, and no record of one.
    const later = addDaysToDay(today, 365);
    await runDay([shop.id], later);
    expect(await mailbox.mailsTo(shop.email)).toHaveLength(1);
    expect((await sentRecords(shop.id)).map((row) => row.dedupeKey)).toEqual([`daily-summary:${today}`]);
  });

  it("is not sent when turned off, or to an unconfirmed address", async () => {
    const off = await shopWithDue("summary-off", { consent: false, dailySummary: false });
    const unconfirmed = await shopWithDue("summary-unconfirmed", { consent: false, dailySummary: true });
    await getDb().execute(sql`UPDATE users SET email_verified_at = NULL WHERE id = ${unconfirmed.id}`);
    await runDay([off.id, unconfirmed.id]);
    expect(await mailbox.mailsTo(off.email)).toEqual([]);
    expect(await mailbox.mailsTo(unconfirmed.email)).toEqual([]);
  });
});
