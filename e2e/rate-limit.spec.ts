import { expect, test } from "@playwright/test";
import { messages } from "../lib/messages";
import { DEFAULT_PASSWORD, isServerAction, logIn, signUp, submitLogin, toast, uniqueEmail } from "./helpers";

// The server keys login failures by e-mail + the last X-Forwarded-For entry; fixed addresses keep
// this test independent of the others running at the same time.
const ATTACKER_ADDRESS = "203.0.113.10";
const OWNER_ADDRESS = "203.0.113.77";
const LIMIT = 10;

test("10 wrong passwords lock the e-mail for that address only", async ({ browser }) => {
  const attacker = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ATTACKER_ADDRESS } });
  const page = await attacker.newPage();
  const email = uniqueEmail("limite");
  await signUp(page, email);

  for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
    await page.goto("/auth");
    const answered = page.waitForResponse((response) => isServerAction(response.request()));
    await submitLogin(page, email, `senha-errada-${attempt}`);
    await answered;
    await expect(toast(page, messages.auth.invalidCredentials)).toBeVisible();
  }

  // Now even the right password is refused from this address.
  await page.goto("/auth");
  await submitLogin(page, email, DEFAULT_PASSWORD);
  await expect(toast(page, messages.auth.rateLimited)).toBeVisible();
  await expect(toast(page, messages.auth.loginSuccess)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  await page.goto("/dashboard");
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  await attacker.close();

  // The owner, from another address, still gets in.
  const owner = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OWNER_ADDRESS } });
  const ownerPage = await owner.newPage();
  await logIn(ownerPage, email);
  await expect(ownerPage).toHaveURL((url) => url.pathname === "/dashboard/plans");
  await owner.close();
});

test("a success before the limit resets the failure count", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.20" } });
  const page = await context.newPage();
  const email = uniqueEmail("limite-zera");
  await signUp(page, email);

  const fail = async (count: number) => {
    for (let attempt = 1; attempt <= count; attempt += 1) {
      await page.goto("/auth");
      const answered = page.waitForResponse((response) => isServerAction(response.request()));
      await submitLogin(page, email, "senha-errada");
      await answered;
      await expect(toast(page, messages.auth.invalidCredentials)).toBeVisible();
    }
  };
  await fail(LIMIT - 1);
  await logIn(page, email);
  await context.clearCookies();
  await fail(LIMIT - 1);
  // 18 failures in all, but never 10 in a row: the right password still works.
  await logIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/plans");
  await context.close();
});
