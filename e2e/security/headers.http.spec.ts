/**
 * The security headers (lib/security-headers.ts, through next.config.ts) on every page: the public ones, every dashboard route
 * (read from app/dashboard, opened with real data), the shop's public page and the not-found page.
 * The e2e servers run in production mode over plain HTTP: Strict-Transport-Security must be absent
 * there, and present once the request says (X-Forwarded-Proto, as a TLS proxy sets it) that it
 * arrived over HTTPS.
 */
import type { APIResponse } from "@playwright/test";
import { isPhotoFile, PHOTO_FILE_POLICY } from "../../lib/content-security-policy";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { dashboardRoutes, urlFor } from "../support/dashboard-routes";
import { shopWithData } from "../support/shop";

test.use({ plan: "pro" });

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, `${what}: CSP frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(csp, `${what}: CSP object-src`).toContain("object-src 'none'");
  expect(csp, `${what}: CSP base-uri`).toContain("base-uri 'self'");
  expect(headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(headers["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"], `${what}: no HSTS over plain HTTP`).toBeUndefined();
}

/** A job's photo (here its 404) keeps its own policy: proxy.ts must not put the page's over it. */
function expectPhotoHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["content-security-policy"], `${what}: the photo's own CSP`).toBe(PHOTO_FILE_POLICY);
  expect(headers["cache-control"], `${what}: kept nowhere`).toBe("private, no-store");
  expect(headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
}

/** The same request as if a TLS proxy in front had received it over HTTPS. */
async function expectHstsOverHttps(
  get: (url: string, options: { headers: Record<string, string>; maxRedirects: number }) => Promise<APIResponse>,
  url: string,
) {
  const response = await get(url, { headers: { "x-forwarded-proto": "https" }, maxRedirects: 0 });
  expect(response.headers()["strict-transport-security"], `${url} over HTTPS: HSTS`).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
}

test("every page answers with the security headers", async ({ request, mechanic, playwright }) => {
  const shop = await shopWithData(mechanic);

  // Signed in with a plan: every dashboard route renders (or answers) for real.
  for (const route of dashboardRoutes()) {
    const url = urlFor(route.pattern, shop);
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBeLessThan(500);
    if (isPhotoFile(url)) expectPhotoHeaders(response, url);
    else expectSecurityHeaders(response, url);
  }
  await expectHstsOverHttps((url, options) => request.get(url, options), "/dashboard");
  const missing = await request.get(`/dashboard/customers/${crypto.randomUUID()}`);
  expect(await missing.text()).toContain(messages.customers.notFound);
  expectSecurityHeaders(missing, "a record that does not exist");

  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: signedOut });
  const publicPages: [string, number][] = [
    ["/", 200],
    ["/auth", 200],
    [`/oficina/${shop.slug}`, 200],
    [`/oficina/nao-existe-${crypto.randomUUID()}`, 404],
    ["/um-caminho-que-nao-existe", 404],
    ["/api/health", 200],
  ];
  for (const [url, status] of publicPages) {
    const response = await visitor.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(status);
    expectSecurityHeaders(response, url);
    await expectHstsOverHttps((target, options) => visitor.get(target, options), url);
  }
  await visitor.dispose();
});
