import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, PLANNED_PER_RUN, withGenericPlans, type DatabaseOrTransaction } from "@/db";

// A statement sees itself in pg_prepared_statements only when it was sent with a name: an unnamed
// one (Drizzle's way, planned again on every run) is never listed. The comment marks its text.
async function seesItself(db: DatabaseOrTransaction) {
  const rows = await db.execute<{ statement: string }>(
    sql`SELECT statement FROM pg_prepared_statements WHERE strpos(statement, ${"/* sees-itself */"}) > 0 /* sees-itself */`,
  );
  return rows.length === 1;
}

describe("the app's queries go to Postgres as named statements", () => {
  it("from the pool", async () => {
    expect(await seesItself(getDb())).toBe(true);
  });

  it("in a transaction, and in a savepoint inside it", async () => {
    const seen = await getDb().transaction(async (tx) => [await seesItself(tx), await tx.transaction(seesItself)]);
    expect(seen).toEqual([true, true]);
  });

  it("but a search (a LIKE on what was typed) stays unnamed, planned with its pattern each time", async () => {
    const rows = await getDb().execute(
      sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${"%/* search-unnamed */%"} /* search-unnamed */`,
    );
    expect(rows).toHaveLength(0);
    // The same statement named would see itself: what the test above proves for the rest.
    expect(await getDb().transaction(seesItself)).toBe(true);
  });

  it("and so does a statement marked to be planned with its values on every run", async () => {
    const rows = await getDb().execute(
      sql`${PLANNED_PER_RUN} SELECT statement FROM pg_prepared_statements WHERE strpos(statement, ${"/* per-run */"}) > 0 /* per-run */`,
    );
    expect(rows).toHaveLength(0);
  });

  it("keeps a statement's answers right when it runs again with other values", async () => {
    const db = getDb();
    const twice = async (value: number) => (await db.execute<{ doubled: number }>(sql`SELECT ${value}::int * 2 AS doubled`))[0]?.doubled;
    const answers = [];
    for (let value = 0; value < 8; value++) answers.push(await twice(value));
    expect(answers).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
  });

  it("withGenericPlans runs a statement on its generic plan; outside it, a first run is custom", async () => {
    // A statement reads its own plan counters: they count its run before it executes.
    const plans = async (db: DatabaseOrTransaction, mark: "plans-inside" | "plans-after") => {
      const [row] = await db.execute<{ generic: number; custom: number }>(
        sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements
            WHERE strpos(statement, ${`/* ${mark} */`}) > 0 /* ${sql.raw(mark)} */`,
      );
      return row;
    };
    const inside = await withGenericPlans((tx) => plans(tx, "plans-inside"));
    expect(inside).toEqual({ generic: 1, custom: 0 });
    expect(await withGenericPlans(async (tx) => (await plans(tx, "plans-inside"))?.generic)).toBeGreaterThanOrEqual(1);
    const after = await getDb().transaction((tx) => plans(tx, "plans-after"));
    expect(after).toEqual({ generic: 0, custom: 1 });
  });
});
