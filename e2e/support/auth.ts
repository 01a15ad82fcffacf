/**
 * The /auth screen driven as a person would: its two tabs, sign-up and login. For a test that
 * only needs someone signed in, the fixtures in e2e/fixtures.ts are quicker and just as real.
 */
import { expect, type Locator, type Page, type Route } from "@playwright/test";
import { messages } from "../../lib/messages";
import { DEFAULT_PASSWORD } from "./credentials";
import { isServerAction, trackNetwork } from "./network";
import { toast } from "./toast";

/** The form of the selected tab on /auth ('Login' or 'Cadastro'). */
export function authPanel(page: Page): Locator {
  return page.getByRole("tabpanel");
}

/** Fills the Cadastro tab and submits it, without waiting for any outcome. */
export async function submitSignUp(page: Page, email: string, password: string) {
  trackNetwork(page);
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Cadastro" }).click();
  await expect(page.getByRole("tab", { name: "Cadastro" })).toHaveAttribute("aria-selected", "true");
  const form = authPanel(page);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha").fill(password);

  // The sign-up itself comes from an address of its own, as real shops' do: a run of the suite
  // (and --repeat-each all the more) may create more accounts than one address may in an hour
  // (SIGN_UPS). Only this request: the page's other requests keep the address the test gave its
  // context.
  const address = `198.18.0.1-${crypto.randomUUID()}`;
  const fromOwnAddress = (route: Route) =>
    isServerAction(route.request())
      ? route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": address } })
      : route.fallback();
  const authPage = (url: URL) => url.pathname === "/auth";
  await page.route(authPage, fromOwnAddress);
  const answered = page.waitForResponse((response) => isServerAction(response.request()));
  await form.getByRole("button", { name: "Criar conta" }).click();
  await answered;
  await page.unroute(authPage, fromOwnAddress);
}

/**
 * Creates an account through the Cadastro tab and waits for the success toast and the plans page:
 * the sign-up signs the browser in (clear the context's cookies to be a visitor again).
 */
export async function signUp(page: Page, email: string, password = DEFAULT_PASSWORD) {
  await submitSignUp(page, email, password);
  await expect(toast(page, messages.auth.signUpSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard/plans");
}

/** Fills the Login tab of the page already open on /auth and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = authPanel(page);
  await expect(page.getByRole("tab", { name: "Entrar" })).toHaveAttribute("aria-selected", "true");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha").fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
}

/**
 * Logs in through /auth (optionally with a callbackUrl) and waits for the success toast and for
 * the app to leave /auth.
 */
export async function logIn(page: Page, email: string, password = DEFAULT_PASSWORD, options: { callbackUrl?: string } = {}) {
  trackNetwork(page);
  const query = options.callbackUrl === undefined ? "" : `?callbackUrl=${encodeURIComponent(options.callbackUrl)}`;
  await page.goto(`/auth${query}`);
  await submitLogin(page, email, password);
  await expect(toast(page, messages.auth.loginSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname !== "/auth");
}
