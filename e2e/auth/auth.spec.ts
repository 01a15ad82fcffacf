import { expect, test } from "@playwright/test";
import { messages } from "../../lib/messages";
import { authPanel, logIn, signUp, submitLogin, submitSignUp } from "../support/auth";
import { DEFAULT_PASSWORD, uniqueEmail } from "../support/credentials";
import { toast } from "../support/toast";

test.describe("cadastro", () => {
  test("success signs the mechanic in and opens the plans page, with the toast", { tag: "@smoke" }, async ({ page }) => {
    const email = uniqueEmail("cadastro");
    await signUp(page, email);

    await expect(toast(page, messages.auth.signUpSuccess)).toContainText(messages.auth.signUpChoosePlan);
    expect(new URL(page.url()).pathname).toBe("/dashboard/plans");
    await expect(page.getByRole("heading", { level: 1, name: "Escolha seu Plano" })).toBeVisible();
    await expect(page.getByText(`Você entrou como ${email}`).first()).toBeAttached();
    await expect(page.getByText(messages.guard.planRequired)).toBeVisible();

    // A real session, not a page that happened to render: the dashboard asks for a plan, and
    // /auth sends a signed-in mechanic away.
    await page.goto("/dashboard");
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard/plans");
    await page.goto("/auth");
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard/plans");
  });

  test("an e-mail already registered is refused, whatever its letter case", async ({ page }) => {
    const email = uniqueEmail("duplicado");
    await signUp(page, email);
    await page.context().clearCookies(); // the sign-up signed this browser in: a visitor again

    for (const again of [email, email.toUpperCase()]) {
      await submitSignUp(page, again, DEFAULT_PASSWORD);
      await expect(toast(page, messages.auth.emailTaken)).toBeVisible();
      await expect(authPanel(page).getByLabel("E-mail")).toHaveAccessibleDescription(messages.auth.emailTaken);
      await expect(page.getByRole("tab", { name: "Cadastro" })).toHaveAttribute("aria-selected", "true");
      await expect(toast(page, messages.auth.signUpSuccess)).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === "/auth");
    }
  });

  test("a password under 8 characters is refused and the typed e-mail stays", async ({ page }) => {
    const email = uniqueEmail("senha-curta");
    await submitSignUp(page, email, "1234567");

    await expect(toast(page, messages.validation.passwordTooShort)).toBeVisible();
    const form = authPanel(page);
    await expect(form.getByLabel("Senha")).toHaveAccessibleDescription(messages.validation.passwordTooShort);
    await expect(form.getByLabel("E-mail")).toHaveValue(email);
    await expect(page.getByRole("tab", { name: "Cadastro" })).toHaveAttribute("aria-selected", "true");

    // Nothing was created: logging in with that e-mail fails.
    await page.getByRole("tab", { name: "Entrar" }).click();
    await submitLogin(page, email, "1234567");
    await expect(toast(page, messages.auth.invalidCredentials)).toBeVisible();
  });

  test("an invalid e-mail is refused", async ({ page }) => {
    await submitSignUp(page, "nao-e-um-email", DEFAULT_PASSWORD);

    await expect(toast(page, messages.validation.emailInvalid)).toBeVisible();
    const form = authPanel(page);
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription(messages.validation.emailInvalid);
    await expect(form.getByLabel("E-mail")).toHaveValue("nao-e-um-email");
    await expect(toast(page, messages.auth.signUpSuccess)).toHaveCount(0);
  });
});

test.describe("the tab in the URL", () => {
  test("?aba=cadastro opens the Cadastro tab, before any JavaScript runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/auth?aba=cadastro");
    await expect(page.getByRole("tab", { name: "Cadastro" })).toHaveAttribute("aria-selected", "true");
    await expect(authPanel(page).getByRole("button", { name: "Criar conta" })).toBeVisible();
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Entrar" })).toHaveAttribute("aria-selected", "true");
    await expect(authPanel(page).getByRole("button", { name: "Entrar" })).toBeVisible();
    await context.close();
  });
});

test.describe("login", () => {
  test("success, with the e-mail in any letter case, shows the toast and leaves /auth", { tag: "@smoke" }, async ({ page }) => {
    const email = uniqueEmail("login");
    await signUp(page, email);
    await page.context().clearCookies(); // signed in by the sign-up: log in afresh
    await logIn(page, email.toUpperCase());

    await expect(toast(page, messages.auth.loginSuccess)).toBeVisible();
    // No plan yet: the plans page comes first.
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard/plans");
    await expect(page.getByText(`Você entrou como ${email}`).first()).toBeAttached();
  });

  test("a wrong password and an unknown e-mail get the same message", async ({ page }) => {
    const email = uniqueEmail("senha-errada");
    await signUp(page, email);
    await page.context().clearCookies();

    const texts: string[] = [];
    for (const [who, password] of [
      [email, "senha-errada-123"],
      [uniqueEmail("desconhecido"), DEFAULT_PASSWORD],
    ] as const) {
      await page.goto("/auth");
      await submitLogin(page, who, password);
      const shown = toast(page, messages.auth.invalidCredentials);
      await expect(shown).toHaveCount(1);
      texts.push((await shown.innerText()).trim());
      await expect(page).toHaveURL((url) => url.pathname === "/auth");
      await expect(toast(page, messages.auth.loginSuccess)).toHaveCount(0);
    }
    expect(texts[0]).toBe(texts[1]);
    expect(texts[0]).toContain(messages.auth.invalidCredentials);
  });

  test("every input has a label", async ({ page }) => {
    await page.goto("/auth");
    for (const tab of ["Entrar", "Cadastro"]) {
      await page.getByRole("tab", { name: tab }).click();
      const form = authPanel(page);
      await expect(form.getByLabel("E-mail")).toHaveAttribute("type", "email");
      await expect(form.getByLabel("Senha")).toHaveAttribute("type", "password");
      await expect(form.getByRole("textbox", { name: "E-mail" })).toBeEditable();
    }
  });
});
