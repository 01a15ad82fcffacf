import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { confirmDeletion } from "../support/crm";
import { insertCustomer, insertQuote } from "../support/rows";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

test(
  "a quote from the customer list: a negative cost refused, the Brazilian way saved, the history row",
  { tag: "@smoke" },
  async ({ page, mechanic, accountsDatabase }) => {
    const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Paula Andrade" });
    await page.goto("/dashboard/customers");
    await page.getByRole("link", { name: "Novo orçamento para Paula Andrade" }).click();
    await page.waitForURL(`**/dashboard/customers/${customerId}/quotes/new`);

    // No stage in the form: a new quote is 'Orçamento', and only the moves and the customer change it.
    await expect(page.getByLabel("Status")).toHaveCount(0);

    // A negative cost is refused; the description stays.
    await page.getByLabel("Descrição *").fill("Troca das pastilhas de freio");
    await page.getByLabel("Valor (R$)").fill("-5");
    await page.getByRole("button", { name: "Salvar orçamento" }).click();
    await expect(toast(page, messages.quotes.createError + "O valor não pode ser negativo.")).toBeVisible();
    await expect(page.getByLabel("Descrição *")).toHaveValue("Troca das pastilhas de freio");

    // Written the Brazilian way, which a number input would have sent as "" (a quote with no value).
    await page.getByLabel("Valor (R$)").fill("1.234,5");
    await page.getByRole("button", { name: "Salvar orçamento" }).click();
    await expect(toast(page, messages.quotes.created)).toBeVisible();
    // The editor leads to the quote it saved.
    await page.waitForURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
    const recordPath = new URL(page.url()).pathname;

    await page.goto(`/dashboard/customers/${customerId}?aba=historico`);
    const history = page.getByRole("table", { name: "Orçamentos e serviços" });
    const row = history.getByRole("row").nth(1);
    // The shop's first quote.
    await expect(row).toContainText("Nº 0001");
    await expect(row).toContainText("Troca das pastilhas de freio");
    await expect(row).toContainText("R$ 1.234,50");
    await expect(row).toContainText("Orçamento");
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(row).not.toContainText("pending");

    await row.getByRole("link", { name: "Detalhes" }).click();
    await page.waitForURL((url) => url.pathname === recordPath);
    await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0001" })).toBeVisible();
  },
);

// The quote the editor above saves, written straight into the database: the two halves of the flow
// run side by side.
test("a quote's page: its stage moved by a button, its editor without items, and its deletion, counted by the overview", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Paula Andrade" });
  const recordPath = `/dashboard/quotes/${await insertQuote(accountsDatabase, mechanic.id, customerId, { description: "Troca das pastilhas de freio", cost: "1234.50", status: "approved" })}`;
  await page.goto(recordPath);
  await expect(page.getByRole("link", { name: "Paula Andrade" })).toHaveAttribute("href", `/dashboard/customers/${customerId}`);
  // The quote's page reads it (editing is its own route, /edit): a record without items shows its value.
  await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0001" })).toBeVisible();
  await expect(page.locator("dl").first()).toContainText("ValorR$ 1.234,50");
  await page.getByRole("button", { name: messages.jobStages.start }).click();
  await page.getByRole("dialog", { name: messages.jobStages.startTitle }).getByRole("button", { name: messages.jobStages.start }).click();
  await expect(toast(page, messages.jobStages.moved("Em andamento"))).toBeVisible();
  await expect(page.getByRole("button", { name: messages.jobStages.ready })).toBeVisible();

  // The quote's editor: a quote without items keeps its plain value field.
  await page.goto(`${recordPath}/edit`);
  await expect(page.getByRole("heading", { name: "Editar orçamento Nº 0001" })).toBeVisible();
  await expect(page.getByLabel("Valor (R$)")).toHaveValue("1.234,50");
  await page.getByLabel("Valor (R$)").fill("");
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toast(page, messages.quotes.updated)).toBeVisible();
  await page.waitForURL((url) => url.pathname === recordPath);
  await page.goto(`${recordPath}/edit`);
  await expect(page.getByLabel("Valor (R$)")).toHaveValue("");

  await page.goto(recordPath);
  await page.getByRole("button", { name: "Excluir orçamento" }).click();
  await confirmDeletion(page, "removido permanentemente");
  await expect(toast(page, messages.quotes.deleted)).toBeVisible();
  await page.waitForURL(`**/dashboard/customers/${customerId}?aba=historico`);
  await expect(page.getByText(messages.quotes.emptyHistory)).toBeVisible();

  // The overview counts it all and ticks the steps that are done.
  await page.goto("/dashboard");
  await expect(page.getByTestId("count-Clientes").locator("p")).toHaveText("1");
  await expect(page.getByTestId("count-Orçamentos").locator("p")).toHaveText("0");
  await expect(page.getByRole("listitem").filter({ has: page.getByLabel("Concluído") })).toHaveText(["Cadastre seu primeiro cliente"]);
});
