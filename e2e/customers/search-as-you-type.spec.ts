import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { insertCustomers, insertSuppliers } from "../support/rows";

// Lists search as the user types: a pause, then the URL's ?busca= and the rows follow, the box
// keeping its focus; Back and Forward bring the box along; without JavaScript it is a GET form.

const busca = (page: Page) => new URL(page.url()).searchParams.get("busca");
const pagina = (page: Page) => new URL(page.url()).searchParams.get("pagina");

test("customers are found as the name, phone digits or e-mail is typed, and Back/Forward keep the box in step", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  await insertCustomers(accountsDatabase, mechanic.id, [
    { name: "Ana Reis", phone: "(11) 97777-1234", email: "ana.reis@exemplo.com" },
    { name: "Bruno Dias", phone: "(21) 3456-7890" },
    ...Array.from({ length: 22 }, (_, index) => ({ name: `Cliente ${String(index).padStart(2, "0")}` })),
  ]);
  await page.goto("/dashboard/customers");
  const box = page.getByRole("searchbox", { name: "Buscar clientes" });
  const table = page.getByRole("table", { name: "Lista de clientes" });
  const count = page.getByText(/^\d+ clientes?$/);
  await expect(count).toHaveText("24 clientes");
  await waitForHydration(box);

  // Phone digits, however the phone was written: no click on 'Buscar'.
  await box.pressSequentially("97777");
  await expect.poll(() => busca(page)).toBe("97777");
  await expect(count).toHaveText("1 cliente");
  await expect(table).toContainText("Ana Reis");
  await expect(box).toBeFocused();
  await expect(box).toHaveValue("97777");

  await box.fill("ana.reis@");
  await expect.poll(() => busca(page)).toBe("ana.reis@");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Ana Reis");

  await box.fill("");
  await expect.poll(() => busca(page)).toBeNull();
  await expect(count).toHaveText("24 clientes");

  // A search, then its second page (a link: a history entry), then a new search typed there:
  // the page goes back to the first and the URL entry is replaced, not added.
  await box.fill("Cliente");
  await expect.poll(() => busca(page)).toBe("Cliente");
  await expect(count).toHaveText("22 clientes");
  await page.getByRole("link", { name: "Próxima" }).click();
  await expect.poll(() => pagina(page)).toBe("2");
  await expect(page.getByText("Página 2 de 2")).toBeVisible();
  await box.fill("Cliente 2");
  await expect.poll(() => busca(page)).toBe("Cliente 2");
  expect(pagina(page)).toBeNull();
  await expect(count).toHaveText("2 clientes");

  await page.goBack();
  await expect.poll(() => busca(page)).toBe("Cliente");
  await expect(box).toHaveValue("Cliente");
  await expect(count).toHaveText("22 clientes");
  await page.goForward();
  await expect.poll(() => busca(page)).toBe("Cliente 2");
  await expect(box).toHaveValue("Cliente 2");
  await expect(count).toHaveText("2 clientes");
});

test("the box shows it is searching until the list arrives", async ({ page, mechanic, accountsDatabase }) => {
  await insertCustomers(accountsDatabase, mechanic.id, [{ name: "Demorado Silva" }, { name: "Outro Nome" }]);
  await page.goto("/dashboard/customers");
  const box = page.getByRole("searchbox", { name: "Buscar clientes" });
  await waitForHydration(box);
  // The list's answer is held back until the spinner has been seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/dashboard/customers" && url.searchParams.get("busca") === "Demorado",
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await box.pressSequentially("Demorado");
  await expect(page.getByRole("status").filter({ hasText: "Buscando..." })).toBeAttached();
  await expect(box).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByRole("table", { name: "Lista de clientes" }).getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: "Buscando..." })).toHaveCount(0);
});

test("suppliers are found as a part or a phone is typed", async ({ page, mechanic, accountsDatabase }) => {
  await insertSuppliers(accountsDatabase, mechanic.id, [
    { name: "Borracharia Central", phone: "(11) 3333-4444", tags: ["Pneus"] },
    { name: "Elétrica Ávila", phone: "(11) 95555-0000", tags: ["Baterias"] },
  ]);
  await page.goto("/dashboard/suppliers");
  const box = page.getByRole("searchbox", { name: "Buscar fornecedores" });
  const table = page.getByRole("table", { name: "Lista de fornecedores" });
  await waitForHydration(box);
  await box.pressSequentially("33334444");
  await expect.poll(() => busca(page)).toBe("33334444");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Borracharia Central");
  await box.fill("bateria");
  await expect.poll(() => busca(page)).toBe("bateria");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Elétrica Ávila");
});

test("the search box is a plain GET form the server answers", async ({ page, mechanic, accountsDatabase }) => {
  // Without JavaScript a browser submits the form as GET ?busca=…, to the page itself. (A real
  // script-less browser cannot be used here: the dashboard streams behind its loading skeleton,
  // and swapping the skeleton for the page takes a script.)
  await insertCustomers(accountsDatabase, mechanic.id, [{ name: "Ana Reis", phone: "(11) 97777-1234" }, { name: "Bruno Dias" }]);
  const response = await page.request.get("/dashboard/customers?busca=97777");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0];
  expect(form, "the search form").toBeDefined();
  expect(form).not.toMatch(/\b(method|action)=/);
  expect(html).toMatch(/<input[^>]*name="busca"[^>]*value="97777"/);
  expect(html).toContain("Ana Reis");
  expect(html).not.toContain("Bruno Dias");
});
