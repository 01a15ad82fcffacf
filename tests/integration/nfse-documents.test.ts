/**
 * The NFS-e's downloads (lib/data/nfse-documents.ts, lib/nfse/danfse/, the four routes): our
 * DANFSe read back as text with pdf.js (number, grouped key, CNPJ and CPF, amount, São Paulo time,
 * the restricted-environment notice, 'CANCELADA') and its QR code decoded from the page; the XML
 * byte for byte; another shop, a wrong or revoked token, a rejected or a portal note: 404.
 */
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { GET: shopPdf } = await import("@/app/dashboard/quotes/[id]/nfse/pdf/route");
const { GET: shopXml } = await import("@/app/dashboard/quotes/[id]/nfse/xml/route");
const { GET: linkPdf } = await import("@/app/(public-quote)/orcamento/[token]/nota-fiscal/route");
const { GET: linkXml } = await import("@/app/(public-quote)/orcamento/[token]/nota-fiscal/xml/route");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { getQuoteLinkToken, renewQuoteLink } = await import("@/lib/data/quote-links");
const { getCustomerNote, getNoteFile, getReceiptNote, listNoteEvents } = await import("@/lib/data/nfse-documents");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");
const { pdfText } = await import("../support/pdf-text");
const { pdfQrCodes } = await import("../support/pdf-images");
const { insertEvents, insertNote, NOTE_KEY, noteXml } = await import("../support/nfse-note-rows");

const t = messages.nfseDocuments;
const squeeze = (text: string) => text.replace(/\s+/g, " ");
const GROUPED_KEY = "3509 5022 2112 2233 3000 1810 0000 0000 0017 2611 1234 5678 90";

/** A delivered job of a new shop, signed in as its owner. */
async function deliveredJob() {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Maria da Conceição", phone: "11912345678", email: "", notes: "" });
  const quote = await createQuote(shop.id, customer.id, { description: "Revisão dos freios", cost: 1234.56, vehicleId: null });
  await putAtStage(shop.id, quote!.id, "delivered");
  signInAs(shop.id);
  return { shopId: shop.id, quoteId: quote!.id };
}

const shopRequest = (quoteId: string) => [new Request("http://localhost/x"), { params: Promise.resolve({ id: quoteId }) }] as const;
const linkRequest = (token: string) => [new Request("http://localhost/x"), { params: Promise.resolve({ token }) }] as const;

async function pdfOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const bytes = await response.arrayBuffer();
  return { text: squeeze(await pdfText(bytes)), qr: await pdfQrCodes(bytes) };
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(t.notFound);
}

describe("the DANFSe", () => {
  it("says the number, grouped key, parties, service, amount and time of issue, with the restricted notice and the QR of the public query", async () => {
    const { quoteId, shopId } = await deliveredJob();
    await insertNote(shopId, quoteId);
    const response = await shopPdf(...shopRequest(quoteId));
    expect(response.headers.get("content-disposition")).toBe('inline; filename="DANFSe-17.pdf"');
    const { text, qr } = await pdfOf(response);
    for (const expected of [
      "DANFSe — Documento Auxiliar da NFS-e",
      "Número da NFS-e 17",
      GROUPED_KEY,
      // dhProc 14:05:09 at -03:00, shown in São Paulo's time.
      "20/11/2026 14:05",
      "Auto Center Conceição Ltda",
      "CNPJ: 11.222.333/0001-81",
      "Inscrição municipal: 1234567",
      "Maria da Conceição",
      "CPF: 529.982.247-25",
      "14.01.01 - Lubrificação",
      "Troca de pastilhas (mão de obra)",
      "R$ 1.234,56",
      "2,00%",
      "ISS retido pelo tomador Não",
      "Emitida em produção restrita — sem valor fiscal",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("CANCELADA");
    expect(qr).toEqual([`https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${NOTE_KEY}`]);
  });

  it("says 'NFS-e CANCELADA' on a cancelled note, and no restricted notice in production", async () => {
    const { quoteId, shopId } = await deliveredJob();
    await insertNote(shopId, quoteId, { status: "cancelled", environment: "production", cancelledAt: new Date("2026-11-22T13:00:00Z") });
    const { text } = await pdfOf(await shopPdf(...shopRequest(quoteId)));
    expect(text).toContain("NFS-e CANCELADA");
    expect(text).toContain("Cancelada em 22/11/2026");
    expect(text).not.toContain("produção restrita");
  });

  it("still draws when the XML lacks dhProc: the issue time comes from the note", async () => {
    const { quoteId, shopId } = await deliveredJob();
    await insertNote(shopId, quoteId, { status: "issued", nfseXml: "<NFSe>não é o XML esperado" });
    const { text } = await pdfOf(await shopPdf(...shopRequest(quoteId)));
    // issuedAt 17:05:10Z is 14:05 in São Paulo; the city from the summary.
    expect(text).toContain("20/11/2026 14:05");
    expect(text).toContain("Campinas - SP");
  });
});

describe("the NFS-e XML", () => {
  it("is the stored XML byte for byte, as a download named by the note's number", async () => {
    const { quoteId, shopId } = await deliveredJob();
    await insertNote(shopId, quoteId);
    const response = await shopXml(...shopRequest(quoteId));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="NFS-e-17.xml"');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(noteXml(), "utf8"))).toBe(true);
  });
});

describe("which note is offered", () => {
  it("nothing for a job without a note, with a rejected one, one still sending, or one recorded from the portal", async () => {
    const { quoteId, shopId } = await deliveredJob();
    await expectNotFound(await shopPdf(...shopRequest(quoteId)));
    const rejected = await insertNote(shopId, quoteId, { status: "rejected", errors: [{ code: "E0310", message: "Código inexistente" }] });
    await insertEvents(shopId, rejected, [{ kind: "requested" }, { kind: "sent" }, { kind: "rejected", detail: "E0310" }]);
    await insertNote(shopId, quoteId, { status: "recorded", channel: "portal", dpsNumber: null, series: null });
    await expectNotFound(await shopPdf(...shopRequest(quoteId)));
    await expectNotFound(await shopXml(...shopRequest(quoteId)));
    expect(await getNoteFile(shopId, quoteId)).toBeUndefined();
    // The link shows the note that counts (the portal's), never the rejected one.
    expect((await getCustomerNote(shopId, quoteId))?.status).toBe("recorded");
    expect(await getReceiptNote(shopId, quoteId)).toBeNull();
  });

  it("the customer sees the cancelled note, not the rejected attempt after it", async () => {
    const { quoteId, shopId } = await deliveredJob();
    await insertNote(shopId, quoteId, { status: "cancelled", cancelledAt: new Date("2026-11-21T12:00:00Z") });
    await insertNote(shopId, quoteId, { status: "rejected", dpsNumber: 43, createdAt: new Date(Date.now() + 60_000) });
    expect((await getCustomerNote(shopId, quoteId))?.status).toBe("cancelled");
    expect((await getNoteFile(shopId, quoteId))?.status).toBe("cancelled");
  });

  it("a job with only a rejected note: nothing on the customer's side", async () => {
    const { quoteId, shopId } = await deliveredJob();
    await insertNote(shopId, quoteId, { status: "rejected" });
    expect(await getCustomerNote(shopId, quoteId)).toBeUndefined();
    const token = (await getQuoteLinkToken(shopId, quoteId))!;
    await expectNotFound(await linkPdf(...linkRequest(token)));
    await expectNotFound(await linkXml(...linkRequest(token)));
  });
});

describe("another shop", () => {
  it("gets 404 from both routes and nothing from the data functions", async () => {
    const a = await deliveredJob();
    const noteId = await insertNote(a.shopId, a.quoteId);
    await insertEvents(a.shopId, noteId, [{ kind: "requested" }, { kind: "issued", detail: NOTE_KEY }]);
    const b = await deliveredJob();
    await expectNotFound(await shopPdf(...shopRequest(a.quoteId)));
    await expectNotFound(await shopXml(...shopRequest(a.quoteId)));
    expect(await getCustomerNote(b.shopId, a.quoteId)).toBeUndefined();
    expect(await getNoteFile(b.shopId, a.quoteId)).toBeUndefined();
    expect(await getReceiptNote(b.shopId, a.quoteId)).toBeNull();
    expect(await listNoteEvents(b.shopId, a.quoteId)).toEqual([]);
    // A's own reads see them: the refusals above are not an empty table.
    expect(await listNoteEvents(a.shopId, a.quoteId)).toHaveLength(2);
    expect(await getNoteFile(a.shopId, a.quoteId)).toBeDefined();
  });
});

describe("the customer's link", () => {
  it("opens the DANFSe and the XML by its token, with the link's headers; a wrong or revoked token is a 404", async () => {
    const { quoteId, shopId } = await deliveredJob();
    await insertNote(shopId, quoteId);
    const token = (await getQuoteLinkToken(shopId, quoteId))!;

    const pdf = await linkPdf(...linkRequest(token));
    expect(pdf.headers.get("x-robots-tag")).toMatch(/noindex/);
    const { text, qr } = await pdfOf(pdf);
    expect(text).toContain(GROUPED_KEY);
    expect(qr).toEqual([`https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${NOTE_KEY}`]);
    const xml = await linkXml(...linkRequest(token));
    expect(xml.status).toBe(200);
    expect(await xml.text()).toBe(noteXml());

    await expectNotFound(await linkPdf(...linkRequest(token.slice(0, -2) + "xx")));
    await expectNotFound(await linkXml(...linkRequest("nao-e-um-token")));
    await renewQuoteLink(shopId, quoteId);
    await expectNotFound(await linkPdf(...linkRequest(token)));
    await expectNotFound(await linkXml(...linkRequest(token)));
  });
});
