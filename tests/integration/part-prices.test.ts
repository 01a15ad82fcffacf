/**
 * The price check's last price of a part (lib/data/part-prices.ts) runs for every part of every
 * supplier's answer, over all of a shop's quote lines. It is read through its own index: with
 * sequential scans off, the planner still finds the expression index, which it could not if the
 * query's expression drifted from the index's (it would name the shop-wide shop_id index instead).
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "@/db";
import { lastPartPriceSql } from "@/lib/data/part-prices";
import { createMechanic } from "../support/factories";

it("reads the shop's part lines of one description through their own index", async () => {
  const shop = await createMechanic();
  const plan = await getDb().transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const price = lastPartPriceSql(sql`${shop.id}::uuid`, sql`${randomUUID()}::uuid`, sql`${" Filtro de Óleo "}`);
    const rows = await tx.execute<{ "QUERY PLAN": string }>(sql`EXPLAIN SELECT ${price}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
  expect(plan).toContain("quote_items_shop_id_part_description_idx");
});
