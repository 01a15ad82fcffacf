import { expect, test } from "@playwright/test";
import { messages } from "../lib/messages";
import { currentPath, newMechanic, signUp, submitLogin, toast, uniqueEmail } from "./helpers";

test.describe("without a session", () => {
  for (const path of ["/dashboard", "/dashboard/plans", "/dashboard/customers", "/dashboard/plans?x=1&y=a%20b"]) {
    test(`${path} goes to /auth with the callbackUrl`, async ({ page }) => {
      const response = await page.goto(path);
      expect(currentPath(page)).toBe(`/auth?callbackUrl=${encodeURIComponent(path)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByText("Logado como")).toHaveCount(0);
    });
  }
});

test("after login a user with a plan lands on the remembered path", async ({ page, browser }) => {
  const { email, password } = await newMechanic(page, { plan: "Básico" });

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/dashboard/plans?x=1");
  expect(currentPath(other)).toBe(`/auth?callbackUrl=${encodeURIComponent("/dashboard/plans?x=1")}`);
  await submitLogin(other, email, password);
  await expect(toast(other, messages.auth.loginSuccess)).toBeVisible();
  await other.waitForURL((url) => url.pathname !== "/auth");
  expect(currentPath(other)).toBe("/dashboard/plans?x=1");
  await expect(other.getByText("SEU PLANO")).toBeVisible();
  await context.close();
});

test("a user without a plan is sent to the plans page, whatever was asked", async ({ page }) => {
  const email = uniqueEmail("sem-plano");
  await signUp(page, email);
  await page.goto("/dashboard");
  expect(currentPath(page)).toBe(`/auth?callbackUrl=${encodeURIComponent("/dashboard")}`);

  await submitLogin(page, email, "senha-segura-123");
  await expect(toast(page, messages.auth.loginSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard/plans");
  await expect(page.getByText(messages.guard.planRequired)).toBeVisible();

  for (const path of ["/dashboard", "/dashboard/customers"]) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard/plans");
    await expect(page.getByText(messages.guard.planRequired)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Painel" })).toHaveCount(0);
  }
});

test("a signed-in user never sees /auth", async ({ page, browser }) => {
  // With a plan: /auth goes to the overview.
  await newMechanic(page, { plan: "Básico" });
  await page.goto("/auth");
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard" && url.search === "");
  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();

  // Without a plan: /auth goes to the plans page.
  const context = await browser.newContext();
  const other = await context.newPage();
  await newMechanic(other);
  await other.goto("/auth");
  await expect(other).toHaveURL((url) => url.pathname === "/dashboard/plans");
  await expect(other.getByText(messages.guard.planRequired)).toBeVisible();
  await context.close();
});

test("login refuses to redirect to another site", async ({ page, browser, baseURL }) => {
  const appOrigin = new URL(baseURL!).origin;
  const { email, password } = await newMechanic(page, { plan: "Básico" });

  for (const evil of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"]) {
    await test.step(evil, async () => {
      const context = await browser.newContext();
      const other = await context.newPage();
      await other.goto(`/auth?callbackUrl=${encodeURIComponent(evil)}`);
      // The page drops the unsafe value...
      const hidden = other.locator('input[name="callbackUrl"]');
      await expect(hidden).toHaveValue("");
      // ...and the login action refuses it too when the form is tampered with.
      await other.getByLabel("E-mail").fill(email);
      await other.getByLabel("Senha").fill(password);
      await hidden.evaluate((input, value) => {
        (input as HTMLInputElement).value = value;
      }, evil);
      await other.getByRole("button", { name: "Entrar" }).click();
      await expect(toast(other, messages.auth.loginSuccess)).toBeVisible();
      await other.waitForURL((url) => url.pathname !== "/auth");
      expect(new URL(other.url()).origin).toBe(appOrigin);
      expect(currentPath(other)).toBe("/dashboard");
      await expect(other.getByRole("heading", { name: "Painel" })).toBeVisible();

      // Signed in, /auth?callbackUrl=<evil> is answered by the guard: same origin too.
      await other.goto(`/auth?callbackUrl=${encodeURIComponent(evil)}`);
      expect(new URL(other.url()).origin).toBe(appOrigin);
      expect(currentPath(other)).toBe("/dashboard");
      await context.close();
    });
  }
});
