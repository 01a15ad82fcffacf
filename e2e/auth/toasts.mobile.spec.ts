/**
 * Issue 33, point 8, on a 375 px phone: an error toast belongs to the form that failed, so it goes
 * once that form succeeds or the page changes; and no toast covers the top bar's menu button.
 */
import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { authPanel, submitLogin, submitSignUp } from "../support/auth";
import { DEFAULT_PASSWORD, uniqueEmail } from "../support/credentials";
import { waitForHydration } from "../support/hydration";
import { isServerAction } from "../support/network";
import { toast } from "../support/toast";
import { expect, signedOut, test } from "../fixtures";

const auth = messages.auth;

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
    await expect(toast(page, auth.invalidCredentials)).toHaveCount(0);
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
    await expect(toast(page, auth.emailTaken)).toHaveCount(0);
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

test.describe("a mechanic", () => {
  test.use({ plan: "pro" });

  test("with a toast on screen, the top bar stays clear and its menu button opens the menu", async ({ page }) => {
    await page.goto("/dashboard/plans");
    const choose = page.getByTestId("plan-basic").getByRole("button", { name: "Assinar Básico" });
    await waitForHydration(choose);
    await choose.tap();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /^Agendar para/ })
      .tap();
    const shown = toast(page, /Troca agendada/);
    await expect(shown).toBeVisible();

    // The top bar scrolls with the page (the tap on the card scrolled down): back to it, as the
    // mechanic would to reach the menu. The toast starts below the top bar, and nothing of it is
    // over the menu button.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeInViewport({ ratio: 1 });
    const header = page.locator("header").filter({ has: page.getByRole("button", { name: "Abrir menu" }) });
    const headerBox = (await header.boundingBox())!;
    const toastBox = (await shown.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(await reachable(page, "Abrir menu")).toEqual([]);
    await expect(shown).toBeVisible(); // still there: the checks ran while it showed

    await page.getByRole("button", { name: "Abrir menu" }).tap({ timeout: 2000 });
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});
