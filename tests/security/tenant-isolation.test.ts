/**
 * The tenant-isolation matrix: every shop sees and changes only its own rows. Mechanic B, signed in
 * with a plan, calls every exported server action, data function and route handler with mechanic
 * A's ids. Each call must answer "not found" or a refusal, and A's rows in every table must be
 * exactly what they were before.
 *
 * The cases live by area in tenant/areas/<area>.ts. The list of what to attack is read from the code
 * itself (tenant/registry.ts): a new export of a server action file (lib/actions/), a route handler
 * (app/**\/route.ts) or lib/data/ fails the first test until some area gets a case for it, or an
 * exemption saying why it takes no record id.
 */
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { ownerColumn, rowsOwnedBy, shopWithData, TABLES, TABLES_WITHOUT_OWNER } = await import("../support/shops");
const { answeredOnLink } = await import("./tenant/fixtures");
const { areas, registryProblems } = await import("./tenant/registry");

const AREAS = await areas();

describe("the isolation matrix", () => {
  it("has a case for every exported function that takes a record id, and no stale entry", async () => {
    const { exported, uncovered, stale, twice } = await registryProblems();
    expect(exported.length).toBeGreaterThan(40);
    expect(uncovered, "exports with no isolation case and no exemption in any area").toEqual([]);
    expect(stale, "entries naming no export").toEqual([]);
    expect(twice, "entries in two places").toEqual([]);
  });

  it("snapshots every table that holds a shop's rows", () => {
    const unowned = TABLES.filter((table) => !ownerColumn(table))
      .map((table) => getTableConfig(table).name)
      .filter((name) => !(name in TABLES_WITHOUT_OWNER));
    expect(unowned, "tables with no user_id/owner_id column and no reason given").toEqual([]);
  });
});

for (const area of AREAS.filter((area) => Object.keys(area.attacks).length > 0)) {
  describe(`the isolation matrix: ${area.name}`, () => {
    it.each(Object.entries(area.attacks))("%s: B with A's ids is refused and A's rows do not change", async (_name, attack) => {
      const [a, b] = await Promise.all([shopWithData("a"), shopWithData("b")]);
      await answeredOnLink(a);
      signInAs(b.id);
      const before = await rowsOwnedBy(a.id);
      expect(
        Object.values(before).every((rows) => rows.length > 0),
        "A has a row in every owned table",
      ).toBe(true);

      await attack(a, b);

      expect(await rowsOwnedBy(a.id)).toEqual(before);
    });
  });
}
