import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Makes Postgres itself refuse a write in the middle of a transaction: an AFTER trigger on `table`
 * raises an error for each `operation` on a row whose `column` is `value`. Only that row fails, so
 * the test files running beside this one are untouched. Answers the function that removes it.
 */
export async function failWritesWhere(table: string, operation: "INSERT" | "UPDATE" | "DELETE", column: string, value: string) {
  const db = getDb();
  await db.execute(
    sql.raw(`
      CREATE OR REPLACE FUNCTION test_forced_failure() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE affected jsonb;
      BEGIN
        IF TG_OP = 'DELETE' THEN affected := to_jsonb(OLD); ELSE affected := to_jsonb(NEW); END IF;
        IF affected ->> TG_ARGV[0] = TG_ARGV[1] THEN
          RAISE EXCEPTION 'falha forçada pelo teste em %', TG_TABLE_NAME;
        END IF;
        RETURN NULL;
      END $$`),
  );
  const trigger = `test_failure_${randomUUID().replaceAll("-", "")}`;
  await db.execute(
    sql.raw(
      `CREATE TRIGGER ${trigger} AFTER ${operation} ON "${table}" FOR EACH ROW EXECUTE FUNCTION test_forced_failure(${quote(column)}, ${quote(value)})`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER ${trigger} ON "${table}"`));
  };
}
