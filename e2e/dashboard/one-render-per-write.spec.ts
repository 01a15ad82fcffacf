/**
 * A write renders the page once. An action that revalidates sends the refreshed page back in its own
 * answer; a router.refresh() after it would make the server render the same page a second time. The
 * test counts the page renders the browser asks for after a write: the action's POST, and any RSC
 * fetch that is not a link prefetch.
 */
import type { Page, Request } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { confirmDeletion } from "../support/crm";
import { isServerAction, trackNetwork, waitForNetworkQuiet } from "../support/network";
import { insertCustomer, insertSupplier } from "../support/rows";
import { toast } from "../support/toast";

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

test("a vehicle added from the quote editor, which stays on its page, renders the page once", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Rita Campos" });
  const editorPath = `/dashboard/customers/${customerId}/quotes/new`;
  await page.goto(editorPath);
  await page.getByLabel("Descrição *").fill("Alinhamento");

  const renders = await rendersOf(page, async () => {
    await page.getByRole("button", { name: messages.quoteEditor.addVehicle }).click();
    await page.getByRole("dialog").getByLabel("Placa *").fill("ABC1D23");
    await page.getByRole("dialog").getByRole("button", { name: messages.quoteEditor.addVehicleSubmit }).click();
    await expect(toast(page, messages.vehicles.created)).toBeVisible();
  });
  expect(renders).toEqual([`POST ${editorPath}`]);
  await expect(page.getByLabel("Descrição *")).toHaveValue("Alinhamento");
  await expect(page.getByLabel(messages.quoteEditor.vehicle, { exact: true }).locator("option:checked")).toHaveText("ABC1D23");
});

// The suppliers' list: a customer is deleted from his own page, not from the list.
test("deleting from a list renders the list once, without the deleted row", async ({ page, mechanic, accountsDatabase }) => {
  await insertSupplier(accountsDatabase, mechanic.id, { name: "Auto Peças Prado" });
  await page.goto("/dashboard/suppliers");
  const renders = await rendersOf(page, async () => {
    await page.getByRole("button", { name: "Excluir Auto Peças Prado" }).click();
    await confirmDeletion(page, /Auto Peças Prado/);
    await expect(toast(page, messages.suppliers.deleted)).toBeVisible();
  });
  expect(renders).toEqual(["POST /dashboard/suppliers"]);
  await expect(page.getByText("Auto Peças Prado")).toHaveCount(0);
});
