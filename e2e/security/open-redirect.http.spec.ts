/**
 * A signed-in mechanic who opens /auth is sent on to its `callbackUrl`, and proxy.ts answers that
 * with a redirect of its own: whatever the value, the Location must stay on the app's origin. The
 * values that only become "//evil.example" after normalising dot segments and their escapes
 * ("/..//evil.example", "/%2e%2e//evil.example") must be refused as well as the plain ones. Paths of that shape asked
 * for directly must not redirect off-site either: Next answers them itself, with a 308 that folds
 * the repeated slashes ("/evil.example", on the app).
 */
import http from "node:http";
import { expect, test } from "../fixtures";
import { OFF_SITE_CALLBACKS, staysOn } from "../../tests/support/open-redirect-variants";

for (const callbackUrl of OFF_SITE_CALLBACKS) {
  test(`a signed-in mechanic stays on the app with /auth?callbackUrl=${JSON.stringify(callbackUrl)}`, async ({ request, baseURL }) => {
    const response = await request.get(`/auth?callbackUrl=${encodeURIComponent(callbackUrl)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = response.headers()["location"] ?? "";
    expect(location).not.toBe("");
    expect(staysOn(baseURL!, location), `Location: ${location}`).toBe(true);
  });
}

/**
 * Asks for `path` exactly as written (an HTTP client would normalise the dot segments away first)
 * with the session's cookies; answers the status and the Location header.
 */
async function rawGet(baseURL: string, path: string, cookie: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = http.request({ hostname, port, path, method: "GET", headers: { cookie } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on("error", reject);
    request.end();
  });
}

const OFF_SITE_PATHS = [
  "/dashboard/..//evil.example",
  "/dashboard/..//evil.example/phish",
  "/%2e%2e//evil.example",
  "/%2E%2E//evil.example",
  "/dashboard/%2e%2e//evil.example",
  "/.//evil.example",
  "/auth/..//evil.example",
  "/dashboard/..%2f%2fevil.example",
];

for (const path of OFF_SITE_PATHS) {
  test(`a signed-in mechanic asking for ${path} is not sent off-site`, async ({ request, baseURL }) => {
    const cookie = (await request.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    expect(cookie).toContain("session-token");
    const { status, location } = await rawGet(baseURL!, path, cookie);
    expect(status).toBeLessThan(500);
    if (location !== undefined) expect(staysOn(baseURL!, location), `${status} Location: ${location}`).toBe(true);
  });
}

/**
 * Over 2 KB a callbackUrl is dropped (the overview) before any check reads it. Node's HTTP server
 * caps the request line near 16 KB, so this is the most a client can send through it; how the
 * proxy's time grows with the value is tests/security/login-redirect.test.ts's.
 */
test("a signed-in mechanic with a callbackUrl over 2 KB goes to the overview", async ({ request, baseURL }) => {
  const nested = `/%${"25".repeat(4000)}2e%2e//evil.example`;
  const sameSiteButLong = `/dashboard/customers?busca=${"a".repeat(2100)}`;
  for (const callbackUrl of [nested, sameSiteButLong]) {
    const response = await request.get(`/auth?callbackUrl=${encodeURIComponent(callbackUrl)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    const location = new URL(response.headers()["location"] ?? "", baseURL);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${new URL(baseURL!).origin}/dashboard`);
  }
});
