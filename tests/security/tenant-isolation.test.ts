/**
 * The tenant-isolation matrix: every shop sees and changes only its own rows. Mechanic B, signed in
 * with a plan, calls every exported server action, data function and route handler with mechanic
 * A's ids. Each call must answer "not found" or a refusal, and A's rows in every table must be
 * exactly what they were before.
 *
 * The cases live by area in tenant/areas/<area>.ts and run in shards (tenant/matrix.ts,
 * tenant-isolation-<n>.test.ts); this file checks the registry. The list of what to attack is read from the code
 * itself (tenant/registry.ts): a new export of a server action file (lib/actions/), a route handler
 * (app/**\/route.ts) or lib/data/ fails the first test until some area gets a case for it, or an
 * exemption saying why it takes no record id.
 */
import fs from "node:fs";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

const { ownerColumn, TABLES, TABLES_WITHOUT_OWNER } = await import("../support/shops");
const { registryProblems } = await import("./tenant/registry");
const { SHARDS } = await import("./tenant/matrix");

describe("the isolation matrix", () => {
  it("has a case for every exported function that takes a record id, and no stale entry", async () => {
    const { exported, uncovered, stale, twice } = await registryProblems();
    expect(exported.length).toBeGreaterThan(40);
    expect(uncovered, "exports with no isolation case and no exemption in any area").toEqual([]);
    expect(stale, "entries naming no export").toEqual([]);
    expect(twice, "entries in two places").toEqual([]);
  });

  it("has one test file per shard, so every case runs", () => {
    const files = fs.readdirSync(import.meta.dirname).filter((file) => file.startsWith("tenant-isolation-"));
    const expected = Array.from({ length: SHARDS }, (_, index) => `tenant-isolation-${index + 1}.test.ts`);
    expect(files.sort()).toEqual(expected);
  });

  it("snapshots every table that holds a shop's rows", () => {
    const unowned = TABLES.filter((table) => !ownerColumn(table))
      .map((table) => getTableConfig(table).name)
      .filter((name) => !(name in TABLES_WITHOUT_OWNER));
    expect(unowned, "tables with no shop_id/shop_id column and no reason given").toEqual([]);
  });
});
