import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { closeDb } from "@/db";
import { freePort } from "@/db/embedded";
import { migrateDatabase } from "@/db/migrate";

/** Runs `check` with the app pointed at another database, then puts the suite's back. */
async function withDatabaseUrl(url: string, check: () => Promise<void>) {
  const suiteUrl = process.env.DATABASE_URL!;
  await closeDb();
  process.env.DATABASE_URL = url;
  try {
    await check();
  } finally {
    await closeDb();
    process.env.DATABASE_URL = suiteUrl;
  }
}

describe("GET /api/health", () => {
  it("answers 200 while the database is reachable and migrated", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database is not", async () => {
    await withDatabaseUrl(`postgres://postgres:postgres@127.0.0.1:${await freePort()}/nada`, async () => {
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", database: "down" });
    });
    expect((await GET()).status).toBe(200);
  });

  it("answers 503 while the database is up but not migrated, and 200 once it is", async () => {
    // A database of its own on the suite's server, created empty as a fresh Postgres would be.
    const name = `health_${randomUUID().replaceAll("-", "")}`;
    const url = new URL(process.env.DATABASE_URL!);
    const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    url.pathname = `/${name}`;
    try {
      await withDatabaseUrl(url.toString(), async () => {
        const pending = await GET();
        expect(pending.status).toBe(503);
        expect(await pending.json()).toEqual({ status: "error", database: "migrating" });

        await migrateDatabase(url.toString());
        expect((await GET()).status).toBe(200);
      });
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
