/**
 * 'Baixar meus dados' in a real browser: the account page's button posts a form that downloads
 * the shop's ZIP (the page stays), which holds the customer the mechanic added and nobody else's;
 * signed out, the route answers no data. Over plain HTTP (no page): a GET, and a POST from another
 * site, get no data and spend none of the account's hourly exports.
 */
import { randomUUID } from "node:crypto";
import { unzipSync } from "fflate";
import Papa from "papaparse";
import { eq } from "drizzle-orm";
import { customers, rateLimits } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import type { AccountsDatabase } from "../support/accounts";
import { createCustomer } from "../support/crm";

const EXPORT_PATH = "/dashboard/account/dados";

test("a mechanic downloads his data and finds his customer in clientes.csv, and no other shop's", async ({ page, createMechanic, accountsDatabase }) => {
  const tag = randomUUID().slice(0, 8);
  const name = `Conceição Exportada ${tag}`;
  const customerId = await createCustomer(page, { name, email: `exportada-${tag}@exemplo.com` });
  const other = await createMechanic();
  await accountsDatabase.db.insert(customers).values({ userId: other.id, name: `Cliente de outra oficina ${tag}` });

  await page.goto("/dashboard/account");
  await expect(page.getByRole("heading", { name: messages.accountExport.title })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: messages.accountExport.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^oficina-digital-dados-\d{2}-\d{2}-\d{4}\.zip$/);
  expect(await file.failure()).toBeNull();
  await expect(page).toHaveURL(/\/dashboard\/conta$/);

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

test.describe("signed out", () => {
  test.use({ storageState: signedOut });

  test("the route gives no data: it sends to the login", async ({ request, baseURL }) => {
    const response = await request.post(EXPORT_PATH, { maxRedirects: 0, headers: { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" } });
    // proxy.ts answers first (307, as for any dashboard path); without it the route's own 303.
    expect([303, 307]).toContain(response.status());
    expect(response.headers()["location"]).toMatch(/\/auth/);
    expect(response.headers()["content-disposition"]).toBeUndefined();
    expect(response.headers()["content-type"] ?? "").not.toContain("zip");
  });
});

test.describe("over HTTP, from elsewhere", () => {
  /** How many exports the mechanic has spent this hour. */
  async function exportsSpent({ db }: AccountsDatabase, userId: string) {
    const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, `account-export:${userId}`));
    return row?.count ?? 0;
  }

  test("a GET (a link, another site's image tag) gets the account page and no data, and spends nothing", async ({ request, mechanic, accountsDatabase }) => {
    for (let i = 0; i < 11; i++) {
      const response = await request.get(EXPORT_PATH, { maxRedirects: 0 });
      expect(response.status()).toBe(303);
      expect(response.headers()["location"]).toBe("/dashboard/account");
      expect(response.headers()["content-disposition"]).toBeUndefined();
    }
    expect(await exportsSpent(accountsDatabase, mechanic.id)).toBe(0);
  });

  test("a POST from another site's page is refused (403) with no data, and spends nothing", async ({ request, mechanic, accountsDatabase, baseURL }) => {
    const fromElsewhere: Record<string, string>[] = [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { origin: "null", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of fromElsewhere) {
      const response = await request.post(EXPORT_PATH, { maxRedirects: 0, headers });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(response.headers()["content-disposition"]).toBeUndefined();
      expect(await response.text()).toBe(messages.guard.crossSite);
    }
    expect(await exportsSpent(accountsDatabase, mechanic.id)).toBe(0);
    // The app's own page still gets the file.
    const own = await request.post(EXPORT_PATH, { maxRedirects: 0, headers: { origin: new URL(baseURL!).origin, "sec-fetch-site": "same-origin" } });
    expect(own.status()).toBe(200);
    expect(own.headers()["content-type"]).toBe("application/zip");
    expect(await exportsSpent(accountsDatabase, mechanic.id)).toBe(1);
  });
});
