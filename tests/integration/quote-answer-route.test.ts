/**
 * The customer's answer on the link, end to end through the route the page's forms post to
 * (POST /orcamento/{token}/resposta): what is stored (with the address the server stamped, never
 * a forwarded one the client wrote), every refusal and the notice it sends the page, a post from
 * another site, the shop's e-mail through a real SMTP server, and both PDFs' receipts read back.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as getShopPdf } from "@/app/dashboard/quotes/[id]/pdf/route";
import { GET as getPdf } from "@/app/(public-quote)/orcamento/[token]/pdf/route";
import { POST } from "@/app/(public-quote)/orcamento/[token]/resposta/route";
import { getDb } from "@/db";
import { shops, rateLimits, users } from "@/db/schema";
import { listQuoteAnswers } from "@/lib/data/quote-answers";
import { runQueuedTasks } from "@/lib/queue/worker";
import { getPublicQuote } from "@/lib/data/public-quote";
import { getQuote } from "@/lib/data/quote-document";
import { formatDateTime } from "@/lib/format";
import { newQuoteLinkToken } from "@/lib/quotes/link-token";
import { quoteLinkMissKey } from "@/lib/public-quote/access";
import { shortCode } from "@/lib/quotes/snapshot";
import { pdfText } from "../support/pdf-text";
import { setClientAddress, settleAfterResponse, signInAs } from "../support/request";
import { saveQuoteWith } from "../support/quotes";
import { shopWithData } from "../support/shops";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

const ORIGIN = "http://localhost:3000"; // siteOrigin() without AUTH_URL (lib/site-url.ts), whatever the Host
const USER_AGENT = "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  vi.stubEnv("SMTP_URL", smtp.url);
  smtp.rejectNext(false);
});
afterEach(async () => {
  // The e-mail a test did not read still goes out while its SMTP server is the one stubbed.
  await runQueuedTasks();
  vi.unstubAllEnvs();
});

/** The customer's address as the server stamped it (lib/client-address), unique to the test. */
function customerAt() {
  const address = `200.160.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 8)}`;
  setClientAddress(address);
  return address;
}

/** A shop whose quote (one 'paralela' part) is on its link, with a confirmed account address. */
async function quoteOnLink(label: string) {
  const shop = await shopWithData(label);
  // The notice goes to the account's confirmed address; the profile's (shown to customers) is another.
  const email = `oficina-${randomUUID()}@exemplo.com.br`;
  await getDb().update(users).set({ email, emailVerifiedAt: new Date() }).where(eq(users.id, shop.id));
  await getDb()
    .update(shops)
    .set({ email: `perfil-${randomUUID()}@exemplo.com.br` })
    .where(eq(shops.id, shop.id));
  const view = (await getPublicQuote(shop.linkToken))!;
  return { shop, email, view, token: shop.linkToken, quoteId: shop.quoteId };
}

type Shown = { version: { number: number; sha256: string } };

function approval(view: Shown, overrides: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    answer: "approve",
    version: String(view.version.number),
    hash: view.version.sha256,
    name: "  Maria Souza ",
    agreed: "sim",
    partsConsent: "sim",
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function refusal(view: Shown, reason = "") {
  return { answer: "refuse", version: String(view.version.number), hash: view.version.sha256, reason };
}

/** What the browser posts: the form's fields, urlencoded, from the link's own page unless told otherwise. */
/** `headers` over a current browser's own post; a header given as "" is left out. */
function post(token: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const all = { "user-agent": USER_AGENT, host: "localhost:3000", origin: ORIGIN, "sec-fetch-site": "same-origin", ...headers };
  const request = new Request(`${ORIGIN}/orcamento/${token}/resposta`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== "")),
  });
  return POST(request, { params: Promise.resolve({ token }) });
}

/** Where the 303 sends the customer back to, and it was a 303. */
function redirectOf(response: Response) {
  expect(response.status).toBe(303);
  return response.headers.get("location");
}

/** The mail sent to `to` once the queued jobs (the shop's e-mail, lib/queue) have run. */
async function mailsTo(to: string) {
  await settleAfterResponse();
  await runQueuedTasks();
  return Promise.all(smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => simpleParser(mail.raw)));
}

/** A save of the quote by the shop, which must succeed. */
async function editQuote(shopId: string, quoteId: string, change: Parameters<typeof saveQuoteWith>[2], today?: string) {
  expect((await saveQuoteWith(shopId, quoteId, change, today)).ok).toBe(true);
}

describe("POST /orcamento/{token}/resposta", () => {
  it("approves: 303 to the receipt, the record with the stamped address (not X-Forwarded-For), the shop's e-mail", async () => {
    const { shop, email, view, token, quoteId } = await quoteOnLink("route-approve");
    const address = customerAt();
    const response = await post(token, approval(view), { "x-forwarded-for": "6.6.6.6" });
    expect(redirectOf(response)).toBe(`/orcamento/${token}?aviso=aprovado#resposta`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");

    const [answer, ...others] = await listQuoteAnswers(shop.id, quoteId);
    expect(others).toEqual([]);
    expect(answer).toMatchObject({
      versionNumber: 1,
      sha256: view.version.sha256,
      answer: "approved",
      customerName: "Maria Souza",
      nonOriginalPartsConsent: true,
      clientAddress: address,
      userAgent: USER_AGENT,
    });

    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Orçamento Nº 0001 aprovado por Maria Souza");
    expect(mail!.text).toContain(`Código do comprovante: ${shortCode(view.version.sha256)}`);
    expect(mail!.text).toContain(`Data e hora: ${formatDateTime(answer!.answeredAt)} (horário de Brasília)`);
    expect(mail!.text).toContain("Versão: 1");
    // Read for the shop: the device and the network, never the raw address or user agent.
    expect(mail!.text).toContain("Aparelho: Chrome no Android");
    expect(mail!.text).toContain("Rede: Não identificada");
    expect(mail!.text).not.toContain(address);
    expect(mail!.text).not.toContain(USER_AGENT);
    expect(mail!.text).toContain(`${ORIGIN}/dashboard/quotes/${quoteId}`);
    expect(mail!.html).toContain(`href="${ORIGIN}/dashboard/quotes/${quoteId}"`);
  });

  it("refuses with the reason: stored, and the shop told it was refused", async () => {
    const { shop, email, view, token, quoteId } = await quoteOnLink("route-refuse");
    customerAt();
    expect(redirectOf(await post(token, refusal(view, "Achei caro.\r\nVou pensar.")))).toBe(`/orcamento/${token}?aviso=recusado#resposta`);
    expect(await listQuoteAnswers(shop.id, quoteId)).toEqual([
      expect.objectContaining({
        answer: "rejected",
        reason: "Achei caro.\nVou pensar.",
        customerName: null,
        nonOriginalPartsConsent: null,
      }),
    ]);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe("Orçamento Nº 0001 recusado");
    expect(mail!.text).toContain("Motivo: Achei caro.\nVou pensar.");
  });

  it("refuses what the form must have, stores nothing, and says why", async () => {
    const { shop, email, view, token, quoteId } = await quoteOnLink("route-fields");
    customerAt();
    const cases: [Record<string, string>, string][] = [
      [approval(view, { name: undefined }), "nome"],
      [approval(view, { name: "   " }), "nome"],
      [approval(view, { name: "Maria\u0007Souza" }), "nome-invalido"],
      [approval(view, { name: "M".repeat(121) }), "nome-longo"],
      [approval(view, { agreed: undefined }), "confirmacao"],
      // The version has a 'paralela' part: approving it needs the consent to it (CDC art. 21).
      [approval(view, { partsConsent: undefined }), "consentimento"],
      [refusal(view, "x".repeat(1001)), "motivo-longo"],
      [refusal(view, "caro\u0000"), "motivo-invalido"],
      [{ ...approval(view), answer: "maybe" }, "atualizado"],
    ];
    for (const [fields, notice] of cases) {
      expect(redirectOf(await post(token, fields)), notice).toBe(
        // A refusal for the version says which one was answered, for the page to show what changed.
        `/orcamento/${token}?aviso=${notice}${notice === "atualizado" ? `&de=${view.version.number}` : "#resposta"}`,
      );
    }
    expect(await listQuoteAnswers(shop.id, quoteId)).toEqual([]);
    expect((await getQuote(shop.id, quoteId))!.status).toBe("pending");
    // A name of exactly 120 characters is one.
    expect(redirectOf(await post(token, approval(view, { name: "M".repeat(120) })))).toBe(`/orcamento/${token}?aviso=aprovado#resposta`);
    expect((await mailsTo(email)).length).toBe(1);
  });

  it("refuses a stale version, a tampered or malformed hash, and another quote's version", async () => {
    const { shop, view, token, quoteId } = await quoteOnLink("route-stale");
    const other = await quoteOnLink("route-stale-other");
    customerAt();
    // With the version the form said it showed (&de=), when it names one.
    const stale = `/orcamento/${token}?aviso=atualizado&de=1`;
    expect(redirectOf(await post(token, approval(view, { hash: "0".repeat(64) })))).toBe(stale);
    expect(redirectOf(await post(token, approval(view, { hash: view.version.sha256.toUpperCase() })))).toBe(stale);
    expect(redirectOf(await post(token, approval(view, { version: "abc" })))).toBe(`/orcamento/${token}?aviso=atualizado`);
    // Quote B's version and hash sent to quote A's link answer nothing on either.
    expect(redirectOf(await post(token, approval(other.view)))).toBe(stale);
    // The shop changed the quote while the customer read it: the name he typed comes back in a
    // cookie for this link alone, not in the URL, where it would be logged and shared.
    await editQuote(shop.id, quoteId, { description: "Motor e freios" });
    const refused = await post(token, approval(view));
    expect(redirectOf(refused)).toBe(stale);
    const cookie = refused.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("answer_name=Maria%20Souza;");
    expect(cookie).toContain(`Path=/orcamento/${token};`);
    expect(cookie).toContain("HttpOnly");
    expect(await listQuoteAnswers(shop.id, quoteId)).toEqual([]);
    expect(await listQuoteAnswers(other.shop.id, other.quoteId)).toEqual([]);
    // The version the page now shows is answered.
    const current = (await getPublicQuote(token))!;
    expect(current.version.number).toBe(2);
    expect(redirectOf(await post(token, approval(current)))).toBe(`/orcamento/${token}?aviso=aprovado#resposta`);
  });

  it("refuses a version past its validity", async () => {
    const { shop, view: first, token, quoteId } = await quoteOnLink("route-expired");
    // Saved on a day it was still valid (a new validity in the past is refused).
    await editQuote(shop.id, quoteId, { validUntil: "2024-01-10" }, "2024-01-01");
    const view = (await getPublicQuote(token))!;
    expect(view.version.number).toBe(first.version.number + 1);
    customerAt();
    expect(redirectOf(await post(token, approval(view)))).toBe(`/orcamento/${token}?aviso=vencido#resposta`);
    expect(await listQuoteAnswers(shop.id, quoteId)).toEqual([]);
  });

  it("links the shop's e-mail at the app's own origin whatever Host and X-Forwarded-Host say", async () => {
    const { email, view, token, quoteId } = await quoteOnLink("route-forged-host");
    customerAt();
    const forged = { host: "phishing.example", "x-forwarded-host": "phishing.example", "x-forwarded-proto": "https" };
    expect(redirectOf(await post(token, approval(view), forged))).toBe(`/orcamento/${token}?aviso=aprovado#resposta`);
    const [mail] = await mailsTo(email);
    expect(mail!.text).toContain(`${ORIGIN}/dashboard/quotes/${quoteId}`);
    expect(`${mail!.text}${mail!.html}`).not.toContain("phishing.example");
  });

  it("answers a second answer with the first one's final state", async () => {
    const { shop, email, view, token, quoteId } = await quoteOnLink("route-second");
    customerAt();
    expect(redirectOf(await post(token, approval(view)))).toBe(`/orcamento/${token}?aviso=aprovado#resposta`);
    expect(redirectOf(await post(token, refusal(view, "Mudei de ideia")))).toBe(`/orcamento/${token}?aviso=respondido#resposta`);
    expect(redirectOf(await post(token, approval(view, { name: "Outra Pessoa" })))).toBe(`/orcamento/${token}?aviso=respondido#resposta`);
    expect(await listQuoteAnswers(shop.id, quoteId)).toEqual([
      expect.objectContaining({ answer: "approved", customerName: "Maria Souza" }),
    ]);
    expect((await mailsTo(email)).length).toBe(1);
  });

  it("refuses a post from another site (403), and takes one from the link's own page", async () => {
    const { shop, view, token, quoteId } = await quoteOnLink("route-origin");
    customerAt();
    for (const headers of [
      { origin: "https://oficina-falsa.example", "sec-fetch-site": "cross-site" },
      { origin: "http://localhost:3000.evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://oficina-falsa.example", "sec-fetch-site": "same-site" },
      // A browser without fetch metadata: the Origin alone decides.
      { origin: "https://oficina-falsa.example", "sec-fetch-site": "" },
      // A sandboxed frame or a data: page, in a browser without fetch metadata.
      { origin: "null", "sec-fetch-site": "" },
    ]) {
      const response = await post(token, approval(view), headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await listQuoteAnswers(shop.id, quoteId)).toEqual([]);
    // A browser without fetch metadata posts the page's own form naming the site (same-origin policy).
    expect(redirectOf(await post(token, approval(view), { "sec-fetch-site": "" }))).toBe(`/orcamento/${token}?aviso=aprovado#resposta`);
    expect(await listQuoteAnswers(shop.id, quoteId)).toHaveLength(1);
  });

  it("is a 404 for a token that opens nothing, counted as a miss of the address", async () => {
    const { view } = await quoteOnLink("route-unknown");
    const address = customerAt();
    const response = await post(newQuoteLinkToken(), approval(view));
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const [row] = await getDb()
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, quoteLinkMissKey(address)));
    expect(row?.count).toBe(1);
  });

  it("keeps the customer's answer when the shop's e-mail fails", async () => {
    const { shop, view, token, quoteId } = await quoteOnLink("route-mail-fails");
    customerAt();
    smtp.rejectNext(true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(redirectOf(await post(token, approval(view)))).toBe(`/orcamento/${token}?aviso=aprovado#resposta`);
      // The queued e-mail fails and stays in its queue for a retry (lib/queue: backoff from 30 s).
      expect(await runQueuedTasks()).toEqual({ ran: 0, failed: 1 });
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Tarefa mail\.answer-notice \(.+\) falhou/), expect.anything());
    } finally {
      logged.mockRestore();
    }
    expect(await listQuoteAnswers(shop.id, quoteId)).toHaveLength(1);
  });
});

describe("the PDFs after an answer", () => {
  it("carry the receipt (customer's) and the 'Histórico de aprovações' (both)", async () => {
    const { shop, view, token, quoteId } = await quoteOnLink("route-pdf");
    customerAt();
    await post(token, approval(view));
    const [answer] = await listQuoteAnswers(shop.id, quoteId);
    const when = formatDateTime(answer!.answeredAt);
    const code = shortCode(view.version.sha256);

    const customerPdf = await getPdf(new Request(`${ORIGIN}/orcamento/${token}/pdf`), { params: Promise.resolve({ token }) });
    expect(customerPdf.status).toBe(200);
    const text = await pdfText(await customerPdf.arrayBuffer());
    for (const part of [
      "Comprovante de aprovação",
      "Nome:",
      "Maria Souza",
      `${when} (horário de Brasília)`,
      "Código do comprovante:",
      code,
      "Peças não originais:",
      "Histórico de aprovações",
      "Aprovado",
    ]) {
      expect(text).toContain(part);
    }

    signInAs(shop.id);
    const shopPdf = await getShopPdf(new Request(`${ORIGIN}/dashboard/quotes/${quoteId}/pdf`), {
      params: Promise.resolve({ id: quoteId }),
    });
    expect(shopPdf.status).toBe(200);
    const shopText = await pdfText(await shopPdf.arrayBuffer());
    for (const part of ["Histórico de aprovações", "Maria Souza", when, code, "Aprovado"]) expect(shopText).toContain(part);
  });
});
