/**
 * The plans as a Básico mechanic meets them: the usage before the limit bites, the
 * refusal at the limit with the way to Profissional while the form keeps what was typed, the
 * Profissional features shown locked with an upgrade, and the renewal after the end date.
 */
import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { customers, shops, jobPhotos, quotes } from "../../db/schema";
import { formatDate } from "../../lib/format";
import { messages } from "../../lib/messages";
import { expect, test, type Account } from "../fixtures";
import type { AccountsDatabase } from "../support/accounts";
import { waitForHydration } from "../support/hydration";
import { toast } from "../support/toast";

const m = messages.planLimits;

/** `count` customers of the shop, straight in the database; answers the first one's id. */
async function addCustomers(database: AccountsDatabase, shop: Account, count: number) {
  const rows = await database.db
    .insert(customers)
    .values(Array.from({ length: count }, (_, index) => ({ shopId: shop.id, name: `Cliente ${String(index + 1).padStart(2, "0")}` })))
    .returning({ id: customers.id });
  return rows[0]!.id;
}

async function addQuotes(database: AccountsDatabase, shop: Account, customerId: string, count: number) {
  const rows = [];
  for (let index = 0; index < count; index++) {
    const [row] = await database.db
      .insert(quotes)
      // Sent this month: what Básico's monthly limit counts (quotes.sent_at).
      .values({ shopId: shop.id, customerId, description: `Orçamento ${index + 1}`, cost: "100.00", sentAt: new Date() })
      .returning({ id: quotes.id });
    rows.push(row!.id);
  }
  return rows;
}

async function usageCard(page: Page) {
  await page.goto("/dashboard");
  return page.getByTestId("plan-usage");
}

test("the Painel shows the Básico usage, and warns calmly near the limit", async ({ page, mechanic, accountsDatabase }) => {
  const customerId = await addCustomers(accountsDatabase, mechanic, 3);
  const [quoteId] = await addQuotes(accountsDatabase, mechanic, customerId, 2);
  // The photos' stored bytes (one row standing for many photos; its object is not read here).
  await accountsDatabase.db.insert(jobPhotos).values({
    quoteId: quoteId!,
    shopId: mechanic.id,
    kind: "check_in",
    storageKey: `${mechanic.id}-photo-${crypto.randomUUID()}.jpg`,
    sha256: "a".repeat(64),
    width: 1600,
    height: 1200,
    bytes: Math.ceil(312.4 * 1024 ** 2),
  });
  const card = await usageCard(page);
  await expect(card.getByText("2 de 5 orçamentos enviados este mês")).toBeVisible();
  await expect(card.getByText("3 de 20 clientes")).toBeVisible();
  await expect(card.getByTestId("usage-storage")).toContainText("312,4 MB de 1 GB usados com fotos");
  await expect(card.getByTestId("plan-usage-warning")).toHaveCount(0);

  await addCustomers(accountsDatabase, mechanic, 15);
  await page.reload();
  await expect(card.getByText("18 de 20 clientes")).toBeVisible();
  await expect(card.getByTestId("plan-usage-warning")).toContainText(m.nearLimit);
  await card.getByRole("link", { name: m.upgrade }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/plans");
  await expect(page.getByTestId("plan-usage").getByText("18 de 20 clientes")).toBeVisible();
  await expect(page.getByTestId("plan-usage").getByTestId("usage-storage")).toContainText("312,4 MB de 1 GB usados com fotos");
});

test("the 21st customer is refused with the way to Profissional, and the form keeps what was typed", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  await addCustomers(accountsDatabase, mechanic, 20);
  await page.goto("/dashboard/customers/new");
  await expect(page.getByTestId("limit-notice")).toContainText(m.customersReached(20));

  await page.getByLabel("Nome *").fill("Cliente Vinte e Um");
  await page.getByLabel("Telefone").fill("(11) 98888-7777");
  const submit = page.getByRole("button", { name: "Adicionar Cliente" });
  await waitForHydration(submit);
  await submit.click();
  const refusal = toast(page, m.customersReached(20));
  await expect(refusal).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/dashboard/customers/new");
  await expect(page.getByLabel("Nome *")).toHaveValue("Cliente Vinte e Um");
  await expect(page.getByLabel("Telefone")).toHaveValue("(11) 98888-7777");

  await refusal.getByRole("button", { name: m.seePlans }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/plans");
  await expect(page.getByTestId("plan-pro").getByRole("button", { name: "Assinar Profissional" })).toBeEnabled();
});

test("a 6th quote is made, and its first send of the month is refused with the way to Profissional", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await addCustomers(accountsDatabase, mechanic, 1);
  await addQuotes(accountsDatabase, mechanic, customerId, 5);
  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  await expect(page.getByTestId("limit-notice")).toContainText(m.quotesReached(5));
  await expect(page.getByTestId("limit-notice").getByRole("link", { name: m.upgrade })).toHaveAttribute("href", "/dashboard/plans");

  await page.getByLabel("Descrição *").fill("Troca de pastilhas");
  await page.getByLabel(messages.quoteEditor.cost).fill("150,00");
  const save = page.getByRole("button", { name: messages.quoteEditor.submitCreate });
  await waitForHydration(save);
  await save.click();
  await page.waitForURL((url) => /^\/dashboard\/quotes\/[0-9a-f-]{36}$/.test(url.pathname));
  const copy = page.getByRole("button", { name: messages.quoteSending.copyLink });
  await waitForHydration(copy);
  await copy.click();
  await expect(toast(page, m.quotesReached(5))).toBeVisible();
});

test("a Básico quote page keeps the PDF and the link, and shows sending as Profissional's", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await addCustomers(accountsDatabase, mechanic, 1);
  await accountsDatabase.db.update(customers).set({ phone: "(11) 91234-5678" }).where(eq(customers.id, customerId));
  const [quoteId] = await addQuotes(accountsDatabase, mechanic, customerId, 1);
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await expect(page.getByTestId("pro-sending-notice")).toContainText(m.sendingNotice);
  await expect(page.getByRole("link", { name: messages.quoteSending.whatsapp })).toHaveCount(0);
  await expect(page.getByRole("button", { name: messages.quoteSending.email })).toHaveCount(0);
  await expect(page.getByRole("link", { name: messages.quoteSending.downloadPdf })).toBeVisible();
  await page.getByTestId("pro-sending-notice").getByRole("link", { name: m.upgrade }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/plans");
});

test("the AI assistant shows what it is and the way to Profissional", async ({ page }) => {
  await page.goto("/dashboard/ai-assistant");
  await expect(page.getByTestId("pro-assistant-notice")).toContainText(m.proOnly.aiAssistant);
  await expect(page.getByRole("button", { name: /Salvar/ })).toHaveCount(0);
  await expect(page.getByTestId("pro-assistant-notice").getByRole("link", { name: m.upgrade })).toHaveAttribute("href", "/dashboard/plans");
});

test.describe("on Profissional", () => {
  test.use({ plan: "pro" });

  test("sending is there, and the Painel shows no limit", async ({ page, mechanic, accountsDatabase }) => {
    const customerId = await addCustomers(accountsDatabase, mechanic, 1);
    const [quoteId] = await addQuotes(accountsDatabase, mechanic, customerId, 1);
    await page.goto(`/dashboard/quotes/${quoteId}`);
    await expect(page.getByTestId("pro-sending-notice")).toHaveCount(0);
    await expect(page.getByText(messages.quoteSending.whatsapp).first()).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();
    await expect(page.getByTestId("plan-usage")).toHaveCount(0);
  });
});

test("after the end date the Painel sends to the plans page, which offers the renewal", async ({ page, mechanic, accountsDatabase }) => {
  const end = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  await accountsDatabase.db.update(shops).set({ subscriptionEndDate: end }).where(eq(shops.id, mechanic.id));
  await page.goto("/dashboard/customers");
  await page.waitForURL((url) => url.pathname === "/dashboard/plans");
  await expect(page.getByTestId("subscription-expired")).toContainText(m.expired(formatDate(end)));

  const renew = page.getByTestId("plan-basic").getByRole("button", { name: m.renew("Básico") });
  await waitForHydration(renew);
  await renew.click();
  await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();
});
