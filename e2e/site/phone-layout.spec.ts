/**
 * Every page of the product on a 375 × 812 phone, with a shop full of data: nothing wider than the
 * screen or than the box it sits in, no placeholder cut off, and no target under 24 × 24 px
 * (WCAG 2.2 SC 2.5.8). Pages with tabs are checked on each tab. The dashboard's pages are read
 * from app/dashboard, so a new page is checked as soon as it exists.
 */
import type { Page } from "@playwright/test";
import { expect, signedOut, test } from "../fixtures";
import { dashboardRoutes, urlFor } from "../support/dashboard-routes";
import { waitForHydration } from "../support/hydration";
import { layoutProblems } from "../support/phone-layout";
import { seedShop, type SeededShop } from "../support/seed";
import type { ShopData } from "../support/shop";

test.use({ viewport: { width: 375, height: 812 } });

/** Waits for what the visitor would see: the page's heading, no skeleton, the fonts in. */
async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Waits until an opening or closing panel (a sheet, a tab) has stopped moving. */
async function stillness(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length))
    .toBe(0);
}

/** Checks `url` as it opens, then on each of its other tabs; one soft failure per screen, naming it. */
async function checkPage(page: Page, url: string, name = url) {
  await page.goto(url);
  await settle(page);
  expect.soft(await layoutProblems(page), `${name} at 375×812`).toEqual([]);

  const tabs = page.getByRole("tab");
  for (let index = 0; index < (await tabs.count()); index++) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute("aria-selected")) === "true") continue;
    await waitForHydration(tab);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await stillness(page);
    expect.soft(await layoutProblems(page), `${name}, tab '${(await tab.innerText()).trim()}', at 375×812`).toEqual([]);
  }
}

/** What dashboard-routes.ts needs of a shop to fill a route's ids. */
function routeShop(shop: SeededShop): ShopData {
  return { email: "", secrets: [], ...shop };
}

test.describe("a visitor's pages", () => {
  test.use({ storageState: signedOut });

  for (const [name, url] of [
    ["the landing page", "/"],
    ["/auth", "/auth"],
    ["/auth?aba=cadastro", "/auth?aba=cadastro"],
    ["the not-found page", "/um-caminho-que-nao-existe"],
  ] as const) {
    test(name, async ({ page }) => {
      await checkPage(page, url, name);
    });
  }

  test("a shop's public page, with services and split hours", async ({ page, createMechanic, accountsDatabase }) => {
    const shop = await seedShop(accountsDatabase, await createMechanic({ prefix: "tela-pagina" }));
    await checkPage(page, `/oficina/${shop.slug}`, "the public page");
  });
});

test.describe("the dashboard, full of data", () => {
  test.use({ plan: "pro" });

  for (const route of dashboardRoutes().filter((route) => route.isPage)) {
    test(route.pattern, async ({ page, mechanic, accountsDatabase }) => {
      const shop = await seedShop(accountsDatabase, mechanic);
      await checkPage(page, urlFor(route.pattern, routeShop(shop)), route.pattern);
    });
  }

  test("the customer's history tab opened from its link", async ({ page, mechanic, accountsDatabase }) => {
    const shop = await seedShop(accountsDatabase, mechanic);
    await checkPage(page, `/dashboard/customers/${shop.customerId}?aba=historico`, "/dashboard/customers/[id]?aba=historico");
  });

  test("the menu opened on a phone", async ({ page, mechanic, accountsDatabase }) => {
    await seedShop(accountsDatabase, mechanic);
    await page.goto("/dashboard");
    await settle(page);
    const open = page.getByRole("button", { name: "Abrir menu" });
    await waitForHydration(open);
    await open.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await stillness(page);
    expect.soft(await layoutProblems(page), "/dashboard with the menu open, at 375×812").toEqual([]);
  });
});
