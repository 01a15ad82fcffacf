/**
 * A job's whole flow on a 375 px phone with touch: a car arrives and is checked in with two
 * photos; the customer, on his own phone, acknowledges the check-in and approves the quote on the
 * link; the shop starts the work, marks the car ready (the WhatsApp message carries the link) and
 * registers the delivery. The link, the PDF (read back as text) and the vehicle's history then show
 * the stages and 'Garantia até', and a forged request cannot set the approved quote to refused.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { pdfText } from "../../tests/support/pdf-text";
import { E2E_BASE_URL } from "../env";
import { expect, signedOut, test } from "../fixtures";
import { captureActionCall } from "../support/action-replay";
import { setQuoteValidity } from "../support/public-quote";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

const CUSTOMER = "Maria Souza";
const stages = messages.jobStages;
const checkIn = messages.checkIn;
const delivery = messages.delivery;
const WARRANTY = /Garantia até \d{2}\/\d{2}\/\d{4}/;

function photo(background: string) {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background, noise: { type: "gaussian", mean: 110, sigma: 25 } } })
    .jpeg()
    .toBuffer();
}

test("check-in, acknowledgement and approval on the link, the work, 'carro pronto' and the delivery", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  // A quote still waiting for its customer (the seed's Nº 0001 is done), valid for a long while.
  await accountsDatabase.db.update(quotes).set({ status: "pending" }).where(eq(quotes.id, shop.quoteId));
  await setQuoteValidity(accountsDatabase, mechanic.id, shop.quoteId, "2099-12-31");
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const jobPath = `/dashboard/quotes/${shop.quoteId}`;

  // The car arrives: km, fuel, the customer's words, then two photos from the camera.
  await page.goto(`${jobPath}/check-in`);
  await page.getByLabel(checkIn.km).fill("190.000");
  await page.getByLabel("3/8").check();
  await page.getByLabel(checkIn.complaint).fill("Barulho ao frear");
  await page.getByRole("button", { name: checkIn.save }).tap();
  await page.waitForURL(`**${jobPath}`);
  const section = page.getByTestId("check-in-section");
  await section.getByLabel(checkIn.addPhotos).setInputFiles([
    { name: "frente.jpg", mimeType: "image/jpeg", buffer: await photo("#3a6ea5") },
    { name: "porta.jpg", mimeType: "image/jpeg", buffer: await photo("#a53a3a") },
  ]);
  await expect(section.getByRole("img", { name: checkIn.photoAlt(2) })).toBeVisible();

  // The customer, on his phone, from an address of his own: the check-in, then the quote.
  const phone = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomUUID()}` },
  });
  const customer = await phone.newPage();
  await customer.goto(`/orcamento/${shop.linkToken}`);
  const onLink = customer.getByTestId("check-in-link");
  await expect(onLink.getByRole("img", { name: checkIn.photoAlt(2) })).toBeVisible();
  await onLink.getByLabel(messages.checkInLink.name).fill(CUSTOMER);
  await onLink.getByRole("button", { name: messages.checkInLink.confirm }).tap();
  await expect(customer.getByTestId("check-in-link-acknowledged")).toContainText(CUSTOMER);
  const answer = customer.getByRole("region", { name: "Sua resposta" });
  await answer.getByLabel("Nome completo").fill(CUSTOMER);
  await answer.getByLabel("Li e aprovo este orçamento").check();
  await answer.getByLabel("Autorizo o uso das peças não originais listadas acima").check();
  await answer.getByRole("button", { name: "Aprovar orçamento" }).tap();
  await expect(customer.getByTestId("answer-receipt")).toBeVisible();

  // The shop: approved, and nothing on the page or in a forged request can make it 'Recusado'.
  await page.goto(jobPath);
  await expect(page.getByTestId("quote-stage")).toHaveText("Aprovado");
  await expect(page.getByTestId("check-in-acknowledgement")).toContainText(CUSTOMER);
  await expect(page.getByRole("button", { name: /Recus/ })).toHaveCount(0);
  await page.getByRole("button", { name: stages.start }).tap();
  const startDialog = page.getByRole("dialog", { name: stages.startTitle });
  const call = await captureActionCall(page, () => startDialog.getByRole("button", { name: stages.start }).tap());
  expect(call.body).toContain('"in_progress"');
  const forged = await page.request.post(call.url, {
    headers: { "next-action": call.headers["next-action"]!, "content-type": call.headers["content-type"]!, origin: E2E_BASE_URL },
    data: call.body.replace('"in_progress"', '"rejected"'),
  });
  expect(await forged.text()).toContain(stages.notAllowed);
  await page.reload();
  await expect(page.getByTestId("quote-stage")).toHaveText("Aprovado");

  // The work starts, the car is ready: the WhatsApp message carries the customer's link.
  await page.getByRole("button", { name: stages.start }).tap();
  await page.getByRole("dialog", { name: stages.startTitle }).getByRole("button", { name: stages.start }).tap();
  await expect(page.getByTestId("quote-stage")).toHaveText("Em andamento");
  await page.getByRole("button", { name: stages.ready }).tap();
  await page.getByRole("dialog", { name: stages.readyTitle }).getByRole("button", { name: stages.ready }).tap();
  await expect(page.getByTestId("quote-stage")).toHaveText("Pronto para retirada");
  const notify = page.getByRole("link", { name: stages.notifyWhatsApp }).first();
  const message = new URL((await notify.getAttribute("href"))!).searchParams.get("text")!;
  expect(message).toContain(`${E2E_BASE_URL}/orcamento/${shop.linkToken}`);
  await customer.reload();
  await expect(customer.getByText(messages.publicStage.readyText, { exact: true }).first()).toBeVisible();

  // The delivery, and the warranty that runs from it.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: delivery.button }).tap();
  await page.getByRole("dialog", { name: delivery.title }).getByRole("button", { name: delivery.submit }).tap();
  await expect(toast(page, /^Entrega registrada\./)).toBeVisible();
  await expect(page.getByTestId("quote-stage")).toHaveText("Entregue");
  const history = page.getByRole("list", { name: messages.quoteApproval.timelineHeading });
  await expect(history).toContainText("Aprovado → Em andamento");
  await expect(history).toContainText("Em andamento → Pronto para retirada");

  // What the customer keeps: the link, the document, and the car's history at the shop.
  await customer.reload();
  await expect(customer.getByTestId("delivery-details")).toContainText(WARRANTY);
  const pdf = await customer.request.get(`/orcamento/${shop.linkToken}/pdf`);
  expect(pdf.status()).toBe(200);
  const text = (await pdfText(await pdf.body())).replace(/\s+/g, " ");
  for (const part of ["Ordem de Serviço Nº 0001", "Entregue", CUSTOMER, "190.000 km", "3/8"]) expect(text).toContain(part);
  expect(text).toMatch(WARRANTY);
  await phone.close();

  await page.goto(`/dashboard/customers/${shop.customerId}/vehicles/${shop.vehicleId}`);
  await expect(page.getByRole("main")).toContainText(WARRANTY);
});
