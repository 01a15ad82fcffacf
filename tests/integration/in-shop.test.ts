/** The Painel's 'Na oficina': the cars in the shop by stage, the longest waiting first, bounded and counted. */
import { describe, expect, it } from "vitest";

const { getDb } = await import("@/db");
const { checkIns, quotes } = await import("@/db/schema");
const { eq } = await import("drizzle-orm");
const { createCustomer } = await import("@/lib/data/customers");
const { listInShop } = await import("@/lib/data/in-shop");
const { createQuote } = await import("@/lib/data/quotes");
const { createVehicle } = await import("@/lib/data/vehicles");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");

async function shop() {
  const account = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(account.id, { name: "Maria Souza", phone: "", email: "", notes: "" });
  const vehicle = await createVehicle(account.id, customer.id, {
    plate: "ABC1D23",
    make: "Fiat",
    model: "Uno",
    year: 2015,
    color: "",
    currentKm: null,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  /** A quote at `status` that reached it `daysAgo` days ago. */
  const quote = async (status: Parameters<typeof putAtStage>[2], daysAgo: number, withVehicle = true) => {
    const created = (await createQuote(account.id, customer.id, {
      description: `${status} ${daysAgo}`,
      cost: null,
      vehicleId: withVehicle ? vehicle.id : null,
    }))!;
    await putAtStage(account.id, created.id, status);
    await getDb()
      .update(quotes)
      .set({ stageChangedAt: new Date(Date.now() - daysAgo * 86_400_000) })
      .where(eq(quotes.id, created.id));
    return created;
  };
  return { id: account.id, quote };
}

describe("'Na oficina'", () => {
  it("lists the cars by stage, oldest first, with plate, customer and since when; the checked-in quotes as awaiting", async () => {
    const a = await shop();
    const older = await a.quote("approved", 3);
    const newer = await a.quote("approved", 1, false);
    const working = await a.quote("in_progress", 2);
    const ready = await a.quote("ready", 0);
    const arrived = await a.quote("pending", 1);
    await getDb().insert(checkIns).values({ quoteId: arrived.id, shopId: a.id });
    await a.quote("pending", 5); // no check-in: not in the shop
    await a.quote("delivered", 1);
    await a.quote("canceled", 1);
    const b = await shop();
    await b.quote("approved", 1);

    const inShop = await listInShop(a.id);
    const ids = Object.fromEntries(inShop.map(({ group, cars, total }) => [group, { ids: cars.map((car) => car.quoteId), total }]));
    expect(ids).toEqual({
      awaiting: { ids: [arrived.id], total: 1 },
      approved: { ids: [older.id, newer.id], total: 2 },
      in_progress: { ids: [working.id], total: 1 },
      ready: { ids: [ready.id], total: 1 },
    });
    const approved = inShop.find((group) => group.group === "approved")!.cars;
    expect(approved[0]).toMatchObject({ customerName: "Maria Souza", plate: "ABC1D23" });
    expect(approved[1]!.plate).toBeNull();
    expect(approved[0]!.days).toBe(3);
    expect(approved[1]!.days).toBe(1);
  });

  it("shows at most the limit per stage and counts the rest; another shop sees none of them", async () => {
    const a = await shop();
    for (const days of [1, 2, 3]) await a.quote("in_progress", days);
    const inShop = await listInShop(a.id, 2);
    expect(inShop.find((group) => group.group === "in_progress")).toMatchObject({ total: 3 });
    expect(inShop.find((group) => group.group === "in_progress")!.cars).toHaveLength(2);
    const other = await createMechanic({ plan: "pro" });
    expect((await listInShop(other.id)).every((group) => group.cars.length === 0 && group.total === 0)).toBe(true);
  });
});
