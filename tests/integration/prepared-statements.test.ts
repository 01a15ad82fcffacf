import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type DatabaseOrTransaction } from "@/db";

// A statement sees itself in pg_prepared_statements only when it was sent with a name: an unnamed
// one (Drizzle's way, planned again on every run) is never listed. The comment marks its text.
async function seesItself(db: DatabaseOrTransaction) {
  const rows = await db.execute<{ statement: string }>(
    sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${"%sees-itself%"} /* sees-itself */`,
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

  it("keeps a statement's answers right when it runs again with other values", async () => {
    const db = getDb();
    const twice = async (value: number) => (await db.execute<{ doubled: number }>(sql`SELECT ${value}::int * 2 AS doubled`))[0]?.doubled;
    const answers = [];
    for (let value = 0; value < 8; value++) answers.push(await twice(value));
    expect(answers).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
  });
});
