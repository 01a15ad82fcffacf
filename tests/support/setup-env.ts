import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";
import { closeDb, getDb } from "@/db";
import { sql } from "drizzle-orm";
import { queueStarted, stopQueue } from "@/lib/queue/boss";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret";
// Each file its own queue (lib/queue), so no file's worker runs another's jobs (with its SMTP server).
process.env.QUEUE_SCHEMA = `queue_${randomBytes(6).toString("hex")}`;

afterAll(async () => {
  if (queueStarted()) {
    await stopQueue();
    await getDb().execute(sql.raw(`DROP SCHEMA IF EXISTS ${process.env.QUEUE_SCHEMA} CASCADE`));
  }
  await closeDb();
});
