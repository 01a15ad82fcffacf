import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { confirmDeletion } from "../support/crm";
import { insertCustomer } from "../support/rows";
import { toast } from "../support/toast";

test.describe(() => {
  test.use({ plan: "pro" });

  test("a customer from the empty list: form errors keep what was typed, detail, edit", { tag: "@smoke" }, async ({ page }) => {
    await page.goto("/dashboard/customers");
    await expect(page.getByText(messages.customers.empty)).toBeVisible();
    await page.getByRole("link", { name: "Adicionar primeiro cliente" }).click();
    await page.waitForURL("**/dashboard/customers/new");

    // A blank name is refused on the server; the other fields keep what was typed.
    await page.getByLabel("Nome *").fill("   ");
    await page.getByLabel("Telefone").fill("(11) 91234-5678");
    await page.getByLabel("E-mail", { exact: true }).fill("joao@");
    await page.getByRole("button", { name: "Adicionar Cliente" }).click();
    await expect(toast(page, messages.customers.createError + "Informe o nome do cliente.")).toBeVisible();
    await expect(page.getByText("Informe o nome do cliente.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Nome *")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Telefone")).toHaveValue("(11) 91234-5678");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("joao@");

    await page.getByLabel("Nome *").fill("João da Silva <b>");
    await page.getByLabel("E-mail", { exact: true }).fill("joao@exemplo.com");
    await page.getByRole("button", { name: "Adicionar Cliente" }).click();
    await expect(toast(page, messages.customers.created)).toBeVisible();
    await page.waitForURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);

    // Detail: Informações with 'Não informado' for what is empty, the date as dd/MM/yyyy.
    await expect(page.getByRole("heading", { level: 1, name: "João da Silva <b>" })).toBeVisible();
    const info = page.getByRole("tabpanel", { name: "Informações" });
    await expect(info).toContainText("(11) 91234-5678");
    await expect(info).toContainText("joao@exemplo.com");
    await expect(info.getByText("Não informado")).toHaveCount(1); // the notes
    await expect(info).toContainText(/Data de cadastro\s*\d{2}\/\d{2}\/\d{4}/);
    await page.getByRole("tab", { name: "Orçamentos e serviços" }).click();
    await expect(page.getByText(messages.quotes.emptyHistory)).toBeVisible();

    await page.getByRole("link", { name: "Editar Cliente" }).click();
    await page.waitForURL(/\/edit$/);
    await expect(page.getByLabel("Nome *")).toHaveValue("João da Silva <b>");
    await page.getByLabel("Nome *").fill("João Silva");
    await page.getByLabel("Observações").fill("Gol 2014, prata");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(toast(page, messages.customers.updated)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "João Silva" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Informações" })).toContainText("Gol 2014, prata");
  });

  // The customer the form above saves, written straight into the database: the two halves of the
  // flow run side by side.
  test("the list searches on the server, ignoring case and accents; the customer is deleted from his page", async ({
    page,
    mechanic,
    accountsDatabase,
  }) => {
    await insertCustomer(accountsDatabase, mechanic.id, { name: "João Silva" });
    await insertCustomer(accountsDatabase, mechanic.id, { name: "Maria Souza" });
    await page.goto("/dashboard/customers");
    await page.getByRole("searchbox", { name: "Buscar clientes" }).fill("JOAO");
    await page.getByRole("button", { name: "Buscar" }).click();
    await page.waitForURL(/busca=JOAO/);
    const table = page.getByRole("table", { name: "Lista de clientes" });
    await expect(table.getByRole("row")).toHaveCount(2); // header + João
    await expect(table).toContainText("João Silva");
    await expect(table).not.toContainText("Maria Souza");

    await table.getByRole("link", { name: "Editar João Silva" }).click();
    await page.waitForURL(/\/dashboard\/customers\/[0-9a-f-]{36}\/edit$/);
    await page.goBack();

    // Deleting is on the customer's page, which then returns to the list.
    await table.getByRole("link", { name: "João Silva", exact: true }).click();
    await page.getByRole("button", { name: "Excluir João Silva" }).click();
    await confirmDeletion(page, "todos os orçamentos e serviços deste cliente serão removidos permanentemente");
    await expect(toast(page, messages.customers.deleted)).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/dashboard/customers");
    await expect(table).not.toContainText("João Silva");
  });
});

test("cancelling the delete dialog keeps the customer", async ({ page, mechanic, accountsDatabase }) => {
  const id = await insertCustomer(accountsDatabase, mechanic.id, { name: "Fica Aqui" });
  await page.goto(`/dashboard/customers/${id}`);
  const deleteButton = page.getByRole("button", { name: "Excluir Fica Aqui" });
  await deleteButton.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  // Keyboard users land back where they were; Escape closes it the same way.
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Fica Aqui" })).toBeVisible();
});
