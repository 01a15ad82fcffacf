/**
 * The quote's PDF (lib/quote-pdf) and its route, on a real Postgres and real local storage, read
 * back as text with pdf.js: every field the PDF must show, accents and money as a reader sees them.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { QuoteItemInput } from "@/lib/validation/quote";
import { signInAs } from "../support/request";
import * as quotePdf from "@/lib/quote-pdf";
import { GET } from "@/app/dashboard/quotes/[id]/pdf/route";
import { createCustomer } from "@/lib/data/customers";
import { replaceLogoUrl } from "@/lib/data/profile";
import { getQuoteDocument } from "@/lib/data/quote-document";
import { getPublicQuote } from "@/lib/data/public-quote";
import { getQuoteLinkToken } from "@/lib/data/quote-links";
import { createQuote } from "@/lib/data/quotes";
import { createVehicle } from "@/lib/data/vehicles";
import { formatDate } from "@/lib/format";
import { messages } from "@/lib/messages";
import { renderQuotePdf } from "@/lib/quote-pdf";
import { getStorage } from "@/lib/storage";
import { newImageKey, publicImageUrl } from "@/lib/uploads/keys";
import { createMechanic, profileInput, saveLoadedProfile } from "../support/factories";
import { GIF_1X1, PNG_1X1, zeroPng } from "../support/images";
import { readPdfLogo } from "@/lib/quote-pdf/logo";
import sharp from "sharp";
import { pdfPages, pdfText } from "../support/pdf-text";

// Everything is real but for one switch: the route's render can be made to throw, to see its 500.
const forced = { renderFails: false };
const realRender = quotePdf.renderQuotePdf;
beforeAll(() => {
  vi.spyOn(quotePdf, "renderQuotePdf").mockImplementation((...args) =>
    forced.renderFails ? Promise.reject(new Error("falha forçada pelo teste")) : realRender(...args),
  );
});
afterAll(() => vi.restoreAllMocks());

const t = messages.quotePdf;

const item = (
  fields: Partial<QuoteItemInput> & Pick<QuoteItemInput, "kind" | "description" | "quantity" | "unitPrice">,
): QuoteItemInput => ({
  catalogueServiceId: null,
  partCondition: null,
  labourPricing: fields.kind === "labour" ? "hours" : null,
  ...fields,
});

// 149,90 + 2 × 499,83 + 1,5 h × 90,00 = 1.284,56, less R$ 50,00: a total of R$ 1.234,56.
const FULL_ITEMS = [
  item({ kind: "service", description: "Troca de óleo e filtro", quantity: "1", unitPrice: "149.90" }),
  item({ kind: "part", description: "Pastilha de freio dianteira", partCondition: "paralela", quantity: "2", unitPrice: "499.83" }),
  item({ kind: "labour", description: "Mão de obra mecânica", quantity: "1.5", unitPrice: "90.00" }),
];

/** A shop with every profile field and a PNG logo, and a quote with every field filled in. */
async function fullQuote() {
  const shop = await createMechanic({ plan: "pro" });
  const profile = await saveLoadedProfile(
    shop.id,
    profileInput({ shopName: "Auto Mecânica São Judas", ownerName: "José Antônio Simões", whatsappIntegration: "11987654321" }),
  );
  if (!profile.ok) throw new Error("profile not saved");
  const logoKey = newImageKey(shop.id, "png");
  await getStorage().put(logoKey, PNG_1X1, "image/png");
  await replaceLogoUrl(shop.id, publicImageUrl(logoKey));
  const customer = await createCustomer(shop.id, {
    name: "Maria da Conceição",
    phone: "11912345678",
    email: "maria@exemplo.com.br",
    notes: "",
  });
  const vehicle = await createVehicle(shop.id, customer.id, {
    plate: "ABC1234",
    make: "Fiat",
    model: "Uno Mille",
    year: 2015,
    color: "",
    currentKm: 80000,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  const quote = await createQuote(shop.id, customer.id, {
    description: "Revisão dos freios, óleo e diagnóstico",
    cost: "1234.56",
    vehicleId: vehicle.id,
    checkInKm: 87_654,
    items: FULL_ITEMS,
    discount: { kind: "amount", value: "50.00" },
    validUntil: "2026-12-04",
    estimatedStart: "2026-11-26",
    estimatedCompletion: "2026-11-28",
    paymentTerms: "PIX ou cartão em até 3x sem juros",
    observations: "Cliente autorizou a peça paralela por telefone; três dias de espera.",
    warrantyText: "Garantia de 90 dias para os serviços executados (CDC, art. 26); peças conforme o fabricante.",
  });
  if (!quote) throw new Error("quote not created");
  return { shop, customer, quoteId: quote.id, number: quote.number };
}

/** A quote of `lines` services, numbered so each can be found on its page. */
async function longQuote(lines: number) {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "João Gonçalves", phone: "", email: "", notes: "" });
  const items = Array.from({ length: lines }, (_, index) =>
    item({ kind: "service", description: `Serviço número ${index + 1} da lista`, quantity: "1", unitPrice: "10.00" }),
  );
  const quote = await createQuote(shop.id, customer.id, { description: "Retífica", cost: null, items });
  if (!quote) throw new Error("quote not created");
  return { shopId: shop.id, quoteId: quote.id };
}

// pdf.js may break a line's text into runs; spaces between words are what a reader copies.
const squeeze = (text: string) => text.replace(/\s+/g, " ");

describe("the quote's PDF", () => {
  let full: Awaited<ReturnType<typeof fullQuote>>;
  let bytes: Buffer;
  let text: string;

  beforeAll(async () => {
    full = await fullQuote();
    const document = await getQuoteDocument(full.shop.id, full.quoteId);
    bytes = await renderQuotePdf(document!);
    text = squeeze(await pdfText(bytes));
  });

  it("is a PDF with the shop, the quote's number, date and validity", async () => {
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const document = await getQuoteDocument(full.shop.id, full.quoteId);
    for (const field of [
      "Auto Mecânica São Judas",
      "José Antônio Simões",
      "(11) 98765-4321",
      `Orçamento Nº ${String(full.number).padStart(4, "0")}`,
      `Data: ${formatDate(document!.quote.quoteDate)}`,
      "Validade: 04/12/2026",
    ]) {
      expect(text).toContain(field);
    }
  });

  it("embeds the shop's PNG logo", () => {
    expect(bytes.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
  });

  it("names the customer with their phone, and the vehicle with its plate, make, model and km", () => {
    for (const field of [
      "Maria da Conceição",
      "Telefone: (11) 91234-5678",
      "Placa: ABC-1234",
      "Fiat Uno Mille 2015",
      "Km na entrada: 87.654 km",
    ]) {
      expect(text).toContain(field);
    }
  });

  it("lists every item with its type, condition, quantity, unit price and total", () => {
    expect(text).toContain("Tipo Descrição Estado Qtd. Valor unit. Total");
    expect(text).toContain("Serviço Troca de óleo e filtro 1 R$ 149,90 R$ 149,90");
    expect(text).toContain("Peça Pastilha de freio dianteira Paralela 2 R$ 499,83 R$ 999,66");
    expect(text).toContain("Mão de obra Mão de obra mecânica 1,5 h R$ 90,00 R$ 135,00");
  });

  it("adds up the kinds, the discount and the total to the cent", () => {
    for (const field of [
      "Serviços R$ 149,90",
      "Peças R$ 999,66",
      "Mão de obra R$ 135,00",
      "Subtotal R$ 1.284,56",
      "Desconto − R$ 50,00",
      "Total R$ 1.234,56",
    ]) {
      expect(text).toContain(field);
    }
  });

  it("states the CDC art. 40 terms and the footnote with the validity", () => {
    for (const field of [
      "Condições de pagamento PIX ou cartão em até 3x sem juros",
      "Previsão de início 26/11/2026",
      "Previsão de conclusão 28/11/2026",
      "Observações Cliente autorizou a peça paralela por telefone; três dias de espera.",
      "Garantia Garantia de 90 dias para os serviços executados (CDC, art. 26); peças conforme o fabricante.",
      squeeze(messages.quotes.footnote("04/12/2026")),
      "Página 1 de 1",
    ]) {
      expect(text).toContain(field);
    }
  });

  it("keeps Portuguese letters as they are: the embedded font maps each back to its character", () => {
    for (const letters of ["Conceição", "ã", "õ", "ê", "ç", "á", "é", "ô", "º"]) expect(text).toContain(letters);
    // The font is embedded (a subset of Inter), not one of the 14 standard PDF fonts.
    expect(bytes.toString("latin1")).toMatch(/\/FontFile2|\/FontFile3|\/FontFile /);
    expect(bytes.toString("latin1")).toContain("Inter");
  });

  it("for the customer's page (a PublicQuote) has the customer's name and no phone line", async () => {
    const token = await getQuoteLinkToken(full.shop.id, full.quoteId);
    const publicQuote = await getPublicQuote(token!);
    const publicText = squeeze(await pdfText(await renderQuotePdf(publicQuote!.document)));
    expect(publicText).toContain("Maria da Conceição");
    expect(publicText).toContain("Total R$ 1.234,56");
    expect(publicText).not.toContain("91234-5678");
    expect(publicText).not.toContain(`${t.phone}:`);
  });
});

describe("a long quote's PDF", () => {
  it("breaks across pages with the table header repeated and 'Página N de M' on each", async () => {
    const { shopId, quoteId } = await longQuote(60);
    const pages = (await pdfPages(await renderQuotePdf((await getQuoteDocument(shopId, quoteId))!))).map(squeeze);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(t.page(index + 1, pages.length));
      // The header row sits above the rows on every page that holds some of them.
      if (/Serviço número \d+ da lista/.test(page)) expect(page).toContain("Tipo Descrição Estado Qtd. Valor unit. Total");
    });
    expect(pages[1]).toContain("Tipo Descrição Estado Qtd. Valor unit. Total");
    const all = pages.join(" ");
    for (let line = 1; line <= 60; line++) expect(all).toContain(`Serviço número ${line} da lista`);
    expect(all).toContain("Total R$ 600,00");
  });
});

describe("a quote without items (a record from before quotes had them)", () => {
  it("shows its description and value", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const customer = await createCustomer(shop.id, { name: "Antônio Conceição", phone: "", email: "", notes: "" });
    const quote = await createQuote(shop.id, customer.id, { description: "Troca da embreagem", cost: 2150.4 });
    const text = squeeze(await pdfText(await renderQuotePdf((await getQuoteDocument(shop.id, quote!.id))!)));
    expect(text).toContain("Troca da embreagem");
    expect(text).toContain("Valor: R$ 2.150,40");
    expect(text).not.toContain("Tipo Descrição");
    expect(text).toContain(squeeze(messages.quotes.footnote(null)));
  });
});

describe("the logo", () => {
  it("a missing file or bytes that are no image leave the logo out, and the PDF is made", async () => {
    const { shopId, quoteId } = await longQuote(1);
    const broken = newImageKey(shopId, "png");
    await getStorage().put(broken, Buffer.concat([PNG_1X1.subarray(0, 16), Buffer.from("não é um PNG")]), "image/png");
    for (const url of [publicImageUrl(newImageKey(shopId, "png")), publicImageUrl(broken), "https://exemplo.com/logo.png"]) {
      await replaceLogoUrl(shopId, url);
      const pdf = await renderQuotePdf((await getQuoteDocument(shopId, quoteId))!);
      expect(squeeze(await pdfText(pdf))).toContain("Serviço número 1 da lista");
      expect(pdf.toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
    }
  });

  it("a GIF stored before uploads were re-encoded goes in converted to PNG", async () => {
    const { shopId, quoteId } = await longQuote(1);
    const gif = newImageKey(shopId, "gif");
    await getStorage().put(gif, GIF_1X1, "image/gif");
    await replaceLogoUrl(shopId, publicImageUrl(gif));
    const pdf = await renderQuotePdf((await getQuoteDocument(shopId, quoteId))!);
    expect(pdf.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
  });
});

/**
 * A logo stored before uploads were re-encoded may be a pixel bomb (a 20000×20000
 * PNG of zeros: ~30 s and 6 GB per PDF before). The PDF reads its header, leaves it out without
 * decoding it, and renders without it; a large logo under the pixel limit goes in re-encoded.
 */
describe("a logo stored before uploads were re-encoded", () => {
  async function quoteWithLogo(logo: Buffer) {
    const { shopId, quoteId } = await longQuote(3);
    const key = newImageKey(shopId, "png");
    await getStorage().put(key, logo, "image/png");
    await replaceLogoUrl(shopId, publicImageUrl(key));
    return (await getQuoteDocument(shopId, quoteId))!;
  }

  it("a 20000×20000 PNG of zeros is left out from its header, and the PDF renders without it", async () => {
    const document = await quoteWithLogo(await zeroPng(20_000, 20_000));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await readPdfLogo(document.shop.logoUrl)).toBeNull();
    // The render's time is `npm run bench`'s; that the logo was never decoded, this log of its header says.
    const pdf = await renderQuotePdf(document);
    expect(logged).toHaveBeenCalledWith(
      "logo do PDF grande demais, deixado de fora",
      expect.objectContaining({ width: 20_000, height: 20_000 }),
    );
    logged.mockRestore();
    expect(squeeze(await pdfText(pdf))).toContain("Serviço número 3 da lista");
    expect(pdf.toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
  }, 60_000);

  it("a 3000×3000 PNG (under the pixel limit) goes in re-encoded within 1024 px", async () => {
    const large = await sharp({ create: { width: 3000, height: 3000, channels: 4, background: { r: 20, g: 80, b: 200, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const document = await quoteWithLogo(large);
    const logo = await readPdfLogo(document.shop.logoUrl);
    expect(logo?.format).toBe("png");
    expect(await sharp(logo!.data).metadata()).toMatchObject({ width: 1024, height: 1024 });
    const pdf = await renderQuotePdf(document);
    expect(pdf.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
    expect(pdf.toString("latin1")).toMatch(/\/Width 1024/);
  }, 30_000);
});

describe("GET /dashboard/quotes/{id}/pdf", () => {
  const get = (id: string) => GET(new Request(`http://localhost/dashboard/quotes/${id}/pdf`), { params: Promise.resolve({ id }) });

  it("answers the shop's quote inline, named by its number, never cached or sniffed", async () => {
    const full = await fullQuote();
    signInAs(full.shop.id);
    const response = await get(full.quoteId);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(`inline; filename="orcamento-${String(full.number).padStart(4, "0")}.pdf"`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const text = squeeze(await pdfText(await response.arrayBuffer()));
    expect(text).toContain("Maria da Conceição");
    expect(text).toContain("Total R$ 1.234,56");
  });

  it("is a 404 for another shop's quote, an unknown id and no id at all", async () => {
    const full = await fullQuote();
    const other = await createMechanic({ plan: "pro" });
    signInAs(other.id);
    for (const id of [full.quoteId, randomUUID(), "nao-e-um-id"]) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toBe(t.notFound);
    }
  });

  it("answers a render failure with a short pt-BR 500, logged, with no stack", async () => {
    const full = await fullQuote();
    signInAs(full.shop.id);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    forced.renderFails = true;
    try {
      const response = await get(full.quoteId);
      expect(response.status).toBe(500);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await response.text()).toBe(t.renderFailed);
      expect(logged).toHaveBeenCalledWith("PDF do orçamento falhou", { shopId: full.shop.id, quoteId: full.quoteId }, expect.any(Error));
    } finally {
      forced.renderFails = false;
      logged.mockRestore();
    }
  });
});
