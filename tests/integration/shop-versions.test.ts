import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { customers, shops, shopVersions } from "@/db/schema";
import { createCustomer } from "@/lib/data/customers";
import { createLead } from "@/lib/data/leads";
import { keptKey } from "@/lib/kept-reads";
import { createMechanic, findSignedInAccount } from "../support/factories";

const versionOf = async (shopId: string) =>
  (await getDb().select({ version: shopVersions.version }).from(shopVersions).where(eq(shopVersions.shopId, shopId)))[0]?.version;

const input = (name: string) => ({ name, phone: "", email: "", notes: "" });

describe("a shop's version (what its kept reads are keyed by)", () => {
  it("is on every table of a shop's data, moved at the commit", async () => {
    const missing = await getDb().execute<{ table_name: string }>(sql`
      SELECT c.table_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.column_name = 'shop_id'
        AND c.table_name NOT IN ('shop_versions', 'shop_counts', 'payment_months')
        AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = format('public.%I', c.table_name)::regclass
          AND g.tgname = 'shop_versions_bump' AND g.tgdeferrable AND g.tginitdeferred)`);
    expect(missing.map((row) => row.table_name)).toEqual([]);
    const [onShops] = await getDb().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_trigger WHERE tgrelid = 'public.shops'::regclass AND tgname = 'shop_versions_bump'`,
    );
    expect(onShops?.n).toBe(1);
  });

  it("starts with the shop and moves once per committed transaction, for that shop only", async () => {
    const shop = await createMechanic();
    const other = await createMechanic();
    const start = (await versionOf(shop.id))!;
    const otherStart = await versionOf(other.id);
    expect(start).toBeGreaterThanOrEqual(0);

    await createCustomer(shop.id, input("Ana Lima"));
    expect(await versionOf(shop.id)).toBe(start + 1);
    expect(await versionOf(other.id)).toBe(otherStart);

    // Many rows and tables in one transaction: one step.
    await getDb().transaction(async (tx) => {
      await tx.insert(customers).values([
        { shopId: shop.id, name: "Bruno" },
        { shopId: shop.id, name: "Carla" },
      ]);
      await tx.update(shops).set({ shopName: "Oficina do Zé" }).where(eq(shops.id, shop.id));
      // Not yet: a reader in another transaction must not see the version before the write.
      expect(await versionOf(shop.id)).toBe(start + 1);
    });
    expect(await versionOf(shop.id)).toBe(start + 2);

    // Rolled back, it stays.
    await getDb()
      .transaction(async (tx) => {
        await tx.insert(customers).values({ shopId: shop.id, name: "Desfeito" });
        throw new Error("desfaz");
      })
      .catch(() => {});
    expect(await versionOf(shop.id)).toBe(start + 2);

    // A write from outside the dashboard (the public page's form) moves it too.
    await createLead(shop.id, { name: "Interessado", email: "interessado@exemplo.com", phone: "", isMechanic: false });
    expect(await versionOf(shop.id)).toBe(start + 3);
    expect(await versionOf(other.id)).toBe(otherStart);
  });

  it("goes with the shop, whose deletion its triggers do not stop", async () => {
    const shop = await createMechanic();
    await createCustomer(shop.id, input("Ana Lima"));
    await getDb().delete(shops).where(eq(shops.id, shop.id));
    expect(await versionOf(shop.id)).toBeUndefined();
  });

  it("is read with the account, and keys its renders by five minutes of the clock", async () => {
    const shop = await createMechanic();
    const before = (await findSignedInAccount(shop.id))!.dataVersion!;
    await createCustomer(shop.id, input("Ana Lima"));
    const account = await findSignedInAccount(shop.id);
    expect(account?.dataVersion).toBe(before + 1);
    const at = Date.parse("2026-11-30T13:04:59.999Z");
    expect(keptKey(account!, at)).toEqual({ shopId: shop.id, version: before + 1, minutes: "2026-11-30T13:00:00.000Z" });
    expect(keptKey(account!, at + 1)?.minutes).toBe("2026-11-30T13:05:00.000Z");
    expect(keptKey({ shopId: shop.id, dataVersion: null }, at)).toBeNull();
  });
});
