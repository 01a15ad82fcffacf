/**
 * Each shop numbers its quotes 1, 2, 3…: never reused, never the same twice, even when created at
 * the same instant; and the records made before numbering existed got numbers by the migration.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { quotes } from "@/db/schema";
import { createCustomer } from "@/lib/data/customers";
import { getQuote } from "@/lib/data/quote-document";
import { createQuote, deleteQuote } from "@/lib/data/quotes";
import { createMechanic } from "../support/factories";

const job = { description: "Troca de óleo", cost: 150, status: "pending" as const };

async function shopWithCustomer() {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Maria", phone: "", email: "", notes: "" });
  return { shopId: shop.id, customerId: customer.id };
}

async function numbersOf(shopId: string) {
  const rows = await getDb().select({ number: quotes.number }).from(quotes).where(eq(quotes.shopId, shopId));
  return rows.map((row) => row.number).sort((a, b) => a - b);
}

describe("quote numbers", () => {
  it("count 1, 2, 3 in each shop on its own", async () => {
    const [a, b] = await Promise.all([shopWithCustomer(), shopWithCustomer()]);
    for (let index = 0; index < 3; index++) await createQuote(a.shopId, a.customerId, job);
    await createQuote(b.shopId, b.customerId, job);
    expect(await numbersOf(a.shopId)).toEqual([1, 2, 3]);
    expect(await numbersOf(b.shopId)).toEqual([1]);
    const first = await createQuote(b.shopId, b.customerId, job);
    expect(first?.number).toBe(2);
    expect((await getQuote(b.shopId, first!.id))?.number).toBe(2);
  });

  it("are all different for quotes created at the same instant", async () => {
    const { shopId, customerId } = await shopWithCustomer();
    await Promise.all(Array.from({ length: 10 }, () => createQuote(shopId, customerId, job)));
    expect(await numbersOf(shopId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("take one number for a submit repeated at once, and leave no gap", async () => {
    const { shopId, customerId } = await shopWithCustomer();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => createQuote(shopId, customerId, job, key)));
    expect(new Set(answers.map((answer) => answer?.id)).size).toBe(1);
    expect(answers.every((answer) => answer?.number === 1)).toBe(true);
    expect((await createQuote(shopId, customerId, job))?.number).toBe(2);
  });

  it("are never reused after a delete, nor taken by a refused quote", async () => {
    const { shopId, customerId } = await shopWithCustomer();
    const other = await shopWithCustomer();
    await createQuote(shopId, customerId, job);
    const second = await createQuote(shopId, customerId, job);
    expect(await deleteQuote(shopId, second!.id)).toBeTruthy();
    // Another shop's customer: refused, and the number is not spent.
    expect(await createQuote(shopId, other.customerId, job)).toBeUndefined();
    expect((await createQuote(shopId, customerId, job))?.number).toBe(3);
    expect(await numbersOf(shopId)).toEqual([1, 3]);
  });

  it("are given by the database to any insert, whatever number it says", async () => {
    const { shopId, customerId } = await shopWithCustomer();
    await createQuote(shopId, customerId, job);
    const [row] = await getDb().insert(quotes).values({ shopId: shopId, customerId, description: "Importado", number: 1 }).returning();
    expect(row?.number).toBe(2);
  });
});

describe("the migrations that introduced numbers, open-work counts, items and shops", () => {
  it("number every existing record in the order it was made, shop by shop, count on from there, count the open ones, and keep each as a quote without items", async () => {
    const sharedUrl = process.env.DATABASE_URL!;
    const name = `numeros_${randomUUID().replaceAll("-", "")}`;
    const admin = postgres(sharedUrl, { max: 1, onnotice: () => {} });
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "migracoes-"));
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(sharedUrl);
    url.pathname = `/${name}`;
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      // The migrations as they were just before numbering.
      const source = path.join(process.cwd(), "drizzle");
      await fs.cp(source, folder, { recursive: true });
      const journal = JSON.parse(await fs.readFile(path.join(source, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
      const before = journal.entries.findIndex((entry) => entry.tag.startsWith("0011_"));
      await fs.writeFile(
        path.join(folder, "meta/_journal.json"),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }),
      );
      await migrate(drizzle(client), { migrationsFolder: folder });

      const accounts =
        await client`INSERT INTO users (email, password_hash) VALUES ('a@exemplo.com', 'x'), ('b@exemplo.com', 'x') RETURNING id`;
      const [a, b] = accounts.map((row) => row.id as string);
      await client`INSERT INTO mechanic_profiles (id, email, shop_name, owner_name) VALUES (${a!}, 'a@exemplo.com', 'Oficina da Ana', 'Ana Souza')`;
      const [ca] = await client`INSERT INTO customers (user_id, name) VALUES (${a!}, 'Cliente A') RETURNING id`;
      const [cb] = await client`INSERT INTO customers (user_id, name) VALUES (${b!}, 'Cliente B') RETURNING id`;
      // The table's name before migration 0021.
      await client`
        INSERT INTO service_history (user_id, customer_id, description, cost, created_at) VALUES
          (${a!}, ${ca!.id}, 'segundo', 1234.56, '2026-02-01'), (${a!}, ${ca!.id}, 'primeiro', NULL, '2026-01-01'),
          (${b!}, ${cb!.id}, 'único', 10, '2026-03-01'), (${a!}, ${ca!.id}, 'terceiro', 0, '2026-03-01')`;

      await migrate(drizzle(client), { migrationsFolder: source });

      const numbered = await client`SELECT shop_id, description, number FROM quotes ORDER BY shop_id, number`;
      expect(numbered.filter((row) => row.shop_id === a).map((row) => [row.number, row.description])).toEqual([
        [1, "primeiro"],
        [2, "segundo"],
        [3, "terceiro"],
      ]);
      expect(numbered.filter((row) => row.shop_id === b).map((row) => [row.number, row.description])).toEqual([[1, "único"]]);
      const [next] =
        await client`INSERT INTO quotes (shop_id, customer_id, description) VALUES (${a!}, ${ca!.id}, 'novo') RETURNING number`;
      expect(next?.number).toBe(4);
      // The Painel's open work (migration 0014) counts the records that were already there, all pending.
      const counts = await client`SELECT shop_id, open_quotes, quotes FROM shop_counts WHERE shop_id IN (${a!}, ${b!})`;
      expect(Object.fromEntries(counts.map((row) => [row.shop_id, row.open_quotes]))).toEqual({ [a!]: 4, [b!]: 1 });
      // The rename (migration 0021) kept the counting triggers: 'novo' above was counted.
      expect(Object.fromEntries(counts.map((row) => [row.shop_id, row.quotes]))).toEqual({ [a!]: 4, [b!]: 1 });
      // Items (migration 0015): every old record is a quote without items that keeps its description and value.
      const quotes =
        await client`SELECT description, cost, item_count, services_total, discount_total, vehicle_id FROM quotes WHERE description <> 'novo' ORDER BY description`;
      expect(
        quotes.map((row) => [row.description, row.cost, row.item_count, row.services_total, row.discount_total, row.vehicle_id]),
      ).toEqual([
        ["primeiro", null, 0, "0.00", "0.00", null],
        ["segundo", "1234.56", 0, "0.00", "0.00", null],
        ["terceiro", "0.00", 0, "0.00", "0.00", null],
        ["único", "10.00", 0, "0.00", "0.00", null],
      ]);
      // Links (migration 0016): every old quote has one live link of its own shop, unguessable and distinct.
      const links = await client`
        SELECT q.description, l.shop_id = q.shop_id AS same_shop, l.token, l.revoked_at
        FROM quote_links l JOIN quotes q ON q.id = l.quote_id ORDER BY q.description`;
      expect(links.map((row) => [row.description, row.same_shop, row.revoked_at])).toEqual(
        ["primeiro", "segundo", "terceiro", "único"].map((description) => [description, true, null]),
      );
      expect(links.every((row) => /^[0-9a-f]{64}$/.test(row.token as string))).toBe(true);
      expect(new Set(links.map((row) => row.token)).size).toBe(4);
      // Shops (migration 0039): each account became a shop with its id, its profile (Ana's) or an
      // empty one (Bruno never saved his), and its owner, named by the profile or the e-mail;
      // every row kept its shop.
      const shops = await client`
        SELECT s.id, s.shop_name, m.user_id, m.role, m.name FROM shops s JOIN shop_members m ON m.shop_id = s.id
        WHERE s.id IN (${a!}, ${b!}) ORDER BY s.email`;
      expect(shops.map((row) => ({ ...row }))).toEqual([
        { id: a, shop_name: "Oficina da Ana", user_id: a, role: "owner", name: "Ana Souza" },
        { id: b, shop_name: null, user_id: b, role: "owner", name: "b" },
      ]);
      const owned = await client`SELECT shop_id, count(*)::int AS n FROM customers WHERE shop_id IN (${a!}, ${b!}) GROUP BY shop_id`;
      expect(Object.fromEntries(owned.map((row) => [row.shop_id, row.n]))).toEqual({ [a!]: 1, [b!]: 1 });
    } finally {
      await client.end({ timeout: 5 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
