/**
 * The phone's Back gesture on a form with changes not saved yet asks 'Sair sem salvar?', as a menu
 * link does: the profile, a new customer, a customer's edit and a lead's 'Transformar em cliente'.
 * 'Continuar editando' keeps what was typed (and the next Back asks again); 'Sair sem salvar' goes
 * back. Once saved, nothing asks and one Back goes back. (The quote editor keeps a draft instead:
 * quote-editor.mobile.spec.ts.) And the opening hours' 'Copiar para todos os dias'.
 */
import type { Locator, Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { historyGuardUp } from "../support/back-guard";
import { waitForHydration } from "../support/hydration";
import { openProfileTab, saveProfile } from "../support/profile";
import { insertCustomer, insertLead } from "../support/rows";
import { toast } from "../support/toast";

const u = messages.unsavedChanges;
const CUSTOMER_PAGE = /\/dashboard\/customers\/[0-9a-f-]{36}$/;
const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: u.title });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Types into a field once React listens to it (an edit typed before hydration is not tracked). */
async function type(field: Locator, value: string) {
  await waitForHydration(field);
  await field.fill(value);
}

/** Back with changes: the question, on the same page, with what was typed still there. */
async function backAsks(page: Page, path: string, field: Locator, value: string) {
  await historyGuardUp(page);
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(leaveDialog(page)).toContainText(u.description);
  expect(pathOf(page)).toBe(path);
  await expect(field).toHaveValue(value);
}

test("the profile: Back asks; staying keeps the text and Back asks again; leaving goes back; once saved, one Back goes", async ({
  page,
}) => {
  await page.goto("/dashboard/customers");
  await page.goto("/dashboard/profile");
  await openProfileTab(page, "Informações Básicas");
  // By its label, not inside its tab panel's role: the question's dialog hides the page from roles.
  const shopName = page.getByLabel("Nome da oficina");
  await type(shopName, "Auto Center Ainda Não Salvo");

  await backAsks(page, "/dashboard/profile", shopName, "Auto Center Ainda Não Salvo");
  await leaveDialog(page).getByRole("button", { name: u.stay }).tap();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(shopName).toHaveValue("Auto Center Ainda Não Salvo");

  await backAsks(page, "/dashboard/profile", shopName, "Auto Center Ainda Não Salvo");
  await leaveDialog(page).getByRole("button", { name: u.leave }).tap();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers");
  await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();

  // Saved: nothing to lose, and one Back is enough (no page of history left behind by the question).
  await page.goto("/dashboard/profile");
  const saved = await openProfileTab(page, "Informações Básicas");
  await type(saved.getByLabel("Nome da oficina"), "Auto Center Salvo");
  await saveProfile(page);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers");
  await expect(leaveDialog(page)).toHaveCount(0);
});

test("a new customer: Back asks, staying keeps it; saving asks nothing, and Back from the customer skips the form", async ({ page }) => {
  await page.goto("/dashboard/customers");
  const add = page.getByRole("link", { name: "Novo Cliente" });
  await waitForHydration(add);
  await add.tap();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers/new");
  const name = page.getByLabel("Nome *");
  await type(name, "Marta Quintana");
  await type(page.getByLabel("Telefone"), "11912345678");

  await backAsks(page, "/dashboard/customers/new", name, "Marta Quintana");
  await leaveDialog(page).getByRole("button", { name: u.stay }).tap();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page.getByLabel("Telefone")).toHaveValue("(11) 91234-5678");

  await page.getByRole("button", { name: "Adicionar Cliente" }).tap();
  await expect(toast(page, messages.customers.created)).toBeVisible();
  await page.waitForURL(CUSTOMER_PAGE);
  await expect(page.getByRole("heading", { name: "Marta Quintana", level: 1 })).toBeVisible();
  // The saved customer replaced the form in the history, as it did before Back asked.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers");
  await expect(leaveDialog(page)).toHaveCount(0);
});

test("a customer's edit: Back asks, leaving drops the change; untouched, Back goes at once", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Otávio Reis", notes: "Cliente desde 2019" });
  await page.goto(`/dashboard/customers/${customerId}`);
  const edit = page.getByRole("link", { name: "Editar Cliente" }).first();
  await waitForHydration(edit);
  await edit.tap();
  await page.waitForURL((url) => url.pathname === `/dashboard/customers/${customerId}/edit`);
  const notes = page.getByLabel("Observações");
  await type(notes, "Prefere peças originais");

  await backAsks(page, `/dashboard/customers/${customerId}/edit`, notes, "Prefere peças originais");
  await leaveDialog(page).getByRole("button", { name: u.leave }).tap();
  await page.waitForURL((url) => url.pathname === `/dashboard/customers/${customerId}`);
  await expect(page.getByText("Cliente desde 2019")).toBeVisible();
  await expect(page.getByText("Prefere peças originais")).toHaveCount(0);

  await page.goto(`/dashboard/customers/${customerId}/edit`);
  await waitForHydration(page.getByLabel("Observações"));
  await expect(page.getByLabel("Observações")).toHaveValue("Cliente desde 2019");
  await page.goBack();
  await page.waitForURL((url) => url.pathname === `/dashboard/customers/${customerId}`);
  await expect(leaveDialog(page)).toHaveCount(0);
});

test("'Transformar em cliente': the lead's data edited, Back asks; leaving returns to the leads", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  await insertLead(accountsDatabase, mechanic.id, { name: "Bruno Sales", phone: "11987654321", message: "Revisão dos 60 mil" });
  await page.goto("/dashboard/leads");
  const convert = page.getByRole("link", { name: `${messages.leads.convert}: Bruno Sales` });
  await waitForHydration(convert);
  await convert.tap();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers/new" && url.searchParams.has("interessado"));
  const email = page.getByLabel("E-mail", { exact: true });
  await type(email, "bruno@example.com");

  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  expect(pathOf(page)).toBe("/dashboard/customers/new");
  await expect(email).toHaveValue("bruno@example.com");
  await expect(page.getByLabel("Nome *")).toHaveValue("Bruno Sales");
  await leaveDialog(page).getByRole("button", { name: u.leave }).tap();
  await page.waitForURL((url) => url.pathname === "/dashboard/leads");
});

test("opening hours: a day with a lunch break copied to every day, saved, and read back after a reload", async ({ page }) => {
  await page.goto("/dashboard/profile");
  const hours = await openProfileTab(page, "Horário de Funcionamento");
  const addPeriod = hours.getByRole("button", { name: "Adicionar período em Segunda-feira" });
  await waitForHydration(addPeriod);
  await addPeriod.tap();
  await hours.getByLabel("Fecha às (Segunda-feira, período 1)").fill("12:00");
  await hours.getByLabel("Abre às (Segunda-feira, período 2)").fill("13:30");
  await hours.getByLabel("Fecha às (Segunda-feira, período 2)").fill("18:00");

  const copy = hours.getByRole("button", { name: messages.openingHours.copyToAllLabel("Segunda-feira") });
  await expect(copy).toHaveText(messages.openingHours.copyToAll);
  const box = await copy.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await copy.tap();
  await expect(hours.getByRole("status")).toHaveText(messages.openingHours.copied("Segunda-feira"));
  await saveProfile(page);

  await page.reload();
  const reloaded = await openProfileTab(page, "Horário de Funcionamento");
  for (const day of ["Terça-feira", "Sexta-feira", "Sábado", "Domingo"]) {
    await expect(reloaded.getByLabel(`Abre às (${day}, período 1)`)).toHaveValue("08:00");
    await expect(reloaded.getByLabel(`Fecha às (${day}, período 1)`)).toHaveValue("12:00");
    await expect(reloaded.getByLabel(`Abre às (${day}, período 2)`)).toHaveValue("13:30");
    await expect(reloaded.getByLabel(`Fecha às (${day}, período 2)`)).toHaveValue("18:00");
  }
  // Which days open stays as it was: Sunday keeps the hours for when it opens, still closed.
  await expect(reloaded.getByRole("switch", { name: "Domingo" })).toHaveAttribute("aria-checked", "false");
  await expect(reloaded.getByRole("switch", { name: "Sábado" })).toHaveAttribute("aria-checked", "true");
});

test("a new supplier: Back asks; leaving goes back to the suppliers", async ({ page }) => {
  await page.goto("/dashboard/suppliers");
  await page.goto("/dashboard/suppliers/new");
  const name = page.getByLabel("Nome *");
  await type(name, "Distribuidora Freio Bom");
  await type(page.getByLabel("Peças e marcas"), "pastilha, disco");

  await backAsks(page, "/dashboard/suppliers/new", name, "Distribuidora Freio Bom");
  await leaveDialog(page).getByRole("button", { name: u.leave }).tap();
  await page.waitForURL((url) => url.pathname === "/dashboard/suppliers");
});
