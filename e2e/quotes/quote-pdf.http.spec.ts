/**
 * The quote's PDF as the browser gets it from the production build: GET /dashboard/quotes/{id}/pdf
 * with the signed-in mechanic's cookie, read back as text (pdf.js), for the fully filled quote of
 * e2e/support/quote-seed.ts. Another shop gets a 404, a visitor the login.
 */
import { eq } from "drizzle-orm";
import { quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { pdfPages } from "../../tests/support/pdf-text";
import { expect, signedOut, test } from "../fixtures";
import { SEEDED_QUOTE as Q } from "../support/quote-seed";
import { seedShop } from "../support/seed";

test.use({ plan: "pro" });

const pdfPath = (quoteId: string) => `/dashboard/quotes/${quoteId}/pdf`;
const squeeze = (text: string) => text.replace(/\s+/g, " ");

test("the mechanic's quote comes as an A4 PDF with every field, accents and money intact", async ({
  request,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  // A quote as it goes to the customer (the seed's is a delivered job, whose document is the
  // 'Ordem de Serviço': e2e/flows/job.mobile.spec.ts reads that one).
  await accountsDatabase.db.update(quotes).set({ status: "pending" }).where(eq(quotes.id, shop.quoteId));
  const response = await request.get(pdfPath(shop.quoteId));

  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toBe('inline; filename="orcamento-0001.pdf"');
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");

  const pages = (await pdfPages(await response.body())).map(squeeze);
  expect(pages).toHaveLength(1);
  const text = pages[0]!;
  for (const field of [
    "Auto Mecânica São Judas Tadeu",
    "Responsável: José Carlos Pereira da Silva",
    "WhatsApp: (11) 98765-4321",
    "Orçamento Nº 0001",
    "Data: 20/10/2026",
    `Validade: ${Q.validUntil}`,
    "Maria Aparecida dos Santos Conceição",
    "Telefone: (11) 91234-5678",
    "Placa: ABC1D23",
    "Fiat Palio Weekend Adventure 1.8 Locker 2012",
    `Km na entrada: ${Q.checkInKm}`,
    "Tipo Descrição Estado Qtd. Valor unit. Total",
    "Serviço Troca de óleo e filtro 1 R$ 149,90 R$ 149,90",
    "Peça Filtro de ar Paralela 2 R$ 45,50 R$ 91,00",
    "Peça Alternador recondicionado Usada 1 R$ 275,69 R$ 275,69",
    "Mão de obra Mão de obra mecânica 1,5 h R$ 90,00 R$ 135,00",
    "Mão de obra Diagnóstico eletrônico Preço fechado R$ 120,00 R$ 120,00",
    `Serviços ${Q.services}`,
    `Peças ${Q.parts}`,
    `Mão de obra ${Q.labour}`,
    `Subtotal ${Q.subtotal}`,
    `Desconto (5%) − ${Q.discount}`,
    `Total ${Q.total}`,
    "Condições de pagamento PIX, cartão ou dinheiro na entrega",
    "Previsão de início 21/10/2026",
    "Previsão de conclusão 23/10/2026",
    "Cliente autorizou por telefone a peça paralela e a usada.",
    "Garantia de 90 dias para os serviços executados (CDC, art. 26).",
    squeeze(messages.quotes.footnote(Q.validUntil)),
    messages.quotePdf.page(1, 1),
  ]) {
    expect(text).toContain(field);
  }
});

test("another shop asking for the quote's PDF gets a 404 that shows nothing of it", async ({
  mechanic,
  accountsDatabase,
  createMechanic,
  signedInRequest,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const intruder = await signedInRequest(await createMechanic({ plan: "pro", prefix: "intruso" }));

  for (const path of [pdfPath(shop.quoteId), pdfPath("nao-e-um-id")]) {
    const response = await intruder.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body).toBe(messages.publicQuote.notFound);
  }
});

test("a visitor without a session is sent to the login", async ({ playwright, mechanic, accountsDatabase, baseURL }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const visitor = await playwright.request.newContext({ storageState: signedOut, baseURL });
  try {
    const response = await visitor.get(pdfPath(shop.quoteId), { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(new URL(response.headers()["location"]!, baseURL).pathname).toBe("/auth");
    expect(response.headers()["content-type"] ?? "").not.toContain("application/pdf");
  } finally {
    await visitor.dispose();
  }
});
