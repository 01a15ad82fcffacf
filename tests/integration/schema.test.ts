import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, quotes, users } from "@/db/schema";
import { createMechanic } from "../support/factories";

describe("database rules", () => {
  it("keeps e-mails unique regardless of letter case", async () => {
    const mechanic = await createMechanic();
    await expect(getDb().insert(users).values({ email: mechanic.email.toUpperCase(), passwordHash: "x" })).rejects.toThrow();
  });

  it("stores quotes with status pending and the date of today by default", async () => {
    const mechanic = await createMechanic();
    const [customer] = await getDb().insert(customers).values({ shopId: mechanic.id, name: "Ana" }).returning();
    const [record] = await getDb()
      .insert(quotes)
      .values({ shopId: mechanic.id, customerId: customer!.id, description: "Revisão", cost: "1234.56" })
      .returning();
    expect(record?.status).toBe("pending");
    expect(record?.cost).toBe("1234.56");
    expect(Math.abs(record!.quoteDate.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("refuses a quote that points at another shop's customer", async () => {
    const owner = await createMechanic();
    const intruder = await createMechanic();
    const [customer] = await getDb().insert(customers).values({ shopId: owner.id, name: "Ana" }).returning();
    await expect(getDb().insert(quotes).values({ shopId: intruder.id, customerId: customer!.id, description: "x" })).rejects.toThrow();
  });

  it("removes a customer's quotes with the customer", async () => {
    const mechanic = await createMechanic();
    const [customer] = await getDb().insert(customers).values({ shopId: mechanic.id, name: "Ana" }).returning();
    await getDb().insert(quotes).values({ shopId: mechanic.id, customerId: customer!.id, description: "x" });
    await getDb().delete(customers).where(eq(customers.id, customer!.id));
    expect(await getDb().select().from(quotes).where(eq(quotes.customerId, customer!.id))).toHaveLength(0);
  });

  it("keeps a trigram index on every list's search key (a changed key re-creates its column, and must re-create the index)", async () => {
    const indexes = await getDb().execute<{ tablename: string; indexdef: string }>(
      sql`SELECT tablename, indexdef FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%' ORDER BY tablename`,
    );
    const keyOf = (indexdef: string) => /USING gin \((\w+) gin_trgm_ops\)/.exec(indexdef)?.[1];
    expect([...indexes].map((row) => `${row.tablename}.${keyOf(row.indexdef)}`)).toEqual([
      "customers.search_key",
      "leads.search_key",
      "quotes.description_key",
      "suppliers.search_key",
      // A customer is found by the make and model of a car of his.
      "vehicles.search_key",
    ]);
  });
});
