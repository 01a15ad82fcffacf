/**
 * Every dashboard page (read from app/dashboard, so a new page is covered as soon as it exists),
 * opened once with a shop full of data for all the checks a page gets, since opening it is most of
 * their cost:
 *  - at 375 × 812, laid out for a phone (e2e/support/phone-layout.ts), on each of its tabs;
 *  - analysed by axe-core with no serious or critical violation, at 1280 × 720 and, for the pages
 *    whose own content changes most on a phone (PHONE_ANALYSED), at 375 px too;
 *  - run under the nonce Content-Security-Policy with no violation, hydrated.
 * One test per page, each with a shop of its own: they spread over the workers, and a failure
 * names its page.
 */
import { expect, test } from "../fixtures";
import { seriousViolations } from "../support/axe";
import { watchViolations } from "../support/csp";
import { dashboardRoutes, urlFor } from "../support/dashboard-routes";
import { waitForHydration } from "../support/hydration";
import { checkLayoutWithTabs, PHONE_SCREEN, settle, stillness } from "../support/phone-layout";
import { seedShop } from "../support/seed";

const DESKTOP = { width: 1280, height: 720 };

/** The shell (the menu button instead of the sidebar) is the same everywhere; these pages' content is not. */
const PHONE_ANALYSED = ["/dashboard", "/dashboard/quotes/[id]", "/dashboard/quotes/[id]/edit", "/dashboard/customers/[id]"];

test.use({ plan: "pro", ...PHONE_SCREEN });

test("the pages analysed at 375 px name real routes", () => {
  const patterns = dashboardRoutes().map((route) => route.pattern);
  expect(PHONE_ANALYSED.filter((pattern) => !patterns.includes(pattern))).toEqual([]);
});

for (const route of dashboardRoutes().filter((candidate) => candidate.isPage)) {
  test(route.pattern, async ({ page, mechanic, accountsDatabase }) => {
    const violations = await watchViolations(page);
    const shop = await seedShop(accountsDatabase, mechanic);
    await page.goto(urlFor(route.pattern, { email: "", secrets: [], ...shop }));
    await settle(page);
    await waitForHydration(page.getByRole("button", { name: "Abrir menu" }));

    await checkLayoutWithTabs(page, route.pattern);
    // A toast fading in or out has a contrast of its own for a moment: let the last one go.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    const found: string[] = [];
    if (PHONE_ANALYSED.includes(route.pattern)) found.push(...(await seriousViolations(page)).map((line) => `375px ${line}`));
    await page.setViewportSize(DESKTOP);
    await stillness(page);
    found.push(...(await seriousViolations(page)).map((line) => `1280px ${line}`));
    expect.soft(found, `${route.pattern} has serious or critical axe violations`).toEqual([]);
    expect(violations, `CSP violations on ${route.pattern}`).toEqual([]);
  });
}
