/**
 * The Painel on a 375 px phone, as the screen draws it (PHONE_SCREEN: no mobile emulation zooming
 * a too-wide page out): a new shop's 'Próximos passos' on the first screen rather than 2,600 px
 * down, gone once every step is done; no card's label cut off ('Recebido no …').
 */
import { eq } from "drizzle-orm";
import { customers, shops, quotes, suppliers } from "../../db/schema";
import { expect, test } from "../fixtures";
import { layoutProblems, PHONE_SCREEN, settle } from "../support/phone-layout";

test.use({ plan: "pro", ...PHONE_SCREEN, isMobile: false });

/** The headings of the Painel's cards cut off by their box: text, and how many px it needs more. */
const cutHeadings = (page: import("@playwright/test").Page) =>
  page
    .locator("[data-testid^=money-] h3, [data-testid^=count-] h3")
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.scrollWidth > heading.clientWidth)
        .map((h) => `${h.textContent}: ${h.scrollWidth - h.clientWidth} px`),
    );

test("a new shop's checklist opens the Painel, and no card's label is cut", async ({ page, mechanic, accountsDatabase: { db } }) => {
  await page.goto("/dashboard");
  await settle(page);
  await expect(page.getByTestId("money-received-this-month").getByRole("heading", { level: 3 })).toBeVisible();
  expect(await cutHeadings(page)).toEqual([]);
  expect(await layoutProblems(page)).toEqual([]);
  const steps = page.getByRole("heading", { level: 2, name: "Próximos passos" });
  await expect(steps).toBeVisible();
  // On the first screen, before the shop's (still empty) cards.
  expect((await steps.boundingBox())!.y).toBeLessThan(PHONE_SCREEN.viewport.height);

  // Every step done: the checklist goes.
  await db.update(shops).set({ shopName: "Oficina da Ana" }).where(eq(shops.id, mechanic.id));
  const [customer] = await db.insert(customers).values({ shopId: mechanic.id, name: "Ana Lima" }).returning();
  await db.insert(quotes).values({ shopId: mechanic.id, customerId: customer!.id, description: "Revisão", cost: "100.00" });
  await db.insert(suppliers).values({ shopId: mechanic.id, name: "Autopeças Central" });
  await page.reload();
  await settle(page);
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  await expect(steps).toHaveCount(0);
});
