/**
 * 'Baixar meus dados' in a real browser: the account page's button posts a form that downloads
 * the shop's ZIP (the page stays), which holds the customer the mechanic added and nobody else's;
 * over plain HTTP (account-export.http.spec.ts), signed out the route answers no data, and a GET or
 * a POST from another site gets none and spends none of the account's hourly exports.
 */
import { randomUUID } from "node:crypto";
import { unzipSync } from "fflate";
import Papa from "papaparse";
import { customers } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { insertCustomer } from "../support/rows";

test("a mechanic downloads his data and finds his customer in clientes.csv, and no other shop's", async ({
  page,
  mechanic,
  createMechanic,
  accountsDatabase,
}) => {
  const tag = randomUUID().slice(0, 8);
  const name = `Conceição Exportada ${tag}`;
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name, email: `exportada-${tag}@exemplo.com` });
  const other = await createMechanic();
  await accountsDatabase.db.insert(customers).values({ shopId: other.id, name: `Cliente de outra oficina ${tag}` });

  await page.goto("/dashboard/account");
  await expect(page.getByRole("heading", { name: messages.accountExport.title })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: messages.accountExport.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^oficina-digital-dados-\d{2}-\d{2}-\d{4}\.zip$/);
  expect(await file.failure()).toBeNull();
  await expect(page).toHaveURL(/\/dashboard\/account$/);

  const zip = Buffer.concat(await (await file.createReadStream()).toArray());
  const files = unzipSync(new Uint8Array(zip));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["LEIA-ME.txt", "clientes.csv", "orcamentos.csv", "perfil.csv"]));
  const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(files["clientes.csv"]);
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const rows = Papa.parse<Record<string, string>>(csv.slice(1), { delimiter: ";", header: true, skipEmptyLines: true }).data;
  expect(rows).toEqual([expect.objectContaining({ ID: customerId, Nome: name, "E-mail": `exportada-${tag}@exemplo.com` })]);
  expect(csv).not.toContain("Cliente de outra oficina");
});

test("the account page says why a download was refused", async ({ page }) => {
  await page.goto("/dashboard/account?exportacao=limite");
  await expect(page.getByText(messages.accountExport.rateLimited)).toBeVisible();
  await page.goto("/dashboard/account?exportacao=qualquer-coisa");
  await expect(page.getByRole("heading", { name: messages.accountExport.title })).toBeVisible();
  await expect(page.getByText(messages.accountExport.rateLimited)).toHaveCount(0);
});
