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
    // The stage in one word; it moves on the record's own page, so the card holds no control.
    await expect(first.getByText("Orçamento", { exact: true })).toBeVisible();
    await expect(first.getByRole("combobox")).toHaveCount(0);
    await expect(cards.filter({ hasText: "Alinhamento" })).toContainText("—");

    // Nothing wider than the screen, and every card inside the page's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    // A tap anywhere on the card (here, its top corner) opens the record.
    await first.click({ position: { x: 8, y: 8 } });
    await page.waitForURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Orçamento Nº \d{4}$/ })).toBeVisible();
    await expect(page.locator("dl").first()).toContainText("Troca das pastilhas");
  });
});

test("the stage moves from the record's header, one step with a button, and the history shows it", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Clara Nunes" });
  await insertQuote(accountsDatabase, mechanic.id, customerId, {
    description: "Revisão dos 40 mil km",
    cost: "850",
    status: "in_progress",
  });
  await openHistory(page, customerId);

  await expect(history(page)).toBeHidden();
  const row = page.getByRole("table", { name: "Orçamentos e serviços" }).getByRole("row").nth(1);
  await expect(row).toContainText("Em andamento");
  await expect(row.getByRole("combobox")).toHaveCount(0);

  await row.getByRole("link", { name: "Detalhes" }).click();
  await page.waitForURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("quote-stage")).toHaveText("Em andamento");
  await page.getByRole("button", { name: messages.jobStages.ready }).click();
  await page.getByRole("dialog", { name: messages.jobStages.readyTitle }).getByRole("button", { name: messages.jobStages.ready }).click();
  await expect(toast(page, messages.jobStages.moved("Pronto para retirada"))).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("quote-stage")).toHaveText("Pronto para retirada");
  await openHistory(page, customerId);
  await expect(row).toContainText("Pronto para retirada");
});

test("'Voltar etapa' from the keyboard asks for the reason, and keeps what was typed until it is given", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Lia Souza" });
  const quoteId = await insertQuote(accountsDatabase, mechanic.id, customerId, { description: "Troca de correia", status: "in_progress" });
  await page.goto(`/dashboard/quotes/${quoteId}`);

  await page.getByRole("button", { name: messages.jobStages.back }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: messages.jobStages.backTitle("Aprovado") });
  const reason = dialog.getByLabel(messages.jobStages.reasonLabel);
  await reason.fill("Peça errada, volta para o pedido");
  await dialog.getByRole("button", { name: messages.jobStages.back }).press("Enter");
  await expect(toast(page, messages.jobStages.moved("Aprovado"))).toBeVisible();
  await expect(page.getByTestId("quote-stage")).toHaveText("Aprovado");
  await expect(page.getByRole("button", { name: messages.jobStages.start })).toBeVisible();
});
