/**
 * Where an issued NFS-e shows besides its downloads: the 'Nota fiscal' section of the customer's
 * link (a document with no script; a cancelled note says so; a rejected one never shows; a portal
 * note offers no download), the 'Recibo' naming its number and key, the job's history with the
 * note's events in pt-BR, and the shop's two links (none for a portal note).
 */
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";
import { resolve } from "../support/server-render";

const { GET: linkPage } = await import("@/app/(public-quote)/orcamento/[token]/route");
const { GET: shopReceipt } = await import("@/app/dashboard/quotes/[id]/receipt/route");
const { getDb } = await import("@/db");
const { nfseNotes } = await import("@/db/schema");
const { QuoteTimeline } = await import("@/components/quotes/quote-timeline");
const { NoteDownloads } = await import("@/components/nfse/note-downloads");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { registerPayment } = await import("@/lib/data/payments");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");
const { pdfText } = await import("../support/pdf-text");
const { insertEvents, insertNote, NOTE_KEY } = await import("../support/nfse-note-rows");

const GROUPED_KEY = "3509 5022 2112 2233 3000 1810 0000 0000 0017 2611 1234 5678 90";

async function deliveredJob() {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Maria da Conceição", phone: "11912345678", email: "", notes: "" });
  const quote = await createQuote(shop.id, customer.id, { description: "Revisão dos freios", cost: 1234.56, vehicleId: null });
  await putAtStage(shop.id, quote!.id, "delivered");
  signInAs(shop.id);
  return { shopId: shop.id, quoteId: quote!.id, token: (await getQuoteLinkToken(shop.id, quote!.id))! };
}

/** The customer's page as the browser receives it. */
async function linkHtml(token: string) {
  const response = await linkPage(new Request(`http://localhost/orcamento/${token}`), { params: Promise.resolve({ token }) });
  expect(response.status).toBe(200);
  return response.text();
}

/** The part of the page between the section's heading and the end of its card. */
function nfseSection(html: string) {
  const start = html.indexOf('data-testid="public-nfse"');
  return start < 0 ? null : html.slice(start, html.indexOf("</section>", start) + 10 || undefined);
}

describe("'Nota fiscal' on the customer's link", () => {
  it("shows an issued note's number, day and key, and links to the PDF and the XML, with no script", async () => {
    const { shopId, quoteId, token } = await deliveredJob();
    await insertNote(shopId, quoteId);
    const html = await linkHtml(token);
    const section = nfseSection(html);
    expect(section).not.toBeNull();
    expect(section).toContain("NFS-e nº 17 emitida em 20/11/2026");
    expect(section).toContain(GROUPED_KEY);
    expect(section).toContain(`href="/orcamento/${token}/nota-fiscal"`);
    expect(section).toContain(`href="/orcamento/${token}/nota-fiscal/xml"`);
    expect(section).toContain("Baixar nota fiscal (PDF)");
    expect(section).toContain("Baixar XML");
    expect(section).toContain("Nota de teste, sem valor fiscal.");
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
  });

  it("says a cancelled note is cancelled; shows nothing for a rejected one; no downloads for a portal note", async () => {
    const cancelled = await deliveredJob();
    await insertNote(cancelled.shopId, cancelled.quoteId, { status: "cancelled", environment: "production" });
    const cancelledSection = nfseSection(await linkHtml(cancelled.token));
    expect(cancelledSection).toContain("NFS-e nº 17 cancelada");
    expect(cancelledSection).not.toContain("sem valor fiscal");

    const rejected = await deliveredJob();
    await insertNote(rejected.shopId, rejected.quoteId, { status: "rejected", errors: [{ code: "E0310", message: "Código inexistente" }] });
    const rejectedHtml = await linkHtml(rejected.token);
    expect(nfseSection(rejectedHtml)).toBeNull();
    expect(rejectedHtml).not.toContain("NFS-e");

    const portal = await deliveredJob();
    await insertNote(portal.shopId, portal.quoteId, { status: "recorded", channel: "portal" });
    const portalSection = nfseSection(await linkHtml(portal.token));
    expect(portalSection).toContain("NFS-e nº 17 emitida pela oficina no portal da NFS-e");
    expect(portalSection).not.toContain("nota-fiscal");
    expect(portalSection).not.toContain("Baixar");
  });
});

describe("the shop's links", () => {
  it("are the two downloads for a note the API issued, and nothing for a portal note or one not issued", () => {
    const quoteId = crypto.randomUUID();
    const issued = renderToStaticMarkup(
      <NoteDownloads quoteId={quoteId} note={{ status: "issued", nfseNumber: "17", channel: "national" }} />,
    );
    expect(issued).toContain(`href="/dashboard/quotes/${quoteId}/nfse/pdf"`);
    expect(issued).toContain(`href="/dashboard/quotes/${quoteId}/nfse/xml"`);
    expect(issued).toContain("Baixar nota fiscal (PDF)");
    expect(issued).toContain("min-h-11");
    const cancelled = renderToStaticMarkup(
      <NoteDownloads quoteId={quoteId} note={{ status: "cancelled", nfseNumber: "17", channel: "national" }} />,
    );
    expect(cancelled).toContain("Baixar XML");
    for (const note of [
      { status: "recorded", nfseNumber: "17", channel: "portal" },
      { status: "rejected", nfseNumber: null, channel: "national" },
      { status: "sending", nfseNumber: null, channel: "national" },
    ] as const)
      expect(renderToStaticMarkup(<NoteDownloads quoteId={quoteId} note={note} />), note.status).toBe("");
  });
});

describe("the 'Recibo'", () => {
  it("names the note's number and key while it holds, and not once cancelled", async () => {
    const { shopId, quoteId } = await deliveredJob();
    const paid = await registerPayment(shopId, quoteId, {
      amount: "1234.56",
      method: "pix",
      paidOn: "2026-11-20",
      installments: null,
      note: null,
      confirmOverpayment: false,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(paid.ok).toBe(true);
    const receiptText = async () => {
      const response = await shopReceipt(new Request("http://localhost/x"), { params: Promise.resolve({ id: quoteId }) });
      expect(response.status).toBe(200);
      return (await pdfText(await response.arrayBuffer())).replace(/\s+/g, " ");
    };
    expect(await receiptText()).not.toContain("NFS-e");
    const noteId = await insertNote(shopId, quoteId);
    expect(await receiptText()).toContain(`NFS-e nº 17 — chave de acesso ${GROUPED_KEY}`);
    // The status is the one column the issuing flow moves (the trigger keeps the rest).
    await getDb().update(nfseNotes).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(nfseNotes.id, noteId));
    expect(await receiptText()).not.toContain("NFS-e");
  });
});

describe("the job's history", () => {
  it("carries every event of the job's notes in pt-BR, in order with the rest", async () => {
    const { shopId, quoteId } = await deliveredJob();
    const rejected = await insertNote(shopId, quoteId, {
      status: "rejected",
      errors: [{ code: "E0310", message: "Código de tributação nacional inexistente" }],
    });
    await insertEvents(shopId, rejected, [{ kind: "requested" }, { kind: "sent" }, { kind: "rejected", detail: "E0310" }]);
    const issued = await insertNote(shopId, quoteId, { status: "cancelled", dpsNumber: 43 });
    await insertEvents(
      shopId,
      issued,
      [
        { kind: "requested" },
        { kind: "issued", detail: NOTE_KEY },
        { kind: "cancel_requested" },
        { kind: "cancelled" },
        { kind: "later_kind" },
      ],
      new Date("2026-11-20T18:00:00Z"),
    );
    const portal = await insertNote(shopId, quoteId, {
      status: "recorded",
      channel: "portal",
      dpsNumber: null,
      series: null,
      nfseNumber: "18",
    });
    await insertEvents(shopId, portal, [{ kind: "recorded", at: new Date("2026-11-21T12:00:00Z") }]);

    const tree = await QuoteTimeline({ shopId, quoteId, createdAt: new Date("2026-11-19T12:00:00Z"), createdBy: null, withPayments: true });
    const html = renderToStaticMarkup(<>{await resolve(tree)}</>);
    const lines = [...html.matchAll(/data-event="nfse"[^>]*><span>([^<]*)</g)].map((match) => match[1]);
    expect(lines).toEqual([
      "NFS-e solicitada em 20/11/2026 14:00",
      "NFS-e enviada ao sistema nacional em 20/11/2026 14:01",
      "NFS-e recusada: E0310 Código de tributação nacional inexistente em 20/11/2026 14:02",
      "NFS-e solicitada em 20/11/2026 15:00",
      `NFS-e emitida nº 17 (chave ${GROUPED_KEY}) em 20/11/2026 15:01`,
      "Cancelamento da NFS-e solicitado em 20/11/2026 15:02",
      "NFS-e cancelada em 20/11/2026 15:03",
      "NFS-e emitida no portal registrada nº 18 em 21/11/2026 09:00",
    ]);

    // A mechanic's history (no payments, no note) carries none of them.
    const mechanic = await QuoteTimeline({ shopId, quoteId, createdAt: new Date(), createdBy: null, withPayments: false });
    expect(renderToStaticMarkup(<>{await resolve(mechanic)}</>)).not.toContain("NFS-e");
  });
});
