import type { TestProject } from "vitest/node";
import { migrateDatabase } from "@/db/migrate";
import { startTestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One fresh, migrated Postgres for the whole run, migrated by the app's own migrator. */
export default async function setup(project: TestProject) {
  const database = await startTestDatabase();
  await migrateDatabase(database.url);
  console.log(`Postgres de teste: ${database.source}`);
  project.provide("databaseUrl", database.url);
  return async () => {
    await database.stop();
  };
}
