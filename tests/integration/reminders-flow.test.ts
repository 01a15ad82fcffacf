/**
 * The reminders' whole path, on the real Postgres, the real queue and a real SMTP server: a delivered
 * oil change sets the car's next service; on its day it is in 'Lembretes', and the consenting
 * customer gets one e-mail from the queue's workers, even with the instance restarted in the middle;
 * his click on the unsubscribe link stops the next one.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { testMailbox } from "../support/mailbox";
import { waitFor } from "../support/wait";

const { getDb } = await import("@/db");
const { automaticEmails, customers, shops, quotes, serviceDues } = await import("@/db/schema");
const { registerDelivery } = await import("@/lib/data/deliveries");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { createVehicle } = await import("@/lib/data/vehicles");
const { listReminders } = await import("@/lib/data/reminders");
const { enqueue } = await import("@/lib/queue");
const { queueState, stopQueue } = await import("@/lib/queue/boss");
const { startQueue } = await import("@/lib/queue/worker");
const { remindersDaily, remindersShop } = await import("@/lib/reminders/tasks");
const { POST } = await import("@/app/lembretes/sair/[token]/route");
const { confirmEmail, createMechanic } = await import("../support/factories");

const mailbox = testMailbox();
const OIL = { id: "svc-oleo", name: "Troca de óleo", price: 180, intervalMonths: 6, intervalKm: 10_000 };
const TIMING = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 2, retryDelaySeconds: 1 };

afterEach(async () => {
  await stopQueue();
});

async function consentingCustomerWithCar() {
  const shop = await createMechanic({ plan: "pro" });
  await confirmEmail(shop.id);
  await getDb()
    .update(shops)
    .set({ shopName: "Oficina do Zé", services: [OIL], dailySummary: false })
    .where(eq(shops.id, shop.id));
  const email = `cliente-${crypto.randomUUID()}@exemplo.com`;
  const customer = await createCustomer(shop.id, { name: "Ana Lima", phone: "(11) 91234-5678", email, notes: "", emailReminders: true });
  const vehicle = await createVehicle(shop.id, customer.id, {
    plate: "ABC1D23",
    make: "Volkswagen",
    model: "Gol",
    year: 2015,
    color: "",
    currentKm: 45_000,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  return { shopId: shop.id, customerId: customer.id, email, vehicleId: vehicle.id };
}

/** An oil change for the car, ready and then delivered at `km` through the shop's own delivery. */
async function deliverOilChange(owner: Awaited<ReturnType<typeof consentingCustomerWithCar>>, km: number, deliveredAt = new Date()) {
  const job = await createQuote(owner.shopId, owner.customerId, {
    description: "Troca de óleo",
    cost: null,
    vehicleId: owner.vehicleId,
    items: [
      {
        kind: "service",
        description: OIL.name,
        catalogueServiceId: OIL.id,
        partCondition: null,
        labourPricing: null,
        quantity: "1",
        unitPrice: "180.00",
      },
    ],
  });
  await getDb().update(quotes).set({ status: "ready" }).where(eq(quotes.id, job!.id));
  expect(await registerDelivery(owner.shopId, job!.id, { deliveredAt, km, replacedParts: "none", notes: null })).toMatchObject({
    ok: true,
  });
  const [due] = await getDb().select().from(serviceDues).where(eq(serviceDues.vehicleId, owner.vehicleId));
  return due!;
}

/**
 * The 06:00 tick of `day` for this shop: an instance without workers runs the tick, which queues the
 * shop's job, and (with `restart`) stops right there, the job still queued; then an instance starts
 * its workers and works the queue until the shop's job is done.
 */
async function runTick(shopId: string, day: string, { restart = false } = {}) {
  const boss = await queueState(TIMING).started;
  await enqueue(remindersDaily, { day, shops: [shopId] });
  const [tick] = await boss.fetch<{ day: string; shops: string[] }>(remindersDaily.name);
  await remindersDaily.run(remindersDaily.data.parse(tick!.data), { runId: tick!.id });
  await boss.complete(remindersDaily.name, tick!.id);
  const shopJob = async () => {
    const { rows } = await (
      await queueState().started
    )
      .getDb()
      .executeSql(`SELECT state FROM ${process.env.QUEUE_SCHEMA}.job WHERE name = $1 AND data->>'shopId' = $2 AND data->>'day' = $3`, [
        remindersShop.name,
        shopId,
        day,
      ]);
    return rows[0] as { state: string } | undefined;
  };
  if (!(await shopJob())) return "nothing queued";
  expect(await shopJob()).toEqual({ state: "created" });
  if (restart) await stopQueue();
  await startQueue(TIMING);
  await waitFor(async () => (await shopJob())?.state === "completed", "the shop's job done", 20_000);
  return "worked";
}

describe("a delivered oil change brings the customer back", () => {
  it("sets the next service, lists it on its day, e-mails it once across a restart, and stops after the unsubscribe", async () => {
    const owner = await consentingCustomerWithCar();
    // Delivered a month ago, so the next one (today) falls on another day.
    const due = await deliverOilChange(owner, 45_100, new Date(Date.now() - 30 * 24 * 60 * 60 * 1000));
    expect(due).toMatchObject({ serviceName: "Troca de óleo", dueKm: 55_100, intervalMonths: 6 });
    const day = due.remindOn;

    const { reminders } = await listReminders(owner.shopId, day);
    expect(reminders).toContainEqual(
      expect.objectContaining({
        kind: "service_due",
        subjectId: due.id,
        day,
        name: "Ana Lima",
        vehicle: expect.objectContaining({ plate: "ABC1D23" }),
      }),
    );

    expect(await runTick(owner.shopId, day, { restart: true })).toBe("worked");
    const mails = await mailbox.mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Troca de óleo do seu Gol ABC1D23");
    const [sent] = await getDb().select().from(automaticEmails).where(eq(automaticEmails.customerId, owner.customerId));
    expect(sent?.kind).toBe("service_reminder");

    // The same day again: nothing more.
    await enqueue(remindersShop, { shopId: owner.shopId, day });
    await waitFor(
      async () => (await queueState().started).getQueueSize(remindersShop.name).then((size) => size === 0),
      "the queue drained",
    );
    expect(await mailbox.mailsTo(owner.email)).toHaveLength(1);

    // The customer clicks 'Não quero mais receber lembretes' in that e-mail.
    const link = /https?:\/\/\S+\/lembretes\/sair\/([0-9a-f-]{36})/.exec(mails[0]!.text ?? "");
    expect(link).not.toBeNull();
    const unsubscribed = await POST(new Request(link![0], { method: "POST", body: "List-Unsubscribe=One-Click" }), {
      params: Promise.resolve({ token: link![1]! }),
    });
    expect(unsubscribed.status).toBe(200);
    const [customer] = await getDb().select().from(customers).where(eq(customers.id, owner.customerId));
    expect(customer!.emailRemindersConsentedAt).toBeNull();

    // The next oil change is delivered, and its day comes: still in 'Lembretes', but no e-mail.
    await stopQueue();
    const next = await deliverOilChange(owner, 46_000);
    expect(next.id).toBe(due.id);
    expect(next.dueKm).toBe(56_000);
    expect((await listReminders(owner.shopId, next.remindOn)).reminders.map((r) => r.subjectId)).toContain(due.id);
    // The shop has nothing to send that day any more, so the tick queues nothing for it.
    expect(await runTick(owner.shopId, next.remindOn)).toBe("nothing queued");
    expect(await mailbox.mailsTo(owner.email)).toHaveLength(1);
  }, 60_000);
});
