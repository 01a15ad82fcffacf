import { encode } from "next-auth/jwt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readSessionToken } from "@/lib/auth/session-token";

const SECRET = "session-token-test-secret-of-32-chars!";
const PLAIN = "authjs.session-token";
const SECURE = "__Secure-authjs.session-token";

const cookieHeaders = (name: string, value: string) => new Headers({ cookie: `${name}=${value}` });
const sessionCookie = (salt: string, token: Record<string, unknown>, options: { secret?: string; maxAge?: number } = {}) =>
  encode({ token, salt, secret: options.secret ?? SECRET, maxAge: options.maxAge });

let savedSecret: string | undefined;
beforeEach(() => {
  savedSecret = process.env.AUTH_SECRET;
  process.env.AUTH_SECRET = SECRET;
});
afterEach(() => {
  vi.useRealTimers();
  if (savedSecret === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = savedSecret;
});

describe("readSessionToken", () => {
  it("reads the user and plan from the plain cookie (HTTP) and the __Secure- one (HTTPS)", async () => {
    for (const name of [PLAIN, SECURE]) {
      const value = await sessionCookie(name, { sub: "user-1", plan: "pro" });
      expect(await readSessionToken(cookieHeaders(name, value))).toMatchObject({ sub: "user-1", plan: "pro" });
    }
  });

  it("has no session without a cookie, or without AUTH_SECRET on the server", async () => {
    expect(await readSessionToken(new Headers())).toBeNull();
    const value = await sessionCookie(PLAIN, { sub: "user-1" });
    delete process.env.AUTH_SECRET;
    expect(await readSessionToken(cookieHeaders(PLAIN, value))).toBeNull();
  });

  it("refuses a token sealed with another secret, a tampered one and an expired one", async () => {
    const foreign = await sessionCookie(PLAIN, { sub: "user-1" }, { secret: "another-secret-another-secret-another" });
    expect(await readSessionToken(cookieHeaders(PLAIN, foreign))).toBeNull();

    const genuine = await sessionCookie(PLAIN, { sub: "user-1" });
    const tampered = genuine.slice(0, -4) + (genuine.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(await readSessionToken(cookieHeaders(PLAIN, tampered))).toBeNull();

    // maxAge sets `exp`; one well past the decoder's 15 s tolerance has run out.
    const expired = await sessionCookie(PLAIN, { sub: "user-1" }, { maxAge: -60 });
    expect(await readSessionToken(cookieHeaders(PLAIN, expired))).toBeNull();
  });

  it("does not accept a cookie sealed for another name (the name is the key's salt)", async () => {
    const value = await sessionCookie("authjs.callback-url", { sub: "user-1" });
    expect(await readSessionToken(cookieHeaders(PLAIN, value))).toBeNull();
  });

  it("checks the expiry and the secret again when the same cookie comes back (decoded tokens are kept)", async () => {
    const value = await sessionCookie(PLAIN, { sub: "user-1" }, { maxAge: 60 });
    expect(await readSessionToken(cookieHeaders(PLAIN, value))).toMatchObject({ sub: "user-1" });
    expect(await readSessionToken(cookieHeaders(PLAIN, value))).toMatchObject({ sub: "user-1" });

    process.env.AUTH_SECRET = "another-secret-another-secret-another";
    expect(await readSessionToken(cookieHeaders(PLAIN, value))).toBeNull();
    process.env.AUTH_SECRET = SECRET;

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await readSessionToken(cookieHeaders(PLAIN, value))).toBeNull();
  });
});
