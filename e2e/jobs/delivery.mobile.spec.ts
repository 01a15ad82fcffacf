/**
 * 'Registrar entrega' on a 375 px phone with touch: the dialog opens with now and the car's km, the
 * parts' fate is a thumb-sized radio, and once registered the job page and the customer's link both
 * show 'Garantia até'. The rules (São Paulo's day, the km, races, other shops) are proven in
 * tests/integration/deliveries.test.ts; this is what only a browser shows.
 */
import { eq } from "drizzle-orm";
import { quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";

const m = messages.delivery;
test.use({ plan: "pro" });

test("registers a delivery at 375 px and shows the warranty on the job page and the link", async ({ page, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await accountsDatabase.db.update(quotes).set({ status: "ready" }).where(eq(quotes.id, shop.quoteId));
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);

  await page.getByRole("button", { name: m.button }).tap();
  const dialog = page.getByRole("dialog", { name: m.title });
  await expect(dialog.getByLabel(m.deliveredAtLabel)).not.toHaveValue("");
  const discarded = dialog.getByRole("radio", { name: m.parts.discarded });
  await discarded.tap();
  await expect(discarded).toBeChecked();
  // A thumb's target: the whole option is the label.
  expect((await dialog.locator("label").filter({ hasText: m.parts.discarded }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await dialog.getByRole("button", { name: m.submit }).tap();

  await expect(toast(page, /^Entrega registrada\. Garantia até \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  const details = page.getByTestId("job-delivery");
  await expect(details).toContainText(/Garantia até \d{2}\/\d{2}\/\d{4}/);
  await expect(details).toContainText(m.parts.discarded);

  await page.goto(`/orcamento/${shop.linkToken}`);
  await expect(page.getByTestId("delivery-details")).toContainText(/Garantia até \d{2}\/\d{2}\/\d{4}/);
});
