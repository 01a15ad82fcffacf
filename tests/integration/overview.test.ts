import { count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { setOperator } from "@/db/operators";
import { customers, leads, quotes, shopCounts, shops, suppliers } from "@/db/schema";
import { createCustomer, deleteCustomer } from "@/lib/data/customers";
import { createLead, deleteLead } from "@/lib/data/leads";
import { getOverview } from "@/lib/data/overview";
import { createQuote, deleteQuote } from "@/lib/data/quotes";
import { createSupplier, deleteSupplier } from "@/lib/data/suppliers";
import { RateLimitedError } from "@/lib/rate-limit";
import { createMechanic, findSignedInAccount } from "../support/factories";

async function fillShop(shopId: string) {
  const db = getDb();
  const [customer] = await db
    .insert(customers)
    .values([
      { shopId, name: "João da Silva" },
      { shopId, name: "Maria Souza" },
    ])
    .returning();
  await db.insert(suppliers).values({ shopId, name: "Auto Peças Central" });
  await db.insert(quotes).values([
    { shopId, customerId: customer!.id, description: "Troca de óleo" },
    { shopId, customerId: customer!.id, description: "Alinhamento" },
    { shopId, customerId: customer!.id, description: "Freios" },
  ]);
  await db.insert(leads).values({ shopId: shopId, name: "Carlos", email: "carlos@exemplo.com" });
}

describe("overview counts", () => {
  it("counts only the viewer's own rows", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const other = await createMechanic({ plan: "pro" });
    await fillShop(owner.id);

    expect(await getOverview({ shopId: owner.id, isOperator: false })).toEqual({
      customers: 2,
      suppliers: 1,
      quotes: 3,
      leads: 1,
      // Three pending quotes with no value.
      openQuotes: 3,
      approvedUnfinishedValue: 0,
      hasShopProfile: false,
      receivable: "0",
      receivedThisMonth: "0",
    });
    expect(await getOverview({ shopId: other.id, isOperator: false })).toEqual({
      customers: 0,
      suppliers: 0,
      quotes: 0,
      leads: 0,
      openQuotes: 0,
      approvedUnfinishedValue: 0,
      hasShopProfile: false,
      receivable: "0",
      receivedThisMonth: "0",
    });
  });

  it("shows the product's own leads to operators only", async () => {
    const operator = await createMechanic({ plan: "pro" });
    const mechanic = await createMechanic({ plan: "pro" });
    await setOperator(operator.email, true);
    await getDb().insert(leads).values({ shopId: null, name: "Prospect", email: "prospect@exemplo.com" });

    const operatorAccount = await findSignedInAccount(operator.id);
    expect(operatorAccount?.isOperator).toBe(true);
    // The product's leads belong to no shop, and other files add and delete theirs meanwhile: the
    // overview is compared with the table between two equal readings of it.
    const productLeads = async () => (await getDb().select({ total: count() }).from(leads).where(isNull(leads.shopId)))[0]!.total;
    await expect
      .poll(async () => {
        const before = await productLeads();
        const shown = (await getOverview(operatorAccount!)).leads;
        return before === (await productLeads()) ? shown - before : "the table changed meanwhile";
      })
      .toBe(0);
    expect((await findSignedInAccount(mechanic.id))?.isOperator).toBe(false);
    expect((await getOverview({ shopId: mechanic.id, isOperator: false })).leads).toBe(0);
  });
});

/** What the overview must say: every row of the shop counted, the slow way. */
async function exactCounts(shopId: string) {
  const db = getDb();
  return {
    customers: await db.$count(customers, eq(customers.shopId, shopId)),
    suppliers: await db.$count(suppliers, eq(suppliers.shopId, shopId)),
    quotes: await db.$count(quotes, eq(quotes.shopId, shopId)),
    leads: await db.$count(leads, eq(leads.shopId, shopId)),
  };
}

async function overviewCounts(shopId: string) {
  const { customers, suppliers, quotes, leads } = await getOverview({ shopId: shopId, isOperator: false });
  return { customers, suppliers, quotes, leads };
}

describe("the counts kept by the database (shop_counts)", () => {
  const lead = { name: "Carlos", email: "carlos@exemplo.com", phone: "", isMechanic: false };
  const customer = { name: "Ana", phone: "", email: "", notes: "" };
  const record = { description: "Troca de óleo", cost: 150 };

  it("follow every create and delete, repeated submits and cascades included", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const neighbour = await createMechanic({ plan: "pro" });
    await fillShop(neighbour.id);
    const neighbourBefore = await overviewCounts(neighbour.id);

    const [anaKey, recordKey, leadKey] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const ana = await createCustomer(owner.id, customer, anaKey);
    await createCustomer(owner.id, customer, anaKey); // the same form submitted twice
    const bia = await createCustomer(owner.id, { ...customer, name: "Bia" });
    await createQuote(owner.id, ana!.id, record, recordKey);
    await createQuote(owner.id, ana!.id, record, recordKey);
    await createQuote(owner.id, ana!.id, record);
    const kept = await createQuote(owner.id, bia!.id, record);
    const supplier = await createSupplier(owner.id, { name: "Auto Peças", phone: "", email: "", tags: [], notes: "" });
    const ownLead = await createLead(owner.id, lead, { idempotencyKey: leadKey });
    await createLead(owner.id, lead, { idempotencyKey: leadKey });
    await createLead(null, lead); // the landing page's: nobody's shop
    await getDb()
      .insert(customers)
      .values(Array.from({ length: 50 }, (_, index) => ({ shopId: owner.id, name: `Lote ${index}` })));
    expect(await overviewCounts(owner.id)).toEqual({ customers: 52, suppliers: 1, quotes: 3, leads: 1 });

    expect(await deleteCustomer(owner.id, ana!.id)).toBe(true); // and, by cascade, two records
    expect(await deleteQuote(owner.id, kept!.id)).toEqual({ customerId: bia!.id });
    expect(await deleteSupplier(owner.id, supplier!.id)).toBe(true);
    expect(await deleteLead({ shopId: owner.id, isOperator: false }, ownLead!.id)).toBe(true);
    // Refused deletes change nothing: the neighbour's ids used by the owner.
    const [neighbourCustomer] = await getDb().select().from(customers).where(eq(customers.shopId, neighbour.id));
    expect(await deleteCustomer(owner.id, neighbourCustomer!.id)).toBe(false);

    expect(await overviewCounts(owner.id)).toEqual({ customers: 51, suppliers: 0, quotes: 0, leads: 0 });
    expect(await overviewCounts(owner.id)).toEqual(await exactCounts(owner.id));
    expect(await overviewCounts(neighbour.id)).toEqual(neighbourBefore);
    expect(neighbourBefore).toEqual(await exactCounts(neighbour.id));
  });

  it("are left as they were by a write that is rolled back", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const rule = { limit: 1, windowMs: 60_000 };
    const rateLimit = { key: `teste:${owner.id}`, rule };
    await createLead(owner.id, lead, { rateLimit });
    // Over the limit: the lead is inserted, then undone with its transaction.
    await expect(createLead(owner.id, lead, { rateLimit })).rejects.toBeInstanceOf(RateLimitedError);
    expect((await overviewCounts(owner.id)).leads).toBe(1);
    expect(await overviewCounts(owner.id)).toEqual(await exactCounts(owner.id));
  });

  it("go away with the shop, which can still be deleted", async () => {
    const owner = await createMechanic({ plan: "pro" });
    await fillShop(owner.id);
    await getDb().delete(shops).where(eq(shops.id, owner.id));
    expect(await getDb().select().from(shopCounts).where(eq(shopCounts.shopId, owner.id))).toEqual([]);
  });
});
