import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, leads, serviceHistory, suppliers } from "@/db/schema";
import { findAccount } from "@/lib/data/accounts";
import { getOverview } from "@/lib/data/overview";
import { createMechanic } from "../support/factories";

async function fillShop(userId: string) {
  const db = getDb();
  const [customer] = await db.insert(customers).values([
    { userId, name: "João da Silva" },
    { userId, name: "Maria Souza" },
  ]).returning();
  await db.insert(suppliers).values({ userId, name: "Auto Peças Central" });
  await db.insert(serviceHistory).values([
    { userId, customerId: customer!.id, description: "Troca de óleo" },
    { userId, customerId: customer!.id, description: "Alinhamento" },
    { userId, customerId: customer!.id, description: "Freios" },
  ]);
  await db.insert(leads).values({ ownerId: userId, name: "Carlos", email: "carlos@exemplo.com" });
}

afterEach(() => {
  delete process.env.ADMIN_EMAILS;
});

describe("overview counts", () => {
  it("counts only the viewer's own rows", async () => {
    const owner = await createMechanic({ plan: "pro" });
    const other = await createMechanic({ plan: "pro" });
    await fillShop(owner.id);

    expect(await getOverview({ id: owner.id, isOperator: false })).toEqual({
      customers: 2,
      suppliers: 1,
      serviceRecords: 3,
      leads: 1,
      hasShopProfile: false,
    });
    expect(await getOverview({ id: other.id, isOperator: false })).toEqual({
      customers: 0,
      suppliers: 0,
      serviceRecords: 0,
      leads: 0,
      hasShopProfile: false,
    });
  });

  it("shows the product's own leads to operators only", async () => {
    const operator = await createMechanic({ plan: "pro" });
    const mechanic = await createMechanic({ plan: "pro" });
    process.env.ADMIN_EMAILS = `outra@pessoa.com, ${operator.email.toUpperCase()}`;
    const before = await getOverview({ id: operator.id, isOperator: true });
    await getDb().insert(leads).values({ ownerId: null, name: "Prospect", email: "prospect@exemplo.com" });

    const operatorAccount = await findAccount(operator.id);
    expect(operatorAccount?.isOperator).toBe(true);
    expect((await getOverview(operatorAccount!)).leads).toBe(before.leads + 1);
    expect((await findAccount(mechanic.id))?.isOperator).toBe(false);
    expect((await getOverview({ id: mechanic.id, isOperator: false })).leads).toBe(0);
  });
});
