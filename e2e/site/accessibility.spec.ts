/**
 * Every page passes axe-core with no serious or critical violation, on a desktop screen and on a
 * 375 px phone: the public pages, both tabs of /auth, the plans page without a plan, the shop's
 * public page, its booking and an appointment's link. Every dashboard page is analysed by every-page.spec.ts, which opens each
 * once for all its checks.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { appointments, users } from "../../db/schema";
import { deletedAccountUrl } from "../../lib/account-deletion";
import { messages } from "../../lib/messages";
import { E2E_ENV } from "../env";
import { expect, signedOut, test } from "../fixtures";
import { accountLink } from "../support/account-links";
import { submitLogin, submitSignUp } from "../support/auth";
import { uniqueEmail } from "../support/credentials";
import { shopWithData } from "../support/shop";
import { toast } from "../support/toast";
import { axe, seriousViolations } from "../support/axe";

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 720 };

/** Runs axe on what the page shows now, at both sizes; lists each serious or critical rule (and goes on to the next page). */
async function expectAccessible(page: Page, what: string, viewports = [DESKTOP, PHONE]) {
  // A toast fading in or out has a contrast of its own for a moment: let the last one go.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  const found: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const violation of await seriousViolations(page)) found.push(`${viewport.width}px ${violation}`);
  }
  await page.setViewportSize(DESKTOP);
  expect.soft(found, `${what} has serious or critical axe violations`).toEqual([]);
}

/** Opens `url` and waits for its main heading, so axe sees the page, not a loading state. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/**
 * Analyses the toast carrying `text` alone, once it has settled: fully opaque, with no animation
 * or transition running. A toast can start one again between a check and axe's analysis (the page
 * behind it re-renders, as after sign-up), and half-faded its contrast is not its own: so the
 * check and the analysis are retried together until they agree. A real contrast failure still
 * fails, once the retries run out.
 */
async function expectSettledToastAccessible(page: Page, text: string) {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  const settled = () =>
    shown.evaluate((element) => element.getAnimations({ subtree: true }).length === 0 && getComputedStyle(element).opacity === "1");
  await expect(async () => {
    expect(await settled(), "the toast is still moving").toBe(true);
    const { violations } = await axe(page).include("[data-sonner-toaster]").analyze();
    expect(await settled(), "the toast moved during the analysis").toBe(true);
    const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.failureSummary).join(" | ")}`),
      text,
    ).toEqual([]);
  }).toPass({ timeout: 10_000 });
}

test.describe(() => {
  test.use({ storageState: signedOut }); // /auth is for visitors: it sends a session away

  const PUBLIC_PAGES = [
    ["/", "the landing page"],
    ["/um-caminho-que-nao-existe", "the not-found page"],
    [
      () => deletedAccountUrl({ customers: 2, vehicles: 1, quotes: 3, suppliers: 0, leads: 1, tickets: 0, images: 2 }, E2E_ENV.AUTH_SECRET),
      "the page after an account's deletion",
    ],
  ] as const;
  for (const [url, what] of PUBLIC_PAGES) {
    test(what, async ({ page }) => {
      await open(page, typeof url === "string" ? url : await url());
      await expectAccessible(page, what);
    });
  }

  test("both tabs of /auth", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Entrar" })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, "/auth (Login)");
    await page.getByRole("tab", { name: "Cadastro" }).click();
    await expect(page.getByRole("tab", { name: "Cadastro" })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, "/auth (Cadastro)");
  });

  test("a success toast and an error toast, once they have settled", async ({ page }) => {
    // expectAccessible() waits for toasts to go (mid-animation their contrast is not theirs): here
    // each kind is analysed on its own.
    const email = uniqueEmail("axe-toast");
    await submitSignUp(page, email, "senha-segura-123");
    await expectSettledToastAccessible(page, messages.auth.signUpSuccess);
    // The sign-up signed this browser in and left for the plans page: a visitor again for the login.
    await page.waitForURL((url) => url.pathname === "/dashboard/plans");
    await page.context().clearCookies();
    await page.goto("/auth");
    await submitLogin(page, email, "senha-errada-123");
    await expectSettledToastAccessible(page, messages.auth.invalidCredentials);
  });
});

test.describe(() => {
  test.use({ storageState: signedOut });

  test("the pages of the account's e-mailed links", async ({ page, createMechanic, accountsDatabase }) => {
    const mechanic = await createMechanic({ prefix: "axe-links" });
    await open(page, "/auth/esqueci-senha");
    await expectAccessible(page, "/auth/esqueci-senha");
    await open(page, await accountLink(accountsDatabase, mechanic.id, "reset_password", mechanic.email));
    await expectAccessible(page, "/auth/nova-senha");
    await open(page, await accountLink(accountsDatabase, mechanic.id, "verify_email", mechanic.email));
    await expectAccessible(page, "/auth/confirmar-email");
    await open(page, "/auth/confirmar-email?token=invalido");
    await expectAccessible(page, "/auth/confirmar-email with a refused link");
  });
});

test.describe(() => {
  test.use({ plan: null });

  test("the plans page of a mechanic without a plan, with the banner asking to confirm the e-mail", async ({
    page,
    mechanic,
    accountsDatabase,
  }) => {
    await accountsDatabase.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, mechanic.id));
    await open(page, "/dashboard/plans");
    await expect(page.getByRole("region", { name: messages.accountAccess.confirmTitle })).toBeVisible();
    await expectAccessible(page, "/dashboard/plans without a plan");
  });
});

test.describe(() => {
  test.use({ plan: "pro" });

  test("the shop's public page, its booking and an appointment's link", async ({ page, mechanic, accountsDatabase: { db } }) => {
    const shop = await shopWithData(mechanic);
    await open(page, `/oficina/${shop.slug}`);
    await expectAccessible(page, "the public page");
    await open(page, `/oficina/${shop.slug}/agendar`);
    await expectAccessible(page, "the booking's first step");
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const [booked] = await db
      .insert(appointments)
      .values({
        shopId: mechanic.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        status: "requested",
        source: "public_page",
        contactName: "Maria Souza",
        contactPhone: "11977771234",
        services: [{ name: "Troca de óleo" }],
        token: randomBytes(24).toString("base64url"),
      })
      .returning({ token: appointments.token });
    await open(page, `/agendamento/${booked!.token}`);
    await expectAccessible(page, "an appointment's link");
  });
});
