/**
 * 'Exportar' on the customers' and the quotes' lists, on a 375 px phone: the files hold what the
 * search and the stage show (every page), in CSV and Excel, and are read back here: the CSV parsed,
 * the .xlsx unzipped.
 */
import type { Download, Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { vehicles } from "../../db/schema";
import { expect, test } from "../fixtures";
import { insertCustomer } from "../support/rows";
import { seedShop } from "../support/seed";

async function bytesOf(download: Download) {
  return Buffer.concat(await (await download.createReadStream()).toArray());
}

async function csvRows(download: Download) {
  const text = (await bytesOf(download)).toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { delimiter: ";", skipEmptyLines: true }).data;
}

/** The .xlsx's rows of text, each as its cells' strings (shared strings resolved). */
async function xlsxRows(download: Download) {
  const files = unzipSync(new Uint8Array(await bytesOf(download)));
  const shared = [...strFromU8(files["xl/sharedStrings.xml"]!).matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) =>
    m[1]!.replaceAll("&amp;", "&"),
  );
  const sheet = strFromU8(files["xl/worksheets/sheet1.xml"]!);
  return [...sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1]!.matchAll(/<c\b([^>]*)>(?:<v>([^<]*)<\/v>)?/g)].map((cell) => (/t="s"/.test(cell[1]!) ? shared[Number(cell[2])] : cell[2])),
  );
}

/** Opens 'Exportar' and downloads one of its files, checking the open panel fits the phone. */
async function exportFile(page: Page, name: string) {
  const summary = page.getByText("Exportar", { exact: true });
  if (!(await page.getByRole("link", { name }).isVisible())) await summary.click();
  await expect(page.getByRole("link", { name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  return download;
}

test("the customers' list exports what its search finds: customers and their vehicles, in CSV and Excel", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const carlos = await insertCustomer(accountsDatabase, mechanic.id, { name: "=Carlos Pereira", phone: "(11) 98765-4321" });
  await insertCustomer(accountsDatabase, mechanic.id, { name: "Ana Souza" });
  await accountsDatabase.db
    .insert(vehicles)
    .values({ shopId: mechanic.id, customerId: carlos, plate: "ABC1234", make: "Volkswagen", model: "Gol" });

  await page.goto("/dashboard/customers");
  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill("gol");
  await page.waitForURL(/busca=gol/);
  await expect(page.getByText("1 cliente", { exact: true })).toBeVisible();

  const customersCsv = await exportFile(page, "Clientes em CSV");
  expect(customersCsv.suggestedFilename()).toMatch(/^clientes_\d{2}-\d{2}-\d{4}\.csv$/);
  const [header, ...rows] = await csvRows(customersCsv);
  expect(header?.slice(0, 4)).toEqual(["Nome", "Telefone", "Email", "Veículos"]);
  // Only the search's customer; his name cannot run as a formula.
  expect(rows.map((row) => row.slice(0, 4))).toEqual([["'=Carlos Pereira", "(11) 98765-4321", "", "ABC-1234 Volkswagen Gol"]]);

  const vehiclesXlsx = await exportFile(page, "Veículos em Excel (.xlsx)");
  expect(vehiclesXlsx.suggestedFilename()).toMatch(/^veiculos_\d{2}-\d{2}-\d{4}\.xlsx$/);
  const sheet = await xlsxRows(vehiclesXlsx);
  expect(sheet).toHaveLength(2);
  expect(sheet[1]?.slice(0, 3)).toEqual(["ABC-1234", "Volkswagen", "Gol"]);
  expect(sheet[1]).toContain("=Carlos Pereira");
});

test("the quotes' list exports the stage on screen, named in Portuguese in its URL", async ({ page, mechanic, accountsDatabase }) => {
  await seedShop(accountsDatabase, mechanic);
  await page.goto("/dashboard/quotes");
  await page.getByRole("link", { name: "Em andamento", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("situacao") === "em-andamento");
  const cards = page.getByRole("list", { name: "Lista de orçamentos" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);

  const [header, ...rows] = await csvRows(await exportFile(page, "Orçamentos em CSV"));
  expect(header).toContain("Situação");
  expect(rows).toHaveLength(1);
  expect(rows[0]?.[header!.indexOf("Situação")]).toBe("Em andamento");

  const sheet = await xlsxRows(await exportFile(page, "Orçamentos em Excel (.xlsx)"));
  expect(sheet).toHaveLength(2);
  expect(sheet[1]).toContain("Em andamento");
});
