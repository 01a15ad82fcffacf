import { messages } from "../../lib/messages";
import { expect, signedOut, test, type Account } from "../fixtures";
import { submitLogin } from "../support/auth";
import { currentPath } from "../support/network";
import { toast } from "../support/toast";

// The guard and the login form are what this spec is about: every test starts signed out, and
// whoever needs an account logs in through the form.
test.use({ storageState: signedOut });

test.describe("without a session", () => {
  for (const path of ["/dashboard", "/dashboard/plans", "/dashboard/customers", "/dashboard/plans?x=1&y=2"]) {
    test(`${path} goes to /auth with the callbackUrl`, async ({ page }) => {
      const response = await page.goto(path);
      expect(currentPath(page)).toBe(`/auth?callbackUrl=${encodeURIComponent(path)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("tab", { name: "Entrar" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByText("Você entrou como")).toHaveCount(0);
    });
  }
});

test.describe("a subscribed mechanic", () => {
  let account: Account;

  test.beforeAll(async ({ createMechanic }) => {
    account = await createMechanic({ plan: "basic", prefix: "assinante" });
  });

  test("lands on the remembered path after login, and never on /auth", async ({ page }) => {
    await page.goto("/dashboard/plans?x=1");
    expect(currentPath(page)).toBe(`/auth?callbackUrl=${encodeURIComponent("/dashboard/plans?x=1")}`);
    await submitLogin(page, account.email, account.password);
    await expect(toast(page, messages.auth.loginSuccess)).toBeVisible();
    await page.waitForURL((url) => url.pathname !== "/auth");
    expect(currentPath(page)).toBe("/dashboard/plans?x=1");
    await expect(page.getByTestId("plan-basic").getByText("SEU PLANO", { exact: true })).toBeVisible();

    // Signed in, /auth sends the mechanic to the overview.
    await page.goto("/auth");
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard" && url.search === "");
    await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();
  });

  for (const evil of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)"]) {
    test(`is never redirected off-site by callbackUrl=${evil}`, async ({ page, baseURL }) => {
      const appOrigin = new URL(baseURL!).origin;
      await page.goto(`/auth?callbackUrl=${encodeURIComponent(evil)}`);
      // The page drops the unsafe value...
      const hidden = page.locator('input[name="callbackUrl"]');
      await expect(hidden).toHaveValue("");
      // ...and the login action refuses it too when the form is tampered with.
      await page.getByLabel("E-mail").fill(account.email);
      await page.getByLabel("Senha").fill(account.password);
      await hidden.evaluate((input, value) => {
        (input as HTMLInputElement).value = value;
      }, evil);
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(toast(page, messages.auth.loginSuccess)).toBeVisible();
      await page.waitForURL((url) => url.pathname !== "/auth");
      expect(new URL(page.url()).origin).toBe(appOrigin);
      expect(currentPath(page)).toBe("/dashboard");
      await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();

      // Signed in, /auth?callbackUrl=<evil> is answered by the guard: same origin too.
      await page.goto(`/auth?callbackUrl=${encodeURIComponent(evil)}`);
      expect(new URL(page.url()).origin).toBe(appOrigin);
      expect(currentPath(page)).toBe("/dashboard");
    });
  }
});

test("a user without a plan is sent to the plans page, whatever was asked", async ({ page, createMechanic }) => {
  const { email, password } = await createMechanic({ plan: null, prefix: "sem-plano" });
  await page.goto("/dashboard");
  expect(currentPath(page)).toBe(`/auth?callbackUrl=${encodeURIComponent("/dashboard")}`);

  await submitLogin(page, email, password);
  await expect(toast(page, messages.auth.loginSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard/plans");
  await expect(page.getByText(messages.guard.planRequired)).toBeVisible();

  for (const path of ["/dashboard", "/dashboard/customers"]) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard/plans");
    await expect(page.getByText(messages.guard.planRequired)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Painel" })).toHaveCount(0);
  }

  // Signed in without a plan, /auth sends the mechanic to the plans page.
  await page.goto("/auth");
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/plans");
  await expect(page.getByText(messages.guard.planRequired)).toBeVisible();
});
