import { describe, expect, it } from "vitest";
import bcrypt from "bcryptjs";
import { BCRYPT_COST, verifyCredentials } from "@/lib/auth/credentials";
import { createAccount } from "@/lib/data/accounts";
import { LOGIN_ATTEMPTS } from "@/lib/rate-limit";
import { createMechanic, TEST_PASSWORD, uniqueEmail } from "../support/factories";

describe("login credentials", () => {
  it("accepts the right password, with the e-mail in any case, and carries the plan", async () => {
    const mechanic = await createMechanic({ plan: "pro" });
    const check = await verifyCredentials({ email: mechanic.email.toUpperCase(), password: TEST_PASSWORD }, "10.0.0.1");
    expect(check).toEqual({ ok: true, user: { id: mechanic.id, email: mechanic.email, plan: "pro" } });
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const mechanic = await createMechanic();
    const wrongPassword = await verifyCredentials({ email: mechanic.email, password: "errada123" }, "10.0.0.2");
    const unknownEmail = await verifyCredentials({ email: uniqueEmail("ninguem"), password: "errada123" }, "10.0.0.2");
    expect(wrongPassword).toEqual({ ok: false, reason: "invalid" });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it("spends a full bcrypt compare on unknown e-mails too", async () => {
    const email = uniqueEmail("custo-real");
    await createAccount(email, await bcrypt.hash(TEST_PASSWORD, BCRYPT_COST));
    const time = async (email: string) => {
      const started = performance.now();
      await verifyCredentials({ email, password: "errada123" }, `10.9.${Math.random()}`);
      return performance.now() - started;
    };
    // Cost-10 bcrypt takes tens of milliseconds; skipping the compare would take ~1 ms.
    expect(await time(uniqueEmail("fantasma"))).toBeGreaterThan(15);
    expect(await time(email)).toBeGreaterThan(15);
  });

  it("refuses malformed input without touching the database", async () => {
    expect(await verifyCredentials({ email: "' OR 1=1 --", password: "x" }, "10.0.0.3")).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyCredentials(undefined, "10.0.0.3")).toEqual({ ok: false, reason: "invalid" });
  });

  it("locks e-mail + address after 10 failures, even for the right password, but not elsewhere", async () => {
    const mechanic = await createMechanic();
    const attacker = "203.0.113.5";
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS.limit; attempt++) {
      expect(await verifyCredentials({ email: mechanic.email, password: `errada-${attempt}` }, attacker)).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    const right = { email: mechanic.email, password: TEST_PASSWORD };
    expect(await verifyCredentials(right, attacker)).toEqual({ ok: false, reason: "rate_limited" });
    expect((await verifyCredentials(right, "198.51.100.20")).ok).toBe(true);
  });

  it("clears the failure count after a successful login", async () => {
    const mechanic = await createMechanic();
    const address = "203.0.113.6";
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS.limit - 1; attempt++) {
      await verifyCredentials({ email: mechanic.email, password: "errada123" }, address);
    }
    expect((await verifyCredentials({ email: mechanic.email, password: TEST_PASSWORD }, address)).ok).toBe(true);
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS.limit - 1; attempt++) {
      await verifyCredentials({ email: mechanic.email, password: "errada123" }, address);
    }
    expect((await verifyCredentials({ email: mechanic.email, password: TEST_PASSWORD }, address)).ok).toBe(true);
  });
});
