import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { openHistory } from "../support/quotes";
import { insertCustomer, insertQuote } from "../support/rows";
import { toast } from "../support/toast";

// The records are written straight into the database (the editor that adds them has its own spec).

const history = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Orçamentos e serviços" });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the history is one card per record, nothing cut off, and a tap on the card opens the record", async ({
    page,
    mechanic,
    accountsDatabase,
  }) => {
    const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Paula Andrade" });
    await insertQuote(accountsDatabase, mechanic.id, customerId, {
      description: "Troca das pastilhas de freio dianteiras e traseiras, com revisão do sistema",
      cost: "1234.56",
    });
    await insertQuote(accountsDatabase, mechanic.id, customerId, { description: "Alinhamento" });
    await openHistory(page, customerId);

    const cards = history(page).getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole("table", { name: "Orçamentos e serviços" })).toBeHidden();
    const first = cards.filter({ hasText: "Troca das pastilhas" });
    // Number and date, value, then the description.
    await expect(first).toContainText(/^Nº \d{4} · \d{2}\/\d{2}\/\d{4}R\$\s1\.234,56Troca das pastilhas/);
    await expect(first.getByRole("combobox")).toHaveValue("pending");
    await expect(first.getByRole("combobox").locator("option:checked")).toHaveText("Orçamento Pendente");
    await expect(cards.filter({ hasText: "Alinhamento" })).toContainText("—");

    // Nothing wider than the screen, and every card inside the page's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    const status = (await first.getByRole("combobox").boundingBox())!;
    expect(status.height).toBeGreaterThanOrEqual(44);

    // A tap anywhere on the card but the status (here, its top corner) opens the record.
    await first.click({ position: { x: 8, y: 8 } });
    await page.waitForURL(/\/dashboard\/services\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Orçamento Nº \d{4}$/ })).toBeVisible();
    await expect(page.locator("dl").first()).toContainText("Troca das pastilhas");
  });

  test("the status changes right from a card, without opening the record, and stays after a reload", async ({
    page,
    mechanic,
    accountsDatabase,
  }) => {
    const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Rui Barbosa" });
    await insertQuote(accountsDatabase, mechanic.id, customerId, { description: "Troca de óleo", cost: "120" });
    await openHistory(page, customerId);

    const card = history(page).getByRole("listitem");
    await card.getByRole("combobox", { name: "Status de Troca de óleo" }).selectOption({ label: "Em Andamento" });
    await expect(toast(page, messages.quotes.statusChanged("Em Andamento"))).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/dashboard/customers/${customerId}`);

    await page.reload();
    await expect(history(page).getByRole("listitem").getByRole("combobox")).toHaveValue("in_progress");
  });
});

test("the status changes from the history table and from the record's header, and stays after a reload", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Clara Nunes" });
  await insertQuote(accountsDatabase, mechanic.id, customerId, { description: "Revisão dos 40 mil km", cost: "850" });
  await openHistory(page, customerId);

  await expect(history(page)).toBeHidden();
  const row = page.getByRole("table", { name: "Orçamentos e serviços" }).getByRole("row").nth(1);
  await expect(row.getByRole("combobox").locator("option")).toHaveText([
    "Orçamento Pendente",
    "Orçamento Aprovado",
    "Orçamento Recusado",
    "Em Andamento",
    "Concluído",
    "Cancelado",
  ]);
  await row.getByRole("combobox", { name: "Status de Revisão dos 40 mil km" }).selectOption("approved");
  await expect(toast(page, messages.quotes.statusChanged("Orçamento Aprovado"))).toBeVisible();
  await page.reload();
  await expect(row.getByRole("combobox")).toHaveValue("approved");

  await row.getByRole("link", { name: "Detalhes" }).click();
  await page.waitForURL(/\/dashboard\/services\/[0-9a-f-]{36}$/);
  const header = page.getByRole("combobox", { name: "Status do orçamento" });
  await expect(header).toHaveValue("approved");
  await header.selectOption({ label: "Concluído" });
  await expect(toast(page, messages.quotes.statusChanged("Concluído"))).toBeVisible();
  await expect(header.locator("option:checked")).toHaveText("Concluído");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status do orçamento" })).toHaveValue("completed");
  await expect(page.getByRole("combobox", { name: "Status do orçamento" }).locator("option:checked")).toHaveText("Concluído");
});

test("stepping through the statuses with the keyboard saves once, the status it stops on", async ({ page, mechanic, accountsDatabase }) => {
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Lia Souza" });
  const quoteId = await insertQuote(accountsDatabase, mechanic.id, customerId, { description: "Troca de correia" });
  await page.goto(`/dashboard/services/${quoteId}`);

  const status = page.getByRole("combobox", { name: "Status do orçamento" });
  await status.focus();
  // Pendente → Aprovado → Recusado → Em Andamento.
  await status.press("ArrowDown");
  await status.press("ArrowDown");
  await status.press("ArrowDown");
  await expect(status).toHaveValue("in_progress");
  await expect(toast(page, /Status alterado/)).toHaveCount(0); // nothing saved while stepping
  await status.press("Tab");
  await expect(toast(page, messages.quotes.statusChanged("Em Andamento"))).toBeVisible();
  await expect(toast(page, /Status alterado/)).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status do orçamento" })).toHaveValue("in_progress");
});
