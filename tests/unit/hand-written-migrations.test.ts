/**
 * The architecture doc's table of hand-written migrations is how a reader learns which SQL
 * drizzle-kit did not write: it must list exactly the files whose first line says so, and every
 * file with a hand-written piece (or SQL drizzle-kit never generates) must say so on its first line.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const migrationsFolder = path.join(root, "drizzle");
const migrations = fs
  .readdirSync(migrationsFolder)
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => ({ number: name.slice(0, 4), sql: fs.readFileSync(path.join(migrationsFolder, name), "utf8") }));

const HEADER = /^-- Hand-written(?: below|: the whole file): \S/;
/** SQL drizzle-kit never writes: a function, a trigger, a backfill, a rename of a table or type. */
const NOT_GENERATED = /^(?:CREATE (?:OR REPLACE )?(?:FUNCTION|TRIGGER)|UPDATE |INSERT |DO |ALTER (?:TABLE|TYPE) \S+ RENAME (?:TO|VALUE))/m;

function documentedMigrations(): string[] {
  const doc = fs.readFileSync(path.join(root, "docs/architecture.md"), "utf8");
  const section = doc.slice(doc.indexOf("\n## Migrations"), doc.indexOf("\n## ", doc.indexOf("\n## Migrations") + 1));
  return [...section.matchAll(/^\| (\d{4}) \|/gm)].map(([, number]) => number!);
}

describe("hand-written migrations", () => {
  const marked = migrations.filter(({ sql }) => HEADER.test(sql.split("\n")[0]!)).map(({ number }) => number);

  it("the architecture doc's table lists exactly the migrations marked hand-written", () => {
    expect(marked.length).toBeGreaterThan(0);
    expect(documentedMigrations()).toEqual(marked);
  });

  it("a migration with a hand-written piece says so on its first line", () => {
    const unmarked = migrations
      .filter(({ sql }) => /^-- Hand-written/m.test(sql) || NOT_GENERATED.test(sql))
      .map(({ number }) => number)
      .filter((number) => !marked.includes(number));
    expect(unmarked).toEqual([]);
  });
});
