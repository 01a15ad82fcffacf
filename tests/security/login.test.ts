/**
 * Login does not tell whether an e-mail is registered (same answer, about the same time), and its
 * rate limit holds, bursts included. The message the form shows for "invalid" is checked in
 * e2e/auth/auth.spec.ts; here the answer behind it is compared.
 */
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { BCRYPT_COST, verifyCredentials } from "@/lib/auth/credentials";
import { createAccount } from "@/lib/data/accounts";
import { LOGIN_ATTEMPTS, LOGIN_ATTEMPTS_PER_ACCOUNT } from "@/lib/rate-limit";
import { TEST_PASSWORD, uniqueEmail } from "../support/factories";

const TRIES = 30;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

/** A fresh client address per try, so the rate limit never cuts a try short. */
let address = 0;
const nextAddress = () => `192.0.2.${++address}-${Math.random()}`;

describe("login failures", () => {
  it(`unknown e-mail and wrong password: the same answer, medians within 20% over ${TRIES} tries each`, async () => {
    // A hash of the real cost, as sign-up stores it (the factories' cheap hash would skew this).
    const email = uniqueEmail("tempo");
    await createAccount(email, await bcrypt.hash(TEST_PASSWORD, BCRYPT_COST));

    const unknown: number[] = [];
    const wrong: number[] = [];
    // Interleaved, so a slow moment of a shared machine weighs on both sides alike.
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const a = await timed(() => verifyCredentials({ email: uniqueEmail("ninguem"), password: "errada-123" }, nextAddress()));
      const b = await timed(() => verifyCredentials({ email, password: "errada-123" }, nextAddress()));
      expect(a.result).toEqual({ ok: false, reason: "invalid" });
      expect(b.result).toEqual(a.result);
      unknown.push(a.ms);
      wrong.push(b.ms);
    }

    const [medianUnknown, medianWrong] = [median(unknown), median(wrong)];
    console.log(`login: mediana e-mail desconhecido ${medianUnknown.toFixed(1)} ms, senha errada ${medianWrong.toFixed(1)} ms`);
    expect(Math.abs(medianUnknown - medianWrong) / Math.max(medianUnknown, medianWrong)).toBeLessThan(0.2);
  }, 60_000); // 60 bcrypt compares: on a busy machine more than the default 20 s, and the medians still compare alike

  it("a burst of parallel guesses from one address gets no more than the limit checked", async () => {
    const email = uniqueEmail("rajada");
    await createAccount(email, await bcrypt.hash(TEST_PASSWORD, 4));
    const attacker = nextAddress();

    // The right password is among 30 simultaneous guesses: only `limit` of them may be weighed.
    const guesses = Array.from({ length: 29 }, (_, n) => `errada-${n}`).concat(TEST_PASSWORD);
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
