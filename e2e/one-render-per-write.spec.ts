/**
 * A write renders the page once. An action that revalidates sends the refreshed page back in its own
 * answer; a router.refresh() after it would make the server render the same page a second time. The
 * test counts the page renders the browser asks for after a write: the action's POST, and any RSC
 * fetch that is not a link prefetch.
 */
import type { Page, Request } from "@playwright/test";
import { messages } from "../lib/messages";
import { expect, test } from "./fixtures";
import { confirmDeletion, createCustomer } from "./support/crm";
import { isServerAction, trackNetwork, waitForNetworkQuiet } from "./support/network";
import { toast } from "./support/toast";

test.use({ plan: "pro" });

/** A render of a page by the server: an action's POST, or a refetch of the page's Server Components. */
function isPageRender(request: Request) {
  const headers = request.headers();
  return isServerAction(request) || (request.method() === "GET" && headers["rsc"] === "1" && !headers["next-router-prefetch"]);
}

/** The page renders `write` caused, counted once the network has been quiet after its toast. */
async function rendersOf(page: Page, write: () => Promise<void>) {
  trackNetwork(page);
  await waitForNetworkQuiet(page);
  const renders: string[] = [];
  const count = (request: Request) => {
    if (isPageRender(request)) renders.push(`${request.method()} ${new URL(request.url()).pathname}`);
  };
  page.on("request", count);
  await write();
  await waitForNetworkQuiet(page);
  page.off("request", count);
  return renders;
}

test("saving a quote that stays on its page renders the page once", async ({ page }) => {
  const customerId = await createCustomer(page, { name: "Rita Campos" });
  await page.goto(`/dashboard/customers/${customerId}/services/new`);
  await page.getByLabel("Descrição *").fill("Alinhamento");
  await page.getByRole("button", { name: "Registrar Atendimento" }).click();
  await expect(toast(page, messages.services.created)).toBeVisible();
  await page.getByRole("table", { name: "Histórico de atendimentos" }).getByRole("link", { name: "Detalhes" }).click();
  await page.waitForURL(/\/dashboard\/services\//);
  const recordPath = new URL(page.url()).pathname;

  const renders = await rendersOf(page, async () => {
    await page.getByLabel("Descrição *").fill("Alinhamento e balanceamento");
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(toast(page, messages.services.updated)).toBeVisible();
  });
  expect(renders).toEqual([`POST ${recordPath}`]);
  await expect(page.getByLabel("Descrição *")).toHaveValue("Alinhamento e balanceamento");
});

test("deleting from a list renders the list once, without the deleted row", async ({ page }) => {
  await createCustomer(page, { name: "Caio Prado" });
  await page.goto("/dashboard/customers");
  const renders = await rendersOf(page, async () => {
    await page.getByRole("button", { name: "Excluir Caio Prado" }).click();
    await confirmDeletion(page, /Caio Prado/);
    await expect(toast(page, messages.customers.deleted)).toBeVisible();
  });
  expect(renders).toEqual(["POST /dashboard/customers"]);
  await expect(page.getByText("Caio Prado")).toHaveCount(0);
});
