/**
 * The whole approval, end to end, in two browsers: the shop (desktop, signed in) sends
 * the quote by WhatsApp; the customer (375 px, no session, JavaScript on or off) opens the link
 * that message carries and approves it, consenting to the non-original parts; the shop then sees
 * 'Aprovado', the timeline line with the name, device and network, version and code, and its PDF
 * carries the approval.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { pdfText } from "../../tests/support/pdf-text";
import { E2E_BASE_URL } from "../env";
import { expect, signedOut, test } from "../fixtures";
import { quoteAnswersOf, setQuoteValidity } from "../support/public-quote";
import { seedShop } from "../support/seed";

const CUSTOMER = "Maria Souza";

test.use({ plan: "pro", viewport: { width: 1280, height: 900 } });

for (const javaScriptEnabled of [true, false]) {
  test(`the shop sends by WhatsApp, the customer approves on a phone (JavaScript ${javaScriptEnabled ? "on" : "off"}), the shop sees the record`, async ({
    page,
    context,
    browser,
    mechanic,
    accountsDatabase,
  }) => {
    const shop = await seedShop(accountsDatabase, mechanic);
    // A quote waiting for its customer (the seed's is already done), valid for a long while.
    await accountsDatabase.db.update(quotes).set({ status: "pending" }).where(eq(quotes.id, shop.quoteId));
    await setQuoteValidity(accountsDatabase, mechanic.id, shop.quoteId, "2099-12-31");
    const quotePath = `/dashboard/quotes/${shop.quoteId}`;

    // The shop sends it: the link the customer gets is the one inside the WhatsApp message.
    await page.goto(quotePath);
    const whatsapp = page.getByRole("link", { name: messages.quoteSending.whatsapp });
    const href = (await whatsapp.getAttribute("href"))!;
    const message = new URL(href).searchParams.get("text")!;
    const link = /(http\S+\/orcamento\/[\w-]+)$/.exec(message)?.[1];
    expect(link).toBe(`${E2E_BASE_URL}/orcamento/${shop.linkToken}`);
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
    const popup = page.waitForEvent("popup");
    await whatsapp.click();
    await (await popup).close();
    await expect(page.getByTestId("quote-sends").getByRole("listitem")).toHaveCount(1);

    // The customer, on his phone, with an address of his own (Playwright plays the trusted proxy).
    const address = `10.${randomUUID()}`;
    const phone = await browser.newContext({
      storageState: signedOut,
      viewport: { width: 375, height: 812 },
      javaScriptEnabled,
      extraHTTPHeaders: { "x-forwarded-for": address },
    });
    const customerPage = await phone.newPage();
    await customerPage.goto(link!);
    const answer = customerPage.getByRole("region", { name: "Sua resposta" });
    await answer.getByLabel("Nome completo").fill(CUSTOMER);
    await answer.getByLabel("Li e aprovo este orçamento").check();
    await answer.getByLabel("Autorizo o uso das peças não originais listadas acima").check();
    await answer.getByRole("button", { name: "Aprovar orçamento" }).click();
    const receipt = customerPage.getByTestId("answer-receipt");
    await expect(receipt.getByRole("heading", { name: "Orçamento aprovado" })).toBeVisible();
    await phone.close();

    const [stored] = await quoteAnswersOf(accountsDatabase, mechanic.id, shop.quoteId);
    expect(stored).toMatchObject({ answer: "approved", customerName: CUSTOMER, clientAddress: address, nonOriginalPartsConsent: true });
    const code = stored!.sha256.slice(0, 8);

    // The shop: the status, the timeline's record of who, when, from where, which version and code.
    await page.goto(quotePath);
    await expect(page.getByTestId("quote-stage")).toHaveText("Aprovado");
    const approval = page.getByRole("list", { name: messages.quoteApproval.timelineHeading }).locator("li[data-event='answer']");
    await expect(approval).toContainText(
      new RegExp(
        `Aprovado por "${CUSTOMER}" em \\d\\d/\\d\\d/\\d{4} às \\d\\d:\\d\\d, pelo [^,]+, de uma rede não identificada \\(versão 1, código ${code}\\)`,
      ),
    );
    // The raw address stays in the record (above), not on screen.
    await expect(approval).not.toContainText(address);

    // The shop's PDF carries the approval too.
    const pdf = await page.request.get(`${quotePath}/pdf`);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    for (const part of ["Histórico de aprovações", CUSTOMER, code]) expect(text).toContain(part);
  });
}
