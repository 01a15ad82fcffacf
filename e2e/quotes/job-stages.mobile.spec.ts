/**
 * The job's stage buttons on a 375 px phone with touch: 'Carro pronto' is one clear
 * button, confirmed in a dialog, and then offers the WhatsApp message with the customer's link
 * (wa.me opens only from the shop's tap); the stage reads 'Pronto para retirada' and the link
 * stays at hand. What only a browser shows: the dialogs, the tap targets and the wa.me address.
 */
import { eq } from "drizzle-orm";
import { quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { layoutProblems } from "../support/phone-layout";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";

const m = messages.jobStages;

test.use({ plan: "pro" });

test("'Carro pronto' from the phone: a confirmed move, then the WhatsApp message with the link", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await accountsDatabase.db.update(quotes).set({ status: "in_progress" }).where(eq(quotes.id, shop.quoteId));
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  await expect(page.getByTestId("quote-stage")).toHaveText("Em andamento");

  const ready = page.getByRole("button", { name: m.ready });
  await waitForHydration(ready);
  expect((await ready.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await layoutProblems(page)).toEqual([]);
  await ready.tap();
  await page.getByRole("dialog", { name: m.readyTitle }).getByRole("button", { name: m.ready }).tap();
  await expect(toast(page, m.moved("Pronto para retirada"))).toBeVisible();

  const offer = page.getByRole("dialog", { name: "Pronto para retirada" });
  const whatsApp = offer.getByRole("link", { name: new RegExp(m.notifyWhatsApp) });
  const href = new URL((await whatsApp.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://wa.me/5511912345678");
  expect(href.searchParams.get("text")).toMatch(
    new RegExp(
      `^Maria Aparecida dos Santos Conceição, seu .+ está pronto! Total: R\\$\\s1\\.234,56\\. http\\S+/orcamento/${shop.linkToken}$`,
    ),
  );
  await offer.getByRole("button", { name: m.close }).tap();

  await expect(page.getByTestId("quote-stage")).toHaveText("Pronto para retirada");
  await expect(page.getByRole("link", { name: new RegExp(m.notifyWhatsApp) })).toHaveAttribute("href", href.toString());
  await expect(page.getByRole("button", { name: m.back })).toBeVisible();
});
