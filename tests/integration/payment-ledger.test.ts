/**
 * The payments table's own rules (migration 0029), below any data function: the trigger that keeps
 * quotes.paid_total, and the guard that lets a payment only be cancelled, never edited or deleted.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const { getDb } = await import("@/db");
const { payments, quotes } = await import("@/db/schema");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote, deleteQuote } = await import("@/lib/data/quotes");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");

async function shopWithJob() {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
  const job = await createQuote(shop.id, customer.id, { description: "Freios", cost: 300 });
  await putAtStage(shop.id, job!.id, "ready");
  return { shopId: shop.id, quoteId: job!.id };
}

const pay = (shopId: string, quoteId: string, amount: string) =>
  getDb().insert(payments).values({ shopId, quoteId, amount, method: "pix", paidOn: "2026-11-20" }).returning({ id: payments.id });

/** Drizzle wraps the database's refusal: its own message is the cause's. */
async function refusal(write: PromiseLike<unknown>) {
  const error = await Promise.resolve(write).then(
    () => undefined,
    (failure: Error & { cause?: Error }) => failure,
  );
  return error?.cause?.message;
}

async function paidTotal(quoteId: string) {
  const [row] = await getDb().select({ paid: quotes.paidTotal, approved: quotes.approvedTotal }).from(quotes).where(eq(quotes.id, quoteId));
  return row;
}

describe("payments ledger", () => {
  it("keeps the job's paid total as the sum of the payments not cancelled", async () => {
    const { shopId, quoteId } = await shopWithJob();
    expect(await paidTotal(quoteId)).toEqual({ paid: "0.00", approved: "300.00" });
    const [first] = await pay(shopId, quoteId, "100.10");
    await pay(shopId, quoteId, "0.01");
    expect((await paidTotal(quoteId))!.paid).toBe("100.11");
    await getDb().update(payments).set({ cancelledAt: new Date(), cancelReason: "Valor errado" }).where(eq(payments.id, first!.id));
    expect((await paidTotal(quoteId))!.paid).toBe("0.01");
    // A payment written already cancelled (an import of one typed twice) adds nothing.
    await getDb()
      .insert(payments)
      .values({ shopId, quoteId, amount: "7.00", method: "cash", paidOn: "2026-11-20", cancelledAt: new Date(), cancelReason: "Em dobro" });
    expect((await paidTotal(quoteId))!.paid).toBe("0.01");
  });

  it("refuses to edit, un-cancel or delete a payment, and lets its quote take it along", async () => {
    const { shopId, quoteId } = await shopWithJob();
    const [row] = await pay(shopId, quoteId, "50.00");
    const byId = eq(payments.id, row!.id);
    expect(await refusal(getDb().update(payments).set({ amount: "5.00" }).where(byId))).toMatch(/never edited/);
    await getDb().update(payments).set({ cancelledAt: new Date(), cancelReason: "Duplicado" }).where(byId);
    expect(await refusal(getDb().update(payments).set({ cancelledAt: null, cancelReason: null }).where(byId))).toMatch(/never edited/);
    expect(await refusal(getDb().delete(payments).where(byId))).toMatch(/never edited/);
    expect(await deleteQuote(shopId, quoteId)).toBeTruthy();
    expect(await getDb().select().from(payments).where(byId)).toEqual([]);
  });

  it("refuses an amount of zero and installments on anything but a credit card", async () => {
    const { shopId, quoteId } = await shopWithJob();
    expect(await refusal(pay(shopId, quoteId, "0"))).toMatch(/payments_amount_check/);
    expect(
      await refusal(
        getDb().insert(payments).values({ shopId, quoteId, amount: "10", method: "pix", paidOn: "2026-11-20", installments: 2 }),
      ),
    ).toMatch(/payments_installments_check/);
    expect((await paidTotal(quoteId))!.paid).toBe("0.00");
  });
});
