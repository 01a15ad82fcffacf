import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";
import { closeDb } from "@/db";
import { freePort } from "@/db/embedded";

describe("GET /api/health", () => {
  it("answers 200 while the database is reachable", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database is not", async () => {
    const reachable = process.env.DATABASE_URL!;
    await closeDb();
    process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${await freePort()}/nada`;
    try {
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", database: "down" });
    } finally {
      await closeDb();
      process.env.DATABASE_URL = reachable;
    }
    expect((await GET()).status).toBe(200);
  });
});
