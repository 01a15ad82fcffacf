/**
 * Login does not tell whether an e-mail is registered (same answer, same bcrypt work), and its
 * rate limit holds, bursts included. The message the form shows for "invalid" is checked in
 * e2e/auth/auth.spec.ts; here the answer behind it is compared.
 */
import bcrypt from "bcryptjs";
import { describe, expect, it, vi } from "vitest";
import { BCRYPT_COST, verifyCredentials } from "@/lib/auth/credentials";
import { createAccount } from "@/lib/data/accounts";
import { LOGIN_ATTEMPTS, LOGIN_ATTEMPTS_PER_ACCOUNT } from "@/lib/rate-limit";
import { TEST_PASSWORD, uniqueEmail } from "../support/factories";

/** A fresh client address per try, so the rate limit never cuts a try short. */
let address = 0;
const nextAddress = () => `192.0.2.${++address}-${Math.random()}`;

describe("login failures", () => {
  it("unknown e-mail and wrong password: the same answer, after the same bcrypt compare", async () => {
    // A hash of the real cost, as sign-up stores it (the factories' cheap hash would differ).
    const email = uniqueEmail("tempo");
    const storedHash = await bcrypt.hash(TEST_PASSWORD, BCRYPT_COST);
    await createAccount(email, storedHash);

    // Counted, not timed: the same compare at the same cost is the same time on any machine, busy or not.
    const compare = vi.spyOn(bcrypt, "compare");
    const unknown = await verifyCredentials({ email: uniqueEmail("ninguem"), password: "errada-123" }, nextAddress());
    const wrong = await verifyCredentials({ email, password: "errada-123" }, nextAddress());
    const hashes = compare.mock.calls.map(([, hash]) => hash);
    compare.mockRestore();

    expect(unknown).toEqual({ ok: false, reason: "invalid" });
    expect(wrong).toEqual(unknown);
    expect(hashes).toHaveLength(2);
    expect(hashes[1]).toBe(storedHash);
    // A well-formed hash of the same cost: bcryptjs answers a malformed one at once, without hashing.
    expect(hashes[0]).toMatch(/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/);
    expect(bcrypt.getRounds(hashes[0]!)).toBe(BCRYPT_COST);
  });

  it("a burst of parallel guesses from one address gets no more than the limit checked", async () => {
    const email = uniqueEmail("rajada");
    await createAccount(email, await bcrypt.hash(TEST_PASSWORD, 4));
    const attacker = nextAddress();

    // 30 simultaneous wrong guesses: only `limit` of them may be weighed. (Not the right password
    // among them: weighed within the limit it would sign in and clear the count, as it should, and
    // whether it is weighed depends on which guess reaches the counter first.)
    const guesses = Array.from({ length: 30 }, (_, n) => `errada-${n}`);
    const answers = await Promise.all(guesses.map((password) => verifyCredentials({ email, password }, attacker)));
    const checked = answers.filter((answer) => answer.ok || answer.reason === "invalid");
    expect(checked.length).toBeLessThanOrEqual(LOGIN_ATTEMPTS.limit);
    expect(answers.filter((answer) => !answer.ok && answer.reason === "rate_limited")).toHaveLength(guesses.length - checked.length);

    // Once locked, the right password is refused too from that address.
    expect(await verifyCredentials({ email, password: TEST_PASSWORD }, attacker)).toEqual({ ok: false, reason: "rate_limited" });
  });

  it("guesses from ever-new addresses (a botnet) stop at the account's ceiling, which spares the owner's known place", async () => {
    const email = uniqueEmail("enxame");
    await createAccount(email, await bcrypt.hash(TEST_PASSWORD, 4));
    // The owner's own successful logins do not use the ceiling up.
    const ownersPlace = nextAddress();
    for (let login = 0; login < 3; login++) {
      expect(await verifyCredentials({ email, password: TEST_PASSWORD }, login ? ownersPlace : nextAddress())).toMatchObject({ ok: true });
    }
    const answers = [];
    for (let guess = 0; guess < LOGIN_ATTEMPTS_PER_ACCOUNT.limit; guess++) {
      answers.push(await verifyCredentials({ email, password: `errada-${guess}` }, nextAddress()));
    }
    expect(answers.every((answer) => !answer.ok && answer.reason === "invalid")).toBe(true);
    // From yet another address, even the right password now waits for the window to pass…
    expect(await verifyCredentials({ email, password: TEST_PASSWORD }, nextAddress())).toEqual({ ok: false, reason: "rate_limited" });
    // …but the place the owner signed in from is not locked out by the guesses made elsewhere.
    expect(await verifyCredentials({ email, password: TEST_PASSWORD }, ownersPlace)).toMatchObject({ ok: true });
    // Another account is not affected.
    const neighbour = uniqueEmail("vizinho");
    await createAccount(neighbour, await bcrypt.hash(TEST_PASSWORD, 4));
    expect(await verifyCredentials({ email: neighbour, password: TEST_PASSWORD }, nextAddress())).toMatchObject({ ok: true });
  });
});
