/**
 * No technical text on a 375 px phone: an answer's place and device read as words ("pelo Safari no
 * iOS, na rede local", never "::1" or a user agent), signing in is 'Entrar' as the landing page
 * says it, and a shared list URL names its stage in Portuguese (?situacao=em-andamento) while an
 * old ?status= link still opens it.
 */
import { eq } from "drizzle-orm";
import { quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { answerOnLink } from "../support/quote-answer";
import { seedShop } from "../support/seed";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test.describe("signed out", () => {
  test.use({ storageState: signedOut });

  test("'Entrar' on the landing page opens the 'Entrar' tab, and no screen says 'Login'", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Entrar" }).first()).toBeAttached();
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Entrar" })).toHaveAttribute("aria-selected", "true");
    expect(await page.locator("body").innerText()).not.toMatch(/\blogin\b/i);
  });
});

test.describe("signed in", () => {
  test.use({ plan: "pro" });

  test("an approval from the shop's own network reads as a place and a device, not an address", async ({
    page,
    browser,
    mechanic,
    accountsDatabase,
  }) => {
    const shop = await seedShop(accountsDatabase, mechanic);
    await accountsDatabase.db.update(quotes).set({ status: "pending", validUntil: null }).where(eq(quotes.id, shop.quoteId));
    // The customer's link publishes version 1.
    const customer = await browser.newContext({ storageState: signedOut });
    await (await customer.newPage()).goto(`/orcamento/${shop.linkToken}`);
    await customer.close();
    await answerOnLink(
      accountsDatabase,
      mechanic.id,
      shop.quoteId,
      { answer: "approved", customerName: "Maria Souza" },
      { clientAddress: "::1", userAgent: IPHONE },
    );

    await page.goto(`/dashboard/quotes/${shop.quoteId}`);
    const approval = page.getByRole("list", { name: messages.quoteApproval.timelineHeading }).locator("li[data-event='answer']");
    await expect(approval).toContainText("pelo Safari no iOS, na rede local");
    await expect(approval).not.toContainText("::1");
    await expect(approval).not.toContainText("Mozilla");
    await expect(approval).not.toContainText("Navegador:");
  });

  test("the quote list's stage is in Portuguese in its URL, and an old ?status= link still opens it", async ({
    page,
    mechanic,
    accountsDatabase,
  }) => {
    await seedShop(accountsDatabase, mechanic);
    await page.goto("/dashboard/quotes?status=in_progress");
    await page.waitForURL((url) => url.searchParams.get("situacao") === "em-andamento" && !url.searchParams.has("status"));
    await expect(page.getByRole("link", { name: "Em andamento", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("list", { name: "Lista de orçamentos" }).getByRole("listitem")).toHaveCount(1);
    // Every chip links with ?situacao=, none with ?status=.
    const chips = page.getByRole("navigation", { name: "Filtrar por etapa" }).getByRole("link");
    for (const href of await chips.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      expect(href).not.toContain("status=");
    }
    await expect(page.getByRole("link", { name: "Pronto para retirada" })).toHaveAttribute(
      "href",
      "/dashboard/quotes?situacao=pronto-para-retirada",
    );
  });
});
