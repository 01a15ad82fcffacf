import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { rateLimits } from "@/db/schema";
import { CLIENT_ADDRESS_HEADER, stampedClientAddress } from "@/lib/client-address/header";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { clientIp } from "@/lib/rate-limit";

const rule = { limit: 5, windowMs: 60_000 };

describe("Postgres rate limit", () => {
  it("lets exactly `limit` hits through, even when they arrive at once", async () => {
    const key = `teste:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(key, rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect((await consumeRateLimit(key, rule)).allowed).toBe(false);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = `teste:${randomUUID()}`;
    for (let hit = 0; hit < 5; hit++) await consumeRateLimit(key, rule);
    expect((await consumeRateLimit(key, rule)).allowed).toBe(false);
    await getDb()
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, key));
    expect((await consumeRateLimit(key, rule)).allowed).toBe(true);
    const [row] = await getDb().select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBe(1);
  });

  it("keys by the address the server stamped, never by a header the client wrote", () => {
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: stampedClientAddress("10.0.0.9") }))).toBe("10.0.0.9");
    expect(clientIp(new Headers({ "x-forwarded-for": "1.1.1.1, 10.0.0.9", "x-real-ip": "10.0.0.7" }))).toBe("unknown");
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "10.0.0.9" }))).toBe("unknown");
    expect(clientIp(new Headers())).toBe("unknown");
  });
});
