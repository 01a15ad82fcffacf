import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { logIn, submitLogin } from "../support/auth";
import { DEFAULT_PASSWORD } from "../support/credentials";
import { isServerAction } from "../support/network";
import { toast } from "../support/toast";

// Every context here logs in through the form, from an address of its own.
test.use({ storageState: signedOut });

// The server (TRUSTED_PROXY_HOPS=1, Playwright its proxy: e2e/env.ts) keys login failures by
// e-mail + the last X-Forwarded-For entry; fixed addresses keep this test independent of the
// others running at the same time. Without the setting the header counts for nothing:
// security/client-address.spec.ts.
const ATTACKER_ADDRESS = "203.0.113.10";
const OWNER_ADDRESS = "203.0.113.77";
// LOGIN_ATTEMPTS and loginLimitKeys.place in lib/rate-limit.ts (a server-only module: not importable here).
const LIMIT = 10;
const WINDOW = "15 minutes";
const placeKey = (email: string, address: string) => `login:${email}:${address}`;
/** Failed logins made through the form; the ones before them are written into the counter. */
const THROUGH_THE_FORM = 2;

/** One failed login from the page already on /auth, waiting for the server's answer and its toast. */
async function failLogin(page: Page, email: string, password: string) {
  const answered = page.waitForResponse((response) => isServerAction(response.request()));
  await submitLogin(page, email, password);
  await answered;
  // The button is disabled while the action runs, and its toast is raised before it ends.
  await expect(page.getByRole("tabpanel").getByRole("button", { name: "Entrar" })).toBeEnabled();
  await expect(toast(page, messages.auth.invalidCredentials).first()).toBeVisible();
  await expect(toast(page, messages.auth.loginSuccess)).toHaveCount(0);
}

test("10 wrong passwords lock the e-mail for that address only", async ({ browser, createMechanic, accountsDatabase }) => {
  // No plan: the owner's login at the end lands on the plans page.
  const { email } = await createMechanic({ plan: null, prefix: "limite" });
  const attacker = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ATTACKER_ADDRESS } });
  const page = await attacker.newPage();

  // The first failures as the server counts them (each through the form is a bcrypt hash and a
  // toast: most of this test's time, for nothing the last two do not show); the counting itself
  // is tests/security/login.test.ts's.
  await accountsDatabase.db.insert(rateLimits).values({
    key: placeKey(email, ATTACKER_ADDRESS),
    count: LIMIT - THROUGH_THE_FORM,
    resetAt: sql`now() + ${WINDOW}::interval`,
  });
  await page.goto("/auth");
  for (let attempt = 1; attempt <= THROUGH_THE_FORM; attempt += 1) await failLogin(page, email, `senha-errada-${attempt}`);

  // Now even the right password is refused from this address.
  await page.goto("/auth");
  await submitLogin(page, email, DEFAULT_PASSWORD);
  await expect(toast(page, messages.auth.rateLimited)).toBeVisible();
  await expect(toast(page, messages.auth.loginSuccess)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  await page.goto("/dashboard");
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  await attacker.close();

  // Putting another address in front of X-Forwarded-For does not get around the lock: with one
  // trusted proxy the server keys by the last entry, the one that proxy appended.
  const spoofer = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.99, ${ATTACKER_ADDRESS}` } });
  const spooferPage = await spoofer.newPage();
  await spooferPage.goto("/auth");
  await submitLogin(spooferPage, email, DEFAULT_PASSWORD);
  await expect(toast(spooferPage, messages.auth.rateLimited)).toBeVisible();
  await expect(spooferPage).toHaveURL((url) => url.pathname === "/auth");
  await spoofer.close();

  // The owner, from another address, still gets in.
  const owner = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": OWNER_ADDRESS } });
  const ownerPage = await owner.newPage();
  await logIn(ownerPage, email);
  await expect(ownerPage).toHaveURL((url) => url.pathname === "/dashboard/plans");
  await owner.close();
});
