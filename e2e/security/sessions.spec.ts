/**
 * Sign-out ends the session on the server. The attack: copy the session cookie (from a shared
 * computer, a lost phone, a stolen backup), wait for the owner to press 'Sair', and use the copy.
 * It is still validly sealed and 30 days from expiring; the server must no longer honour it.
 */
import type { Browser, BrowserContext, Cookie } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { insertCustomer } from "../support/rows";
import { toast } from "../support/toast";

const m = messages.account;

const sessionCookies = (cookies: Cookie[]) => cookies.filter((cookie) => cookie.name.includes("session-token"));

/** A browser of the attacker's own, holding nothing but the copied cookies. */
async function contextWithCopiedCookies(browser: Browser, cookies: Cookie[]): Promise<BrowserContext> {
  return browser.newContext({ storageState: { cookies, origins: [] } });
}

/** Opens a dashboard page with the copy, and answers where the browser ended and what it still holds. */
async function useCopy(browser: Browser, cookies: Cookie[], path: string) {
  const context = await contextWithCopiedCookies(browser, cookies);
  try {
    const page = await context.newPage();
    await page.goto(path);
    return { pathname: new URL(page.url()).pathname, html: await page.content(), cookiesLeft: sessionCookies(await context.cookies()) };
  } finally {
    await context.close();
  }
}

test("a cookie copied before 'Sair' reads nothing afterwards", async ({ page, browser, mechanic, accountsDatabase }) => {
  await insertCustomer(accountsDatabase, mechanic.id, { name: "Cliente Sigiloso" });
  const copied = sessionCookies(await page.context().cookies());
  expect(copied).toHaveLength(1);

  // Before 'Sair' the copy is as good as the original: the attack is real.
  const before = await useCopy(browser, copied, "/dashboard/customers");
  expect(before.pathname).toBe("/dashboard/customers");
  expect(before.html).toContain("Cliente Sigiloso");

  await page.goto("/dashboard");
  await waitForHydration(page.getByRole("button", { name: "Sair" }));
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(toast(page, messages.auth.logoutSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/auth");

  const after = await useCopy(browser, copied, "/dashboard/customers");
  expect(after.pathname).toBe("/auth");
  expect(after.html).not.toContain("Cliente Sigiloso");
  // The server also clears the dead cookie, so the login page is not bounced back to the dashboard.
  expect(after.cookiesLeft).toEqual([]);
});

test("'Sair de todos os aparelhos' ends the session on every device", async ({ page, browser, mechanic, signedInPage }) => {
  const phone = await signedInPage(mechanic);
  await phone.goto("/dashboard");
  await expect(phone.getByText(`Você entrou como ${mechanic.email}`)).toBeVisible();
  const copiedFromPhone = sessionCookies(await phone.context().cookies());

  await page.goto("/dashboard/account");
  await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
  const devices = page.getByRole("list", { name: m.sessionsTitle }).getByRole("listitem");
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: m.thisDevice })).toHaveCount(1);

  const button = page.getByRole("button", { name: m.signOutEverywhere });
  await waitForHydration(button);
  await button.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(m.confirmTitle);
  await dialog.getByRole("button", { name: m.signOutEverywhere }).click();
  await expect(toast(page, m.signOutEverywhereSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/auth");

  await phone.goto("/dashboard/customers");
  await expect(phone).toHaveURL((url) => url.pathname === "/auth");
  await expect(phone.getByText("Você entrou como")).toHaveCount(0);

  const copy = await useCopy(browser, copiedFromPhone, "/dashboard");
  expect(copy.pathname).toBe("/auth");
});

test("cancelling the question ends nothing", async ({ page }) => {
  await page.goto("/dashboard/account");
  const button = page.getByRole("button", { name: m.signOutEverywhere });
  await waitForHydration(button);
  await button.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.goto("/dashboard/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
});

test.describe("without a plan", () => {
  test.use({ plan: null });

  test("the account page opens, so a mechanic who has not paid can still end his sessions", async ({ page }) => {
    await page.goto("/dashboard/account");
    await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
    await expect(page.getByRole("button", { name: m.signOutEverywhere })).toBeVisible();
  });
});

// Auth.js's own endpoints, over HTTP with no browser page: the app never calls them, but they
// answer anyone who sends a cookie, so they go through the sessions table too.
test("POST /api/auth/signout ends the session; GET /api/auth/session then answers nobody and clears the copy", async ({
  request,
  playwright,
  mechanic,
  baseURL,
}) => {
  const copied = sessionCookies((await request.storageState()).cookies);
  expect(copied).toHaveLength(1);
  const before = await request.get("/api/auth/session");
  expect(((await before.json()) as { user?: { id?: string } } | null)?.user?.id).toBe(mechanic.id);

  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signedOut = await request.post("/api/auth/signout", { form: { csrfToken, callbackUrl: "/" }, maxRedirects: 0 });
  expect(signedOut.status()).toBeLessThan(400);

  const copy = await playwright.request.newContext({ baseURL, storageState: { cookies: copied, origins: [] } });
  try {
    const after = await copy.get("/api/auth/session");
    expect(await after.json()).toBeNull();
    expect(
      after.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie" && header.value.includes("session-token=")),
    ).toEqual([expect.objectContaining({ value: expect.stringMatching(/session-token=;/) })]);
  } finally {
    await copy.dispose();
  }
});
