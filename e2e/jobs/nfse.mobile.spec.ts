/**
 * The NFS-e on a 375 px phone with touch, against e2e/serve.ts's stand-in for Sefin over mutual
 * TLS: the owner fills the fiscal data and uploads an A1 certificate the test made; a delivered job
 * for a company gets 'Emitir NFS-e'; the stand-in receives a DPS that passes the XSD and whose
 * signature verifies, and answers with an access key; the job shows it; a cancellation reaches the
 * stand-in as a signed event. A refused note shows the reason in words and issues nothing. The
 * rules (numbers, retries, lookups, other shops) are proven in tests/integration/nfse-issuing.test.ts.
 */
import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { customers, payments, quotes, shops } from "../../db/schema";
import { messages } from "../../lib/messages";
import { pdfText } from "../../tests/support/pdf-text";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { layoutProblems } from "../support/phone-layout";
import { sefinReceived, shopPfx, TEST_CNPJ, TEST_HOLDER } from "../support/nfse";
import { insertQuote } from "../support/rows";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";

const f = messages.fiscalSettings;
const m = messages.nfse;
const d = messages.nfseDocuments;
test.use({ plan: "pro" });

test("fiscal data and certificate, a company's note issued, shown, and cancelled at 375 px", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  // The queue sends the note in the background: a few round trips of a busy machine's server.
  test.setTimeout(90_000);
  const { db } = accountsDatabase;
  const shop = await seedShop(accountsDatabase, mechanic);
  const company = `Transportes Rápidos ${crypto.randomUUID().slice(0, 6)} Ltda`;
  await db.update(shops).set({ taxId: TEST_CNPJ }).where(eq(shops.id, mechanic.id));
  await db.update(customers).set({ name: company }).where(eq(customers.id, shop.customerId));

  // 'Nota fiscal': the data, then the certificate.
  await page.goto("/dashboard/profile/nfse");
  const save = page.getByRole("button", { name: f.data.save });
  await waitForHydration(save);
  await page.getByRole("radio", { name: f.data.regime.mei }).check();
  await page.getByLabel(f.data.cityLabel, { exact: true }).fill("São Paulo - SP");
  await save.tap();
  await expect(toast(page, f.data.saved)).toBeVisible();

  const { pfx, password } = shopPfx();
  await page.getByLabel(f.certificate.fileLabel).setInputFiles({ name: "oficina.pfx", mimeType: "application/x-pkcs12", buffer: pfx });
  await page.getByLabel(f.certificate.passwordLabel).fill(password);
  await page.getByRole("button", { name: f.certificate.upload }).tap();
  await expect(toast(page, f.certificate.uploaded)).toBeVisible();
  await expect(page.getByText(TEST_HOLDER)).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  // The delivered job: 'Emitir NFS-e', the company's CNPJ and address.
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  const section = page.getByTestId("job-note");
  await section.getByRole("link", { name: m.issue }).tap();
  const issue = page.getByRole("button", { name: m.issue });
  await waitForHydration(issue);
  await page.getByLabel(m.documentLabel).fill("11.222.333/0001-81");
  await page.getByLabel(m.postalCodeLabel).fill("01310-100");
  await page.getByLabel(m.streetLabel).fill("Avenida Paulista");
  await page.getByLabel(m.numberLabel).fill("1000");
  await page.getByLabel(m.districtLabel).fill("Bela Vista");
  await page.getByLabel(m.cityLabel, { exact: true }).fill("São Paulo - SP");
  expect(await layoutProblems(page)).toEqual([]);
  await issue.tap();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${shop.quoteId}$`));
  await expect(section.getByText(m.statuses.issued, { exact: true })).toBeVisible({ timeout: 30_000 });
  const key = (await section.getByTestId("nfse-access-key").textContent())!.replace(/\s/g, "");
  expect(key).toMatch(/^\d{50}$/);

  // What the stand-in received: gzip + base64, valid against the XSD, signed by the TLS client's key.
  const dps = (await sefinReceived()).find((request) => request.method === "POST" && request.xml?.includes(company));
  expect(dps).toMatchObject({ path: "/SefinNacional/nfse", gzipped: true, xsdErrors: [], signatureValid: true });
  expect(dps!.clientCommonName).toContain(TEST_CNPJ);

  // The job downloads its XML; the receipt and the customer's link carry the note too.
  const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: d.downloadXml }).tap()]);
  const xml = await fs.readFile((await download.path())!, "utf8");
  expect(xml).toContain(`Id="NFS${key}"`);
  const number = /<nNFSe>(\d+)<\/nNFSe>/.exec(xml)![1]!;
  await db.insert(payments).values({ shopId: mechanic.id, quoteId: shop.quoteId, amount: "100.00", method: "pix", paidOn: "2026-11-20" });
  const receipt = await page.request.get(`/dashboard/quotes/${shop.quoteId}/receipt`);
  expect(receipt.ok()).toBe(true);
  expect((await pdfText(await receipt.body())).replace(/\s+/g, " ")).toContain(`NFS-e nº ${number}`);
  await page.goto(`/orcamento/${shop.linkToken}`);
  const onLink = page.getByTestId("public-nfse");
  await expect(onLink).toContainText(`NFS-e nº ${number}`);
  const linkXml = await page.request.get((await onLink.getByRole("link", { name: d.downloadXml }).getAttribute("href"))!);
  expect(await linkXml.text()).toBe(xml);
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);

  // 'Cancelar NFS-e': the reason, sent as a signed event.
  await section.getByRole("button", { name: m.cancel }).tap();
  const dialog = page.getByRole("dialog", { name: m.cancelTitle });
  await dialog.getByRole("radio", { name: m.cancelReasons["1"] }).check();
  await dialog.getByLabel(m.cancelExplanationLabel).fill("Valor da mão de obra digitado errado");
  await dialog.getByRole("button", { name: m.cancelSubmit }).tap();
  await expect(section.getByText(m.statuses.cancelled, { exact: true })).toBeVisible({ timeout: 30_000 });
  const event = (await sefinReceived()).find((request) => request.path === `/SefinNacional/nfse/${key}/eventos`);
  expect(event).toMatchObject({ gzipped: true, xsdErrors: [], signatureValid: true });

  // A refusal: the reason in words, no key, and 'Corrija e emita de novo'.
  const refusedId = await insertQuote(accountsDatabase, mechanic.id, shop.customerId, { description: "Revisão RECUSAR" });
  await db
    .update(customers)
    .set({ name: `${company} RECUSAR` })
    .where(eq(customers.id, shop.customerId));
  await db
    .update(quotes)
    .set({ status: "delivered", approvedTotal: "200.00", servicesTotal: "200.00", cost: "200.00" })
    .where(eq(quotes.id, refusedId));
  await page.goto(`/dashboard/quotes/${refusedId}/nfse`);
  await waitForHydration(page.getByRole("button", { name: m.issue }));
  await page.getByRole("button", { name: m.issue }).tap();
  await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${refusedId}$`));
  await expect(section.getByRole("alert")).toContainText(m.rejections.E0310!, { timeout: 30_000 });
  await expect(section.getByTestId("nfse-access-key")).toHaveCount(0);
  await expect(section.getByRole("link", { name: m.fixAndRetry })).toBeVisible();
});
