/**
 * The visitor's pages on a 375 × 812 phone, and the dashboard's shell there: nothing wider than
 * the screen or than the box it sits in, no placeholder cut off, and no target under 24 × 24 px
 * (WCAG 2.2 SC 2.5.8). Pages with tabs are checked on each tab. Every dashboard page is laid out
 * at 375 px by every-page.spec.ts, which opens each once for all its checks.
 */
import type { Page } from "@playwright/test";
import { expect, signedOut, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { checkLayoutWithTabs, layoutProblems, PHONE_SCREEN, settle, stillness } from "../support/phone-layout";
import { seedShop } from "../support/seed";

test.use(PHONE_SCREEN);

/** Opens `url` and checks it, then each of its other tabs. */
async function checkPage(page: Page, url: string, name = url) {
  await page.goto(url);
  await settle(page);
  await checkLayoutWithTabs(page, name);
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

test.describe("the dashboard's shell, full of data", () => {
  test.use({ plan: "pro" });

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
