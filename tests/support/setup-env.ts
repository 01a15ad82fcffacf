import { afterAll, inject } from "vitest";
import { closeDb } from "@/db";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret";

afterAll(async () => {
  await closeDb();
});
