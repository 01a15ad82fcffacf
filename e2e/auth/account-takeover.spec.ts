/**
 * A change-of-address link parked by whoever had the account dies with the
 * owner's recovery, the old address can cancel the change ('Não fui eu'), and a change link does
 * nothing without the account's session. Every link is read from the mail the e2e SMTP server
 * received and followed in the browser, by the stranger and by the owner in browsers of their own.
 */
import type { Locator, Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { accountLink } from "../support/account-links";
import { insertMechanic } from "../support/accounts";
import { logIn, signUp, submitLogin } from "../support/auth";
import { DEFAULT_PASSWORD, uniqueEmail } from "../support/credentials";
import { waitForHydration } from "../support/hydration";
import { mailsTo } from "../support/mail";
import { sessionState } from "../support/session";
import { toast } from "../support/toast";

const m = messages.accountAccess;

/** The link to `path` in the last mail sent to `to` with `subject`, once it has arrived. */
async function mailedLink(to: string, subject: string, path: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await mailsTo(to)).filter((received) => received.subject === subject).at(-1);
      link =
        [...(mail?.text ?? "").matchAll(/https?:\/\/\S+/g)].map((match) => match[0]).find((url) => new URL(url).pathname === path) ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

async function clickWhenReady(button: Locator) {
  await waitForHydration(button);
  await button.click();
}

function emailForm(page: Page) {
  return page.locator("form").filter({ has: page.getByRole("button", { name: m.changeEmailButton }) });
}

/** 'Alterar e-mail' on the account page, as whoever holds the session types it. */
async function askEmailChange(page: Page, newEmail: string) {
  await page.goto("/dashboard/account");
  const form = emailForm(page);
  await waitForHydration(form.getByRole("button", { name: m.changeEmailButton }));
  await form.getByLabel(m.newEmail).fill(newEmail);
  await form.getByLabel(m.currentPassword, { exact: true }).fill(DEFAULT_PASSWORD);
  await form.getByRole("button", { name: m.changeEmailButton }).click();
  await expect(page.getByRole("status").filter({ hasText: m.emailChangeSent(newEmail) })).toBeVisible();
}

/** The stranger opens his parked link: refused, as used up. */
async function expectDeadLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: m.tokenUsed })).toBeVisible();
  await expect(page.getByRole("button", { name: m.confirmButton })).toHaveCount(0);
}

test.describe("a stranger who signed up with the owner's address", () => {
  test.use({ storageState: signedOut });

  test("cannot ask to move it to his own", async ({ page }) => {
    await signUp(page, uniqueEmail("dono"), "senha do estranho");
    await page.goto("/dashboard/account");
    await expect(emailForm(page).getByText(m.verifyBeforeEmailChange)).toBeVisible();
    await expect(emailForm(page).getByRole("button", { name: m.changeEmailButton })).toBeDisabled();
    await expect(emailForm(page).getByLabel(m.newEmail)).toBeDisabled();
  });

  test("a link he parked dies when the owner sets a new password", async ({ page, browser, accountsDatabase, passwordHash }) => {
    // His sign-up (unconfirmed, his password) and his session, made in the database.
    const account = await insertMechanic(accountsDatabase, { email: uniqueEmail("dono"), passwordHash, plan: null, confirmed: false });
    const strangerEmail = uniqueEmail("estranho");
    const stranger = await browser.newContext({ storageState: await sessionState(accountsDatabase, account) });
    // A link parked before this fix (or by any other path that issues one): live, to his address.
    const parked = await accountLink(accountsDatabase, account.id, "change_email", strangerEmail);

    // The owner: 'Esqueci minha senha' and the link from his mailbox.
    await page.goto("/auth/esqueci-senha");
    await page.getByLabel("E-mail").fill(account.email);
    await clickWhenReady(page.getByRole("button", { name: m.forgotButton }));
    await expect(page.getByRole("status").filter({ hasText: m.forgotSent })).toBeVisible();
    await page.goto(await mailedLink(account.email, m.mail.resetSubject, "/auth/nova-senha"));
    await waitForHydration(page.getByRole("button", { name: m.resetButton }));
    const ownerPassword = "senha do dono 2026";
    await page.getByLabel(m.newPassword, { exact: true }).fill(ownerPassword);
    await page.getByLabel(m.repeatPassword, { exact: true }).fill(ownerPassword);
    await page.getByRole("button", { name: m.resetButton }).click();
    await expect(toast(page, m.resetSuccess)).toBeVisible();
    await page.waitForURL((url) => url.pathname.startsWith("/dashboard"));

    // Dead for the stranger (his session ended with the reset) and for the owner alike.
    await expectDeadLink(await stranger.newPage(), parked);
    await expectDeadLink(page, parked);
    await stranger.close();
  });
});

test.describe("a stranger with a session of the account", () => {
  test("parks a change of address; 'Sair de todos os aparelhos' kills it", async ({ page, mechanic, signedInPage }) => {
    const strangerEmail = uniqueEmail("estranho");
    const stranger = await signedInPage(mechanic);
    await askEmailChange(stranger, strangerEmail);
    const parked = await mailedLink(strangerEmail, m.mail.changeSubject, "/auth/confirmar-email");
    // The owner hears of it at his address.
    await mailedLink(mechanic.email, m.mail.changeNoticeSubject, "/auth/cancelar-troca-de-email");

    await page.goto("/dashboard/account");
    const button = page.getByRole("button", { name: messages.account.signOutEverywhere });
    await clickWhenReady(button);
    await page.getByRole("alertdialog").getByRole("button", { name: messages.account.signOutEverywhere }).click();
    await expect(toast(page, messages.account.signOutEverywhereSuccess)).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/auth");

    await expectDeadLink(stranger, parked);
    await logIn(page, mechanic.email);
    await expectDeadLink(page, parked);
    await page.goto("/dashboard/account");
    await expect(page.getByRole("main").getByText(mechanic.email, { exact: true })).toBeVisible();
  });

  test("'Não fui eu' in the owner's mail cancels the change, once", async ({ mechanic, browser, signedInPage }) => {
    const strangerEmail = uniqueEmail("estranho");
    const stranger = await signedInPage(mechanic);
    await askEmailChange(stranger, strangerEmail);
    const parked = await mailedLink(strangerEmail, m.mail.changeSubject, "/auth/confirmar-email");
    const notYou = await mailedLink(mechanic.email, m.mail.changeNoticeSubject, "/auth/cancelar-troca-de-email");

    // The owner reads his mail anywhere, signed in or not.
    const ownerContext = await browser.newContext({ storageState: signedOut });
    const owner = await ownerContext.newPage();
    await owner.goto(notYou);
    await expect(owner.getByText(m.cancelIntro(mechanic.email))).toBeVisible();
    await clickWhenReady(owner.getByRole("button", { name: m.cancelButton }));
    await expect(owner.getByRole("status").filter({ hasText: m.emailChangeCancelled })).toBeVisible();
    await expect(owner.getByRole("link", { name: m.forgotLink })).toHaveAttribute("href", "/auth/esqueci-senha");

    await expectDeadLink(stranger, parked);
    await owner.goto(notYou);
    await expect(owner.getByRole("alert").filter({ hasText: m.tokenUsed })).toBeVisible();
    await ownerContext.close();
  });

  test("a change link opened without the account's session asks for the login first", async ({ mechanic, browser }) => {
    const newEmail = uniqueEmail("novo");
    const ownerContext = await browser.newContext({ storageState: signedOut });
    const owner = await ownerContext.newPage();
    const signedIn = await browser.newContext();
    await askEmailChange(await signedIn.newPage(), newEmail);
    await signedIn.close();

    await owner.goto(await mailedLink(newEmail, m.mail.changeSubject, "/auth/confirmar-email"));
    await expect(owner.getByRole("alert").filter({ hasText: m.signInToConfirm })).toBeVisible();
    await expect(owner.getByRole("button", { name: m.confirmButton })).toHaveCount(0);
    await owner.getByRole("link", { name: m.signInToConfirmLink }).click();
    await waitForHydration(owner.getByRole("button", { name: "Entrar" }));
    await submitLogin(owner, mechanic.email, DEFAULT_PASSWORD);
    await expect(owner).toHaveURL((url) => url.pathname === "/auth/confirmar-email");
    await clickWhenReady(owner.getByRole("button", { name: m.confirmButton }));
    await expect(owner.getByRole("status").filter({ hasText: m.emailChanged(newEmail) })).toBeVisible();
    await ownerContext.close();
  });
});
