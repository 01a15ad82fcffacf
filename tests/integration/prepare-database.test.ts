import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, getDb } from "@/db";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/db/demo-account";
import { prepareDatabase } from "@/db/prepare";
import { users } from "@/db/schema";
import { verifyCredentials } from "@/lib/auth/credentials";

// What instrumentation.ts does when a server starts, on a brand-new empty database.
const sharedUrl = process.env.DATABASE_URL!;
const emptyDatabase = `vazio_${randomUUID().replaceAll("-", "")}`;
const admin = postgres(sharedUrl, { max: 1, onnotice: () => {} });

beforeAll(async () => {
  await admin.unsafe(`CREATE DATABASE ${emptyDatabase}`);
  await closeDb();
  const url = new URL(sharedUrl);
  url.pathname = `/${emptyDatabase}`;
  process.env.DATABASE_URL = url.toString();
});

afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = sharedUrl;
  await admin.unsafe(`DROP DATABASE IF EXISTS ${emptyDatabase} WITH (FORCE)`);
  await admin.end();
});

describe("preparing the database at start", () => {
  it("migrates, and never creates the demo account in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    // The queue has its own tests (tests/integration/queue.test.ts); this database is dropped after.
    await prepareDatabase({ startWorkers: false });
    const [row] = await getDb().select({ total: count() }).from(users);
    expect(row?.total).toBe(0);
    vi.unstubAllEnvs();
  });

  it("creates one demo mechanic with a plan in development, and only once", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    // The queue has its own tests (tests/integration/queue.test.ts); this database is dropped after.
    await prepareDatabase({ startWorkers: false });
    // The queue has its own tests (tests/integration/queue.test.ts); this database is dropped after.
    await prepareDatabase({ startWorkers: false });
    vi.unstubAllEnvs();

    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain(DEMO_EMAIL);
    expect(log.mock.calls[0]?.[0]).toContain(DEMO_PASSWORD);
    const check = await verifyCredentials({ email: DEMO_EMAIL, password: DEMO_PASSWORD }, "127.0.0.1");
    expect(check).toMatchObject({ ok: true, user: { email: DEMO_EMAIL, plan: "pro" } });
    const [row] = await getDb().select({ total: count() }).from(users);
    expect(row?.total).toBe(1);
  });
});
