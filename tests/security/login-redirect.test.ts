/**
 * Where the login action sends a subscribed mechanic: back to the form's `callbackUrl` only when it
 * is a path on the app. The form is the client's to tamper with, so every off-site value must end
 * on a path of the app's own origin, even those that only reach another host once normalised.
 */
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server.js";
import { describe, expect, it } from "vitest";
import { loginAction } from "@/lib/actions/auth";
import { messages } from "@/lib/messages";
import { MAX_REDIRECT_PATH_LENGTH } from "@/lib/safe-redirect";
import { proxy } from "@/proxy";
import { createMechanic, TEST_PASSWORD } from "../support/factories";
import { NORMALISED_TO_ANOTHER_HOST, OFF_SITE_CALLBACKS, staysOn } from "../support/open-redirect-variants";
import { expectLinearTime } from "../support/timing";

const APP = "https://oficina.example";

function loginForm(email: string, callbackUrl: string) {
  const data = new FormData();
  data.set("email", email);
  data.set("password", TEST_PASSWORD);
  data.set("callbackUrl", callbackUrl);
  return data;
}

describe("login redirect", () => {
  it("returns to a same-site callbackUrl", async () => {
    const mechanic = await createMechanic({ plan: "basic" });
    const result = await loginAction(null, loginForm(mechanic.email, "/dashboard/customers?pagina=2"));
    expect(result).toMatchObject({ ok: true, message: messages.auth.loginSuccess, redirectTo: "/dashboard/customers?pagina=2" });
  });

  it.each(OFF_SITE_CALLBACKS)("callbackUrl %j leaves the mechanic on the app", async (callbackUrl) => {
    const mechanic = await createMechanic({ plan: "basic" });
    const result = await loginAction(null, loginForm(mechanic.email, callbackUrl));
    expect(result.ok).toBe(true);
    const redirectTo = (result as { redirectTo?: string }).redirectTo ?? "";
    expect(redirectTo).toMatch(/^\/(?![/\\])/);
    expect(redirectTo).not.toMatch(/^\/\/|:\/\/|\\/);
    expect(staysOn(APP, redirectTo), redirectTo).toBe(true);
    expect(new URL(redirectTo, APP).host).toBe(new URL(APP).host);
  });

  it.each(NORMALISED_TO_ANOTHER_HOST)("callbackUrl %j, another host once normalised, gives the overview", async (callbackUrl) => {
    const mechanic = await createMechanic({ plan: "basic" });
    const result = await loginAction(null, loginForm(mechanic.email, callbackUrl));
    expect(result).toMatchObject({ ok: true, redirectTo: "/dashboard" });
  });
});

const MB = 1024 * 1024;
/** Values that made the unbounded check pass over the whole string once per escape level or segment. */
const LONG_CALLBACKS: [string, (size: number) => string][] = [
  ["a 1 MB nested escape (%252525…2e)", (size) => `/%${"25".repeat(size / 2)}2e%2e//evil.example`],
  ["a 1 MB %25%25… run", (size) => `/${"%25".repeat(Math.floor(size / 3))}2f`],
  ["1 MB of dot segments", (size) => `/${"a/../".repeat(Math.floor(size / 5))}/evil.example`],
  ["a 1 MB path", (size) => `/dashboard/${"a/".repeat(size / 2)}`],
  ["a same-site path just over 2 KB", () => `/dashboard/customers?busca=${"a".repeat(MAX_REDIRECT_PATH_LENGTH)}`],
];

describe("login redirect with a long callbackUrl", () => {
  // Before the cap a 256 KB value held the worker for 58 s, past the test's time limit; how the
  // check's time grows is tests/unit/safe-redirect.test.ts's.
  it.each(LONG_CALLBACKS)("%s is dropped: the login goes to the overview", async (_, make) => {
    const mechanic = await createMechanic({ plan: "basic" });
    const result = await loginAction(null, loginForm(mechanic.email, make(MB)));
    expect(result).toMatchObject({ ok: true, message: messages.auth.loginSuccess, redirectTo: "/dashboard" });
  });

  it("keeps a same-site callbackUrl of exactly 2 KB", async () => {
    const mechanic = await createMechanic({ plan: "basic" });
    const path = "/dashboard/customers?busca=";
    const callbackUrl = path + "a".repeat(MAX_REDIRECT_PATH_LENGTH - path.length);
    const result = await loginAction(null, loginForm(mechanic.email, callbackUrl));
    expect(result).toMatchObject({ ok: true, redirectTo: callbackUrl });
  });
});

describe("proxy.ts with a long callbackUrl", () => {
  const ORIGIN = "http://oficina.test";

  /** A request with a signed-in, subscribed session cookie (proxy.ts only decodes it). */
  async function signedInRequest(path: string) {
    const name = "authjs.session-token";
    const value = await encode({ token: { sub: "proxy-user", plan: "basic" }, salt: name, secret: process.env.AUTH_SECRET! });
    return new NextRequest(`${ORIGIN}${path}`, { headers: { cookie: `${name}=${value}` } });
  }

  it.each(LONG_CALLBACKS)("%s on /auth: the overview, in linear time", async (_, make) => {
    const requestOf = (size: number) => signedInRequest(`/auth?callbackUrl=${encodeURIComponent(make(size))}`);
    const response = await proxy(await requestOf(MB));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(`${ORIGIN}/dashboard`);
    await expectLinearTime(requestOf, proxy, MB);
  });

  it("still returns to a same-site callbackUrl", async () => {
    const response = await proxy(await signedInRequest(`/auth?callbackUrl=${encodeURIComponent("/dashboard/customers?pagina=2")}`));
    expect(response.headers.get("location")).toBe(`${ORIGIN}/dashboard/customers?pagina=2`);
  });

  it("does not carry a path over 2 KB to the login", async () => {
    const long = `/dashboard/customers?busca=${"a".repeat(MAX_REDIRECT_PATH_LENGTH)}`;
    const response = await proxy(new NextRequest(`${ORIGIN}${long}`));
    expect(response.headers.get("location")).toBe(`${ORIGIN}/auth`);
    const short = await proxy(new NextRequest(`${ORIGIN}/dashboard/customers?pagina=2`));
    expect(short.headers.get("location")).toBe(`${ORIGIN}/auth?callbackUrl=${encodeURIComponent("/dashboard/customers?pagina=2")}`);
  });
});
