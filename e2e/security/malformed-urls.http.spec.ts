import type { APIRequestContext } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";

// A NUL (%00) or a byte that is not UTF-8 (%ff) in a path or a query, as a scanner or a bad link
// sends them: a 404 or the normal page, never a 500.
const PATHS = [
  "/api/uploads/%ff",
  "/api/uploads/%00",
  "/api/uploads/%00.png",
  "/oficina/%ff%fe",
  "/oficina/%00",
  "/oficina/a%00b",
  "/dashboard/customers/%00",
  "/dashboard/customers/%ff",
  "/dashboard/customers/%00/edit",
  "/dashboard/customers/%ff/quotes/new",
  // The old addresses go through their redirects first (lib/renamed-urls.ts).
  "/dashboard/customers/%ff/services/new",
  "/dashboard/services/%00",
  "/dashboard/services/%ff/entrada",
  "/dashboard/financeiro/%ff",
  "/dashboard/suppliers/%00",
  "/dashboard/suppliers/%ff%fe/edit",
  "/dashboard/quotes/%00",
  "/dashboard/quotes/%ff",
  "/dashboard/customers?busca=%00",
  "/dashboard/customers?busca=%ff",
  "/dashboard/customers?busca=a%00b&pagina=%00",
  "/dashboard/suppliers?busca=%00",
  "/dashboard/suppliers?busca=%ff%fe",
  "/dashboard/leads?busca=%00",
  "/dashboard/leads?busca=%ff",
  "/dashboard/leads/export?busca=%00",
  "/auth?callbackUrl=%00",
  "/auth?callbackUrl=%ff",
  "/%ff",
  "/%00",
];

/** Every address that answered 500 or more, with its status. */
async function serverErrors(request: APIRequestContext) {
  const failed: string[] = [];
  for (const url of PATHS) {
    const status = (await request.get(url, { maxRedirects: 0 })).status();
    if (status >= 500) failed.push(`${url} → ${status}`);
  }
  return failed;
}

test("no 500 for %00 or %ff anywhere in a path or a query, signed in", async ({ request }) => {
  expect(await serverErrors(request)).toEqual([]);
});

test("a path that cannot be decoded answers the not-found page", async ({ request }) => {
  for (const url of ["/oficina/%ff%fe", "/api/uploads/%ff", "/%ff", "/dashboard/customers/%ff"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain(messages.errorPages.notFound);
  }
});

test.describe("a visitor", () => {
  test.use({ storageState: signedOut });

  test("gets no 500 for the same addresses", async ({ request }) => {
    expect(await serverErrors(request)).toEqual([]);
  });
});
