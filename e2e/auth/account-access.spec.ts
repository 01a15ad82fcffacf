/**
 * The account's e-mails, each received by the real SMTP server of the e2e harness and its link
 * followed in the browser: the sign-up's confirmation, a forgotten password (also after a stranger
 * burned the login ceiling), and the account page's new e-mail and new password.
 */
import type { Locator, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { logIn, signUp, submitLogin } from "../support/auth";
import { DEFAULT_PASSWORD, uniqueEmail } from "../support/credentials";
import { waitForHydration } from "../support/hydration";
import { mailsTo } from "../support/mail";
import { toast } from "../support/toast";

const m = messages.accountAccess;

/** The link of the `nth` mail (1 = the first) sent to `to` with `subject`, once it has arrived. */
async function mailedLink(to: string, subject: string, nth = 1): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await mailsTo(to)).filter((received) => received.subject === subject)[nth - 1];
      link = mail?.text?.match(/https?:\/\/\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

/** A button of a page just opened, once React listens to it. */
async function clickWhenReady(button: Locator) {
  await waitForHydration(button);
  await button.click();
}

/** The account page's form whose button is `button` (the page has several password fields). */
function formWith(page: Page, button: string) {
  return page.locator("form").filter({ has: page.getByRole("button", { name: button }) });
}

function banner(page: Page) {
  return page.getByRole("region", { name: m.confirmTitle });
}

test.describe("confirming the e-mail", () => {
  test.use({ storageState: signedOut });

  test("the sign-up's link confirms the address; 'Reenviar e-mail' sends another", async ({ page }) => {
    const email = uniqueEmail("confirmacao");
    await signUp(page, email);
    await expect(banner(page)).toContainText(m.verifyBanner(email));

    await clickWhenReady(banner(page).getByRole("button", { name: m.resendVerification }));
    await expect(toast(page, m.verificationSent(email))).toBeVisible();
    await mailedLink(email, m.mail.verifySubject, 2);

    await page.goto(await mailedLink(email, m.mail.verifySubject, 1));
    await expect(page.getByText(m.confirmIntro(email))).toBeVisible();
    await clickWhenReady(page.getByRole("button", { name: m.confirmButton }));
    await expect(page.getByRole("status").filter({ hasText: m.emailConfirmed })).toBeVisible();

    await page.getByRole("link", { name: m.goToDashboard }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard/plans");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // The other link from the same request is still good, but the address is confirmed already.
    await page.goto(await mailedLink(email, m.mail.verifySubject, 1));
    await expect(page.getByRole("alert").filter({ hasText: m.tokenUsed })).toBeVisible();
  });

  test("a forged or cut-short link is refused with a clear message", async ({ page }) => {
    await page.goto("/auth/confirmar-email?token=abc");
    await expect(page.getByRole("alert").filter({ hasText: m.tokenInvalid })).toBeVisible();
    await page.goto(`/auth/nova-senha?token=${"A".repeat(43)}`);
    await expect(page.getByRole("alert").filter({ hasText: m.tokenInvalid })).toBeVisible();
    await expect(page.getByRole("link", { name: m.askNewLink })).toHaveAttribute("href", "/auth/esqueci-senha");
  });
});

test.describe("a forgotten password", () => {
  test.use({ storageState: signedOut });

  test("gets the owner back in, even after a stranger burned the login ceiling", async ({ page, createMechanic, accountsDatabase }) => {
    const mechanic = await createMechanic({ prefix: "esqueci" });
    // A stranger's failed guesses from many addresses, far past the account's ceiling: this new
    // place is refused, right password or not.
    await accountsDatabase.db.execute(
      sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${`login-account:${mechanic.email}`}, 1000, now() + interval '15 minutes')`,
    );
    await page.goto("/auth");
    await submitLogin(page, mechanic.email, DEFAULT_PASSWORD);
    await expect(toast(page, messages.auth.rateLimited)).toBeVisible();

    await page.getByRole("link", { name: m.forgotLink }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/auth/esqueci-senha");
    await page.getByLabel("E-mail").fill(mechanic.email);
    await clickWhenReady(page.getByRole("button", { name: m.forgotButton }));
    await expect(page.getByRole("status").filter({ hasText: m.forgotSent })).toBeVisible();

    const link = await mailedLink(mechanic.email, m.mail.resetSubject);
    await page.goto(link);
    await expect(page.getByText(m.resetIntro(mechanic.email))).toBeVisible();
    await waitForHydration(page.getByRole("button", { name: m.resetButton }));
    const newPassword = "nova senha da oficina";
    await page.getByLabel(m.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(m.repeatPassword, { exact: true }).fill("outra senha qualquer");
    await page.getByRole("button", { name: m.resetButton }).click();
    await expect(page.getByLabel(m.repeatPassword, { exact: true })).toHaveAccessibleDescription(m.passwordsDiffer);
    await expect(page.getByLabel(m.newPassword, { exact: true })).toHaveValue(newPassword);

    await page.getByLabel(m.repeatPassword, { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: m.resetButton }).click();
    await expect(toast(page, m.resetSuccess)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
    await expect.poll(async () => (await mailsTo(mechanic.email)).map((mail) => mail.subject)).toContain(m.mail.passwordChangedSubject);

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("alert").filter({ hasText: m.tokenUsed })).toBeVisible();
    // The old password is gone, the new one works from this new place.
    await page.goto("/auth");
    await submitLogin(page, mechanic.email, DEFAULT_PASSWORD);
    await expect(toast(page, messages.auth.invalidCredentials)).toBeVisible();
    await logIn(page, mechanic.email, newPassword);
  });

  test("answers an address with no account exactly as one with an account", async ({ page }) => {
    const nobody = uniqueEmail("ninguem");
    await page.goto("/auth/esqueci-senha");
    await page.getByLabel("E-mail").fill(nobody);
    await clickWhenReady(page.getByRole("button", { name: m.forgotButton }));
    await expect(page.getByRole("status").filter({ hasText: m.forgotSent })).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue(nobody);
  });
});

test.describe("the account page", () => {
  test("changes the password after the current one", async ({ page, mechanic }) => {
    await page.goto("/dashboard/account");
    const form = formWith(page, m.changePasswordButton);
    await waitForHydration(form.getByRole("button", { name: m.changePasswordButton }));
    const newPassword = "senha trocada 2026";
    await form.getByLabel(m.currentPassword, { exact: true }).fill("errada123");
    await form.getByLabel(m.newPassword, { exact: true }).fill(newPassword);
    await form.getByLabel(m.repeatPassword, { exact: true }).fill(newPassword);
    await form.getByRole("button", { name: m.changePasswordButton }).click();
    await expect(form.getByLabel(m.currentPassword, { exact: true })).toHaveAccessibleDescription(m.wrongPassword);
    // The refused field takes the focus (every form: components/forms/use-action.ts).
    await expect(form.getByLabel(m.currentPassword, { exact: true })).toBeFocused();
    await expect(form.getByLabel(m.newPassword, { exact: true })).toHaveValue(newPassword);

    await form.getByLabel(m.currentPassword, { exact: true }).fill(DEFAULT_PASSWORD);
    await form.getByRole("button", { name: m.changePasswordButton }).click();
    await expect(toast(page, m.passwordChanged)).toBeVisible();
    await expect(form.getByLabel(m.newPassword, { exact: true })).toHaveValue("");

    await page.context().clearCookies();
    await logIn(page, mechanic.email, newPassword);
  });

  test("changes the e-mail through the link sent to the new address", async ({ page, mechanic }) => {
    const newEmail = uniqueEmail("novo-email");
    await page.goto("/dashboard/account");
    const form = formWith(page, m.changeEmailButton);
    await waitForHydration(form.getByRole("button", { name: m.changeEmailButton }));
    await form.getByLabel(m.newEmail).fill(newEmail);
    await form.getByLabel(m.currentPassword, { exact: true }).fill(DEFAULT_PASSWORD);
    await form.getByRole("button", { name: m.changeEmailButton }).click();
    await expect(page.getByRole("status").filter({ hasText: m.emailChangeSent(newEmail) })).toBeVisible();
    await expect.poll(async () => (await mailsTo(mechanic.email)).map((mail) => mail.subject)).toContain(m.mail.changeNoticeSubject);

    await page.goto(await mailedLink(newEmail, m.mail.changeSubject));
    await expect(page.getByText(m.confirmNewIntro(newEmail))).toBeVisible();
    await clickWhenReady(page.getByRole("button", { name: m.confirmButton }));
    await expect(page.getByRole("status").filter({ hasText: m.emailChanged(newEmail) })).toBeVisible();

    await page.goto("/dashboard/account");
    await expect(page.getByRole("main").getByText(newEmail, { exact: true })).toBeVisible();
    await expect(page.getByText(m.emailConfirmedBadge)).toBeVisible();
    await page.context().clearCookies();
    await logIn(page, newEmail);
  });
});
