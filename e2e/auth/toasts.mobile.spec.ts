/**
 * On a 375 px phone: an error toast belongs to the form that failed, so it goes
 * once that form succeeds or the page changes; and no toast covers the top bar's menu button.
 */
import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { authPanel, submitLogin, submitSignUp } from "../support/auth";
import { createSupplier } from "../support/crm";
import { DEFAULT_PASSWORD, uniqueEmail } from "../support/credentials";
import { waitForHydration } from "../support/hydration";
import { isServerAction } from "../support/network";
import { toast } from "../support/toast";
import { expect, signedOut, test } from "../fixtures";

const auth = messages.auth;

/**
 * How many toasts with `text` are on screen at this instant (one leaving is not). Not a retrying
 * assertion: a toast goes by itself after 4 s, so waiting for it to go would pass without the fix.
 */
async function onScreenNow(page: Page, text: string) {
  return page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: text }).count();
}

test.describe("a visitor", () => {
  test.use({ storageState: signedOut });

  test("a wrong password's error is gone on the Painel once the right one is typed", async ({ page, createMechanic }) => {
    const account = await createMechanic({ plan: "basic" });
    await page.goto("/auth");
    await waitForHydration(authPanel(page).getByRole("button", { name: "Entrar" }));
    await submitLogin(page, account.email, "senha-errada-123");
    await expect(toast(page, auth.invalidCredentials)).toBeVisible();

    await submitLogin(page, account.email, DEFAULT_PASSWORD);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
    await expect(toast(page, auth.loginSuccess)).toBeVisible();
    // Without the fix the error came along, with its 4 s started again on the Painel.
    expect(await onScreenNow(page, auth.invalidCredentials)).toBe(0);
  });

  test("a sign-up error is gone on the plans page once the sign-up succeeds", async ({ page, createMechanic }) => {
    const taken = await createMechanic({ plan: null });
    await submitSignUp(page, taken.email, DEFAULT_PASSWORD);
    await expect(toast(page, auth.emailTaken)).toBeVisible();

    // The second try, on the same page (a reload would clear every toast anyway), from an address
    // of its own as submitSignUp's are: sign-ups are rate limited per address.
    await page.route(
      (url) => url.pathname === "/auth",
      (route) =>
        isServerAction(route.request())
          ? route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": `198.18.0.2-${crypto.randomUUID()}` } })
          : route.fallback(),
    );
    const form = authPanel(page);
    await form.getByLabel("E-mail").fill(uniqueEmail("toasts"));
    await form.getByRole("button", { name: "Criar conta" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/plans");
    await expect(toast(page, auth.signUpSuccess)).toBeVisible();
    expect(await onScreenNow(page, auth.emailTaken)).toBe(0);
  });
});

/** What is on top at the button's centre and near its corners, where that is not the button (or inside it). */
async function reachable(page: Page, name: string) {
  return page.getByRole("button", { name }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    // Inside the rounded corners, which are not the button's to hit.
    const [left, right, top, bottom] = [
      box.left + box.width / 4,
      box.right - box.width / 4,
      box.top + box.height / 4,
      box.bottom - box.height / 4,
    ];
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
    ] as const;
    const covering = points.map(([x, y]) => document.elementFromPoint(x, y)).filter((found) => !button.contains(found));
    return covering.map((found) => found?.outerHTML.slice(0, 120) ?? "nothing");
  });
}

test("with a toast on screen, the top bar stays clear and its menu button opens the menu", async ({ page }) => {
  await createSupplier(page, { name: "Auto Peças do Toast" });
  const shown = toast(page, messages.suppliers.created);

  // The toast starts below the top bar, and nothing of it is over the menu button.
  const menu = page.getByRole("button", { name: "Abrir menu" });
  await expect(menu).toBeInViewport({ ratio: 1 });
  const header = page.locator("header").filter({ has: menu });
  const headerBox = (await header.boundingBox())!;
  // Once it has slid in (it enters from above): where it rests, for as long as it shows.
  await expect.poll(async () => (await shown.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect(await reachable(page, "Abrir menu")).toEqual([]);
  expect(await onScreenNow(page, messages.suppliers.created)).toBe(1); // the checks ran while it showed

  await menu.tap({ timeout: 2000 });
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
});
