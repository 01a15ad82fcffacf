import "server-only";
import { getDb } from "@/db";
import { schemaIsCurrent } from "@/db/migration-state";

/** Whether the database answers and has this build's migrations. */
export function databaseIsCurrent(): Promise<boolean> {
  return schemaIsCurrent(getDb());
}
