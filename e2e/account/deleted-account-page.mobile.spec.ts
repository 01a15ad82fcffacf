/**
 * The page after 'Excluir minha conta' on a phone: it says an account was deleted only with the
 * receipt the deletion sealed (account-deletion.spec.ts follows a real deletion there). Counts typed
 * into its address show nothing, and a signed-in account, still intact, is taken to its Painel.
 */
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";

const m = messages.accountDeletion;
const typed = "/conta-excluida?clientes=999999999&veiculos=1&orcamentos=1&fornecedores=1&interessados=1&chamados=1&imagens=1";

test("a signed-in account, still intact, is taken to its Painel", async ({ page }) => {
  await page.goto(typed);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(page.getByText(m.doneTitle)).toHaveCount(0);
});

test.describe(() => {
  test.use({ storageState: signedOut });

  test("counts typed into the address show the page that does not exist", async ({ page }) => {
    const response = await page.goto(typed);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: messages.errorPages.notFound })).toBeVisible();
    await expect(page.getByText(m.doneTitle)).toHaveCount(0);
    await expect(page.getByText("999999999")).toHaveCount(0);
  });
});
