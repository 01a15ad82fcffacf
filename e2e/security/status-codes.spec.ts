/**
 * Status codes: a record this shop does not have (another shop's, gone, or an
 * id that cannot be one) answers 404 on every record route, with the record's not-found view inside
 * the dashboard; so do an unknown dashboard path, an unknown public page and an unknown upload. The
 * shop's own records answer 200. The record routes are read from app/dashboard, so a new one is
 * covered as soon as it exists.
 */
import type { Request } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { urlFor } from "../support/dashboard-routes";
import { waitForHydration } from "../support/hydration";
import { RECORD_ROUTES, RECORD_TEXTS, idsOf, notFoundTitle } from "../support/record-routes";
import { seedShop } from "../support/seed";

test.use({ plan: "pro" });

test("the not-found view of a record keeps the dashboard around it and leads back to the list", async ({
  page,
  createMechanic,
  accountsDatabase,
}) => {
  const other = await seedShop(accountsDatabase, await createMechanic({ plan: "pro", prefix: "outra-oficina" }));
  for (const pattern of RECORD_ROUTES) {
    const url = urlFor(pattern, idsOf(other));
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: notFoundTitle(pattern) })).toBeVisible();
    await expect(
      page.getByRole("complementary", { name: "Menu principal" }).getByRole("link", { name: "Clientes", exact: true }),
    ).toBeVisible();
    for (const text of RECORD_TEXTS) await expect(page.locator("body")).not.toContainText(text);
  }
  await page.getByRole("main").getByRole("link", { name: "Voltar para fornecedores" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/suppliers");
  await expect(page.getByRole("heading", { level: 1, name: "Fornecedores" })).toBeVisible();
});

test("an unknown dashboard path answers 404 inside the dashboard", async ({ page }) => {
  for (const path of ["/dashboard/pagina-que-nao-existe", "/dashboard/customers/nao/existe", "/dashboard/suppliers/new/demais"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: messages.errorPages.notFound })).toBeVisible();
    await expect(page.getByText(messages.errorPages.notFound, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Voltar para o Painel" })).toBeVisible();
  }
});

// The real 404 must not cost the instant skeleton: a link the pointer rests on is prefetched up to
// its page's loading.tsx (a record's layout check included; components/ui/link.tsx), so a click shows
// the skeleton while the server is still being asked for the page, which this test holds back until
// the skeleton is on screen.
test("a click still shows the page's skeleton before the server answers", async ({ page, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const isPrefetch = (headers: Record<string, string>) => headers["next-router-prefetch"] === "1";
  let held = Promise.resolve();
  await page.route(
    (url) => url.pathname.startsWith("/dashboard"),
    async (route) => {
      const headers = route.request().headers();
      if (headers.rsc === "1" && !isPrefetch(headers)) await held;
      await route.continue();
    },
  );
  const skeleton = page.locator('[aria-busy="true"]');
  // The prefetch that carries the page's loading state (the other one asks for the route tree only),
  // done: the router stops reading it (net::ERR_ABORTED) once it has what a click needs.
  const prefetched = (path: string) =>
    new Promise<void>((resolve) => {
      const done = (request: Request) => {
        const headers = request.headers();
        if (new URL(request.url()).pathname !== path || !isPrefetch(headers) || headers["next-router-segment-prefetch"]) return;
        page.off("requestfinished", done);
        page.off("requestfailed", done);
        resolve();
      };
      page.on("requestfinished", done);
      page.on("requestfailed", done);
    });

  for (const { from, to, link, heading } of [
    {
      from: "/dashboard",
      to: "/dashboard/customers",
      link: page.getByRole("complementary", { name: "Menu principal" }).getByRole("link", { name: "Clientes", exact: true }),
      heading: "Clientes",
    },
    {
      from: `/dashboard/customers/${shop.customerId}/edit`,
      to: `/dashboard/customers/${shop.customerId}`,
      link: page.getByRole("main").getByRole("link", { name: "Voltar para o cliente" }),
      heading: /Maria Aparecida/,
    },
  ]) {
    await page.goto(from);
    const ready = prefetched(to);
    await link.hover();
    await ready;
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));

    await link.click();
    await expect(skeleton, to).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  }
});

// What a page costs the server is the page: the links in view (the sidebar's fourteen, the Painel's
// shortcuts) are prefetched once the user shows intent, not all of them on every page.
test("a page prefetches no link until the pointer rests on one", async ({ page }) => {
  const prefetches: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"] === "1") prefetches.push(new URL(request.url()).pathname);
  });
  const customers = page.getByRole("complementary", { name: "Menu principal" }).getByRole("link", { name: "Clientes", exact: true });
  await page.goto("/dashboard");
  // Hydrated, the links in view would have been prefetched at once, this one too: its hover would
  // then ask for nothing and the wait below would fail.
  await waitForHydration(customers);
  const requested = page.waitForRequest((request) => request.headers()["next-router-prefetch"] === "1");
  await customers.hover();
  expect(new URL((await requested).url()).pathname).toBe("/dashboard/customers");
  expect(new Set(prefetches)).toEqual(new Set(["/dashboard/customers"]));
});
