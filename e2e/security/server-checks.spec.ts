/**
 * The server-side checks on every dashboard route, with proxy.ts switched off (the e2e server's
 * second instance): a visitor without a session, or a mechanic without a plan, gets a redirect and
 * none of a shop's data, from the HTML page and from its RSC variants alike. The routes are read
 * from app/dashboard, so a new page is covered as soon as it exists.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { E2E_PORT_WITHOUT_PROXY } from "../env";
import { startOtherServer } from "../support/other-servers";
import { expect, signedOut, test } from "../fixtures";
import { dashboardRoutes, urlFor } from "../support/dashboard-routes";
import { shopWithData, type ShopData } from "../support/shop";

const ORIGIN = `http://127.0.0.1:${E2E_PORT_WITHOUT_PROXY}`;
test.use({ baseURL: ORIGIN, plan: "pro" });
test.beforeAll(() => startOtherServer("without-proxy"));

/** Texts only a rendered dashboard page (with a plan) would put in a response. */
const DASHBOARD_DATA = ["Resumo da sua oficina", "count-Clientes", "Próximos passos"];

/** The same URL asked for as a document and as the RSC payloads the client router fetches. */
const VARIANTS = [
  { name: "HTML", url: (url: string) => url, headers: {} },
  { name: "RSC: 1", url: (url: string) => url, headers: { RSC: "1" } },
  { name: "?_rsc=", url: (url: string) => `${url}?_rsc=1x2y3`, headers: {} },
  { name: "?_rsc= with RSC: 1", url: (url: string) => `${url}?_rsc=1x2y3`, headers: { RSC: "1" } },
] as const;

/**
 * Where the client ends up: the redirect inside an RSC payload, else the path of the last response
 * (redirects are followed: Next answers an RSC request whose `_rsc` does not match its headers
 * with a redirect to the right `_rsc` first).
 */
function redirectTarget(response: APIResponse, body: string) {
  return body.match(/NEXT_REDIRECT;(?:replace|push);([^;]+);/)?.[1] ?? new URL(response.url()).pathname;
}

/** Asks for every dashboard route in every variant; answers what each one did. */
async function visitEveryRoute(request: APIRequestContext, shop: ShopData) {
  const answers: { what: string; status: number; redirectedTo: string | null; body: string }[] = [];
  for (const route of dashboardRoutes()) {
    const url = urlFor(route.pattern, shop);
    for (const variant of route.isPage ? VARIANTS : VARIANTS.slice(0, 1)) {
      const response = await request.get(variant.url(url), { headers: variant.headers });
      const body = await response.text();
      answers.push({
        what: `${route.pattern} (${variant.name})`,
        status: response.status(),
        redirectedTo: redirectTarget(response, body),
        body,
      });
    }
  }
  return answers;
}

/** The JSON the quote editor fetches (its suppliers to ask, their answers): a 401 or 403 rather than a redirect. */
const isEditorJson = (what: string) => /\/dashboard\/quotes\/[^/]+\/(suppliers|supplier-answers)\b/.test(what);

/** The downloads: /dashboard/leads/export and every list's …/export/csv and …/export/xlsx. */
const isExport = (what: string) => what.startsWith("/dashboard/leads/export") || /\/export\/(.+\/)?(csv|xlsx)\b/.test(what);

/**
 * Open without a plan: the plans page (to choose one), the account page (their own sessions, to
 * sign out everywhere) and its data route (its button posts the export, LGPD art. 18 V).
 */
const OPEN_WITHOUT_PLAN = ["/dashboard/plans", "/dashboard/account", "/dashboard/account/data"];

function expectNoShopData(answers: Awaited<ReturnType<typeof visitEveryRoute>>, shop: ShopData) {
  for (const { what, body } of answers) {
    for (const text of [...shop.secrets, ...DASHBOARD_DATA]) expect(body, `${what} leaks "${text}"`).not.toContain(text);
  }
}

test("every dashboard route, as HTML or RSC, gives a visitor without a session a redirect to /auth and no data", async ({
  page,
  mechanic,
  playwright,
}) => {
  const shop = await shopWithData(mechanic);

  // Control: the owner does get the data, so its absence below means something.
  const own = await page.request.get(`/dashboard/customers/${shop.customerId}`);
  expect(await own.text()).toContain(shop.secrets[1]);

  const visitor = await playwright.request.newContext({ baseURL: ORIGIN, storageState: signedOut });
  const answers = await visitEveryRoute(visitor, shop);
  await visitor.dispose();

  expectNoShopData(answers, shop);
  for (const { what, status, redirectedTo } of answers) {
    // The exports are downloads: an answer, not a page to redirect to.
    if (isExport(what)) expect(status, what).toBe(401);
    // The job's photos: fetched by <img> and the uploader's script (the upload is POST only: 405).
    else if (what.includes("/photos")) expect([401, 405], what).toContain(status);
    else if (isEditorJson(what)) expect(status, what).toBe(401);
    else expect(redirectedTo, what).toBe("/auth");
  }
});

test("every dashboard route gives a mechanic without a plan the plans page and no data", async ({
  mechanic,
  createMechanic,
  signedInPage,
}) => {
  const shop = await shopWithData(mechanic);

  const withoutPlan = await signedInPage(await createMechanic({ plan: null, prefix: "sem-plano" }), { baseURL: ORIGIN });
  const answers = await visitEveryRoute(withoutPlan.request, shop);
  await withoutPlan.context().close();

  expectNoShopData(answers, shop);
  for (const { what, status, redirectedTo } of answers) {
    if (isExport(what)) expect(status, what).toBe(403);
    else if (what.includes("/photos")) expect([403, 405], what).toContain(status);
    else if (isEditorJson(what)) expect(status, what).toBe(403);
    else if (OPEN_WITHOUT_PLAN.some((route) => what.startsWith(`${route} `))) expect(status, what).toBe(200);
    else expect(redirectedTo, what).toBe("/dashboard/plans");
  }
});
