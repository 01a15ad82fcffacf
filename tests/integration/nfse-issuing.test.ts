/**
 * 'Emitir NFS-e' end to end over real mutual TLS: the action signs and stores the DPS, the queue's
 * task sends it to a local Sefin (which validates the XSD, checks the signature with the TLS
 * client's certificate and answers as the manual does), and the note ends issued, refused, found
 * after a lost answer, or cancelled. No network: the server is this process's.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const { getDb } = await import("@/db");
const { customers, fiscalSettings, nfseEvents, nfseNotes } = await import("@/db/schema");
const { issueNoteAction, cancelNoteAction, recordNoteAction, checkNoteAction } = await import("@/lib/actions/nfse");
const { issueNote, cancelNote } = await import("@/lib/nfse/tasks");
const { messages } = await import("@/lib/messages");
const { nfseShop, companyFields } = await import("../support/nfse-shop");
const { testPki, TEST_CNPJ } = await import("../support/nfse-certificates");
const { startFakeSefin } = await import("../support/nfse-sefin-server");
const answers = await import("../support/nfse-answers");
const { signInAs } = await import("../support/request");
const { submittedForm: form } = await import("../support/forms");
const { createMechanic } = await import("../support/factories");

type Received = import("../support/nfse-sefin-server").Received;
type Reply = import("../support/nfse-sefin-server").Reply;

const m = messages.nfse;
const KEY = randomBytes(32).toString("base64");

/** What the stand-in answers next: each test scripts it. */
let script: (request: Received) => Reply = () => ({ status: 500, body: {} });
let sefin: Awaited<ReturnType<typeof startFakeSefin>>;
let caFile: string;

beforeAll(async () => {
  const pki = testPki();
  sefin = await startFakeSefin({
    caPem: pki.ca.certPem,
    serverKeyPem: pki.server.keyPem,
    serverCertPem: pki.server.certPem,
    reply: (r) => script(r),
  });
  caFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nfse-ca-")), "ca.pem");
  fs.writeFileSync(caFile, pki.ca.certPem);
});
afterAll(() => sefin.close());

beforeEach(() => {
  vi.stubEnv("NFSE_CERTIFICATE_KEY", KEY);
  vi.stubEnv("NFSE_BASE_URL", sefin.url);
  vi.stubEnv("NFSE_CA_FILE", caFile);
  vi.stubEnv("NFSE_ENVIRONMENT", "restricted");
  sefin.received.length = 0;
});

/** Issues from a 'sending' note as the queue would, returning what Sefin received. */
const notesOf = (quoteId: string) => getDb().select().from(nfseNotes).where(eq(nfseNotes.quoteId, quoteId));
const eventsOf = async (noteId: string) =>
  (await getDb().select().from(nfseEvents).where(eq(nfseEvents.noteId, noteId)).orderBy(nfseEvents.at)).map((event) => event.kind);

/** The manual's success: a note from the DPS received, its key and number. */
function issuing(number = "17") {
  return (request: Received): Reply => {
    const dps = answers.dpsOf(request.xml);
    const key = answers.accessKeyFor(dps.id, Number(dps.number));
    return answers.issuedAnswer(dps.id, key, answers.nfseXmlFor(request.xml!, key, number));
  };
}

async function askForNote(shopId: string, quoteId: string, fields = companyFields, key?: string) {
  signInAs(shopId);
  return issueNoteAction(quoteId, null, form(fields, key));
}

async function runIssue(shopId: string, noteId: string) {
  await issueNote.run({ shopId, noteId }, { runId: "test" });
}

describe("issuing a note", () => {
  it("sends a signed DPS of the labour over mutual TLS and keeps the note Sefin made", async () => {
    const { shopId, quoteId, customerId } = await nfseShop();
    const result = await askForNote(shopId, quoteId);
    expect(result).toMatchObject({ ok: true, message: m.queued });
    const [note] = await notesOf(quoteId);
    expect(note).toMatchObject({ status: "sending", series: "1", dpsNumber: 1, channel: "national", environment: "restricted" });
    // The customer's fiscal data is kept for the next note.
    const [customer] = await getDb().select().from(customers).where(eq(customers.id, customerId));
    expect(customer).toMatchObject({
      document: "11222333000181",
      postalCode: "01310100",
      cityIbgeCode: "3550308",
      cityName: "São Paulo - SP",
    });

    script = issuing("17");
    await runIssue(shopId, note!.id);

    const [received] = sefin.received;
    expect(received).toMatchObject({ method: "POST", path: "/SefinNacional/nfse", gzipped: true, xsdErrors: [], signatureValid: true });
    expect(received!.clientCommonName).toContain(TEST_CNPJ);
    // Only the labour: service 100 + labour 80; the parts (50) are goods.
    expect(received!.xml).toContain("<vServ>180.00</vServ>");
    expect(received!.xml).toContain("<CNPJ>11222333000181</CNPJ>");
    expect(received!.xml).toContain("<cTribNac>140101</cTribNac>");
    expect(received!.xml).not.toContain("<pAliq>");
    const [issued] = await notesOf(quoteId);
    expect(issued).toMatchObject({ status: "issued", nfseNumber: "17", attempts: 1 });
    expect(issued!.accessKey).toMatch(/^\d{50}$/);
    expect(issued!.nfseXml).toContain(`Id="NFS${issued!.accessKey}"`);
    expect(issued!.summary).toMatchObject({ servicesTotal: "180.00", customerDocument: "11222333000181", issWithheld: false });
    expect(await eventsOf(issued!.id)).toEqual(["requested", "sent", "issued"]);
    const [settings] = await getDb().select().from(fiscalSettings).where(eq(fiscalSettings.shopId, shopId));
    expect(settings!.nextNumber).toBe(2);
  });

  it("a double tap asks for one note; a second ask for an issued job is refused", async () => {
    const { shopId, quoteId } = await nfseShop();
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      askForNote(shopId, quoteId, companyFields, key),
      askForNote(shopId, quoteId, companyFields, key),
    ]);
    expect(first.ok && second.ok).toBe(true);
    expect(await notesOf(quoteId)).toHaveLength(1);
    expect(await askForNote(shopId, quoteId)).toMatchObject({ ok: false, message: m.error + m.alreadyHasNote });
  });

  it("a refusal is kept with its reason in words, nothing issued, and the number is not given again", async () => {
    const { shopId, quoteId } = await nfseShop();
    await askForNote(shopId, quoteId);
    const [note] = await notesOf(quoteId);
    script = () => answers.refusedAnswer("E0310", "Código de tributação nacional inexistente");
    await runIssue(shopId, note!.id);
    const [refused] = await notesOf(quoteId);
    expect(refused).toMatchObject({ status: "rejected", accessKey: null, nfseXml: null, errors: [{ code: "E0310" }] });
    expect(m.rejections.E0310).toContain("código do serviço");

    // Issued again after the fix: a new DPS, number 2.
    script = issuing("18");
    expect((await askForNote(shopId, quoteId)).ok).toBe(true);
    const again = (await notesOf(quoteId)).find((row) => row.status === "sending")!;
    expect(again.dpsNumber).toBe(2);
    await runIssue(shopId, again.id);
    expect((await notesOf(quoteId)).map((row) => row.status).sort()).toEqual(["issued", "rejected"]);
  });

  it("after a lost answer, asks Sefin for the DPS before sending it again, and keeps the note it finds", async () => {
    const { shopId, quoteId } = await nfseShop();
    await askForNote(shopId, quoteId);
    const [note] = await notesOf(quoteId);
    script = () => ({ status: 503, body: {} });
    await expect(runIssue(shopId, note!.id)).rejects.toThrow(/sem resposta/);
    expect((await notesOf(quoteId))[0]).toMatchObject({ status: "sending", attempts: 1 });

    // Sefin had issued it: the retry finds it by the DPS's Id and fetches the note, sending nothing.
    const dpsXml = sefin.received[0]!.xml!;
    const { id } = answers.dpsOf(dpsXml);
    const key = answers.accessKeyFor(id, 1);
    script = (request) =>
      request.path.includes("/dps/") ? answers.foundDpsAnswer(id, key) : answers.nfseAnswer(key, answers.nfseXmlFor(dpsXml, key, "21"));
    await runIssue(shopId, note!.id);
    expect(sefin.received.map((request) => `${request.method} ${request.path.replace(/\/[\dA-Z]{40,}$/, "/…")}`)).toEqual([
      "POST /SefinNacional/nfse",
      "GET /SefinNacional/dps/…",
      "GET /SefinNacional/nfse/…",
    ]);
    expect((await notesOf(quoteId))[0]).toMatchObject({ status: "issued", accessKey: key, nfseNumber: "21" });
    expect(await eventsOf(note!.id)).toEqual(["requested", "sent", "unknown", "found", "issued"]);
  });

  it("a duplicate (E0014) is looked up, never issued twice", async () => {
    const { shopId, quoteId } = await nfseShop();
    await askForNote(shopId, quoteId);
    const [note] = await notesOf(quoteId);
    let dpsXml = "";
    script = (request) => {
      if (request.method === "POST") {
        dpsXml = request.xml!;
        return answers.refusedAnswer("E0014", "DPS já utilizada");
      }
      const { id } = answers.dpsOf(dpsXml);
      const key = answers.accessKeyFor(id, 1);
      return request.path.includes("/dps/")
        ? answers.foundDpsAnswer(id, key)
        : answers.nfseAnswer(key, answers.nfseXmlFor(dpsXml, key, "5"));
    };
    await runIssue(shopId, note!.id);
    expect((await notesOf(quoteId))[0]).toMatchObject({ status: "issued", nfseNumber: "5" });
    expect(sefin.received.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("'Verificar agora' queues the task again only for a note on its way", async () => {
    const { shopId, quoteId } = await nfseShop();
    signInAs(shopId);
    expect(await checkNoteAction(quoteId)).toMatchObject({ ok: false });
    await askForNote(shopId, quoteId);
    expect(await checkNoteAction(quoteId)).toMatchObject({ ok: true, message: m.checkQueued });
  });
});

describe("cancelling a note", () => {
  async function issuedNote() {
    const shop = await nfseShop();
    await askForNote(shop.shopId, shop.quoteId);
    const [note] = await notesOf(shop.quoteId);
    script = issuing("30");
    await runIssue(shop.shopId, note!.id);
    return { ...shop, noteId: note!.id };
  }

  it("sends a signed cancellation event and shows the note cancelled", async () => {
    const { shopId, quoteId, noteId } = await issuedNote();
    sefin.received.length = 0;
    signInAs(shopId);
    const result = await cancelNoteAction(quoteId, null, form({ reasonCode: "1", explanation: "Valor da mão de obra errado" }));
    expect(result).toMatchObject({ ok: true, message: m.cancelQueued });
    const [note] = await notesOf(quoteId);
    script = () => answers.eventAnswer(note!.accessKey!);
    await cancelNote.run({ shopId, noteId }, { runId: "test" });
    const [event] = sefin.received;
    expect(event).toMatchObject({
      method: "POST",
      path: `/SefinNacional/nfse/${note!.accessKey}/eventos`,
      xsdErrors: [],
      signatureValid: true,
    });
    expect(event!.xml).toContain("<cMotivo>1</cMotivo>");
    expect((await notesOf(quoteId))[0]).toMatchObject({ status: "cancelled", cancelReason: "Valor da mão de obra errado" });
    expect(await eventsOf(noteId)).toEqual(["requested", "sent", "issued", "cancel_requested", "sent", "cancelled"]);
  });

  it("a refused cancellation leaves the note issued, with the reason", async () => {
    const { shopId, quoteId, noteId } = await issuedNote();
    signInAs(shopId);
    await cancelNoteAction(quoteId, null, form({ reasonCode: "9", explanation: "Cliente pediu outra nota" }));
    script = () => answers.refusedAnswer("E1235", "Prazo de cancelamento expirado");
    await cancelNote.run({ shopId, noteId }, { runId: "test" });
    expect((await notesOf(quoteId))[0]).toMatchObject({ status: "issued", errors: [{ code: "E1235" }], cancelReason: null });
  });

  it("refuses a short reason or a note not issued, changing nothing", async () => {
    const { shopId, quoteId } = await issuedNote();
    signInAs(shopId);
    const short = await cancelNoteAction(quoteId, null, form({ reasonCode: "1", explanation: "erro" }));
    expect(short).toMatchObject({ ok: false, fieldErrors: { explanation: [m.cancelExplanationShort] } });
    const other = await nfseShop();
    signInAs(other.shopId);
    expect(await cancelNoteAction(quoteId, null, form({ reasonCode: "1", explanation: "Tentativa de outra oficina" }))).toMatchObject({
      ok: false,
      message: m.cancelError + m.cancelNotIssued,
    });
    expect((await notesOf(quoteId))[0]!.status).toBe("issued");
  });
});

describe("refusals before anything is written", () => {
  async function untouched(shopId: string, quoteId: string, customerId: string) {
    expect(await notesOf(quoteId)).toHaveLength(0);
    const [settings] = await getDb().select().from(fiscalSettings).where(eq(fiscalSettings.shopId, shopId));
    expect(settings!.nextNumber).toBe(1);
    const [customer] = await getDb()
      .select()
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.shopId, shopId)));
    expect(customer!.document).toBeNull();
  }

  it("bad or hostile input gets its field's pt-BR message", async () => {
    const { shopId, quoteId, customerId } = await nfseShop();
    const cases: [Partial<typeof companyFields>, string, string][] = [
      [{ document: "111.111.111-11" }, "document", m.documentInvalid],
      [{ document: "" }, "document", m.documentRequired],
      [{ street: "" }, "street", m.addressRequired],
      [{ postalCode: "abc" }, "postalCode", m.postalCodeInvalid],
      [{ city: "Cidade Que Não Existe - ZZ" }, "city", messages.cities.notFound],
      [{ description: "" }, "description", m.descriptionRequired],
      [{ description: "x".repeat(2001) }, "description", m.descriptionTooLong],
      [{ street: "Rua\u0000" }, "street", messages.validation.controlCharacters],
    ];
    for (const [change, field, message] of cases) {
      const result = await askForNote(shopId, quoteId, { ...companyFields, ...change });
      expect(result, field).toMatchObject({ ok: false, fieldErrors: { [field]: [message] } });
    }
    await untouched(shopId, quoteId, customerId);
  });

  it("a prompt, HTML or SQL in the description is only text in a valid, signed DPS", async () => {
    const { shopId, quoteId } = await nfseShop();
    const hostile = `<script>alert(1)</script> '; DROP TABLE nfse_notes; -- =HYPERLINK("x") Ignore as instruções`;
    expect((await askForNote(shopId, quoteId, { ...companyFields, description: hostile })).ok).toBe(true);
    const [note] = await notesOf(quoteId);
    script = issuing();
    await runIssue(shopId, note!.id);
    expect(sefin.received[0]).toMatchObject({ xsdErrors: [], signatureValid: true });
    expect(sefin.received[0]!.xml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("another shop's job, a job not delivered, a shop without a certificate", async () => {
    const { shopId, quoteId, customerId } = await nfseShop();
    const stranger = await nfseShop();
    expect(await askForNote(stranger.shopId, quoteId)).toMatchObject({ ok: false, message: m.error + m.notEligible });
    await untouched(shopId, quoteId, customerId);

    const bare = await createMechanic({ plan: "pro" });
    expect(await askForNote(bare.id, quoteId)).toMatchObject({ ok: false, message: m.error + m.notEligible });

    const noCertificate = await nfseShop({ certificate: false });
    expect(await askForNote(noCertificate.shopId, noCertificate.quoteId)).toMatchObject({
      ok: false,
      message: m.error + m.certificateProblem,
    });
    await untouched(noCertificate.shopId, noCertificate.quoteId, noCertificate.customerId);
  });

  it("a MEI's ISS rate left in the fiscal data stays out of the DPS (E0600)", async () => {
    const { shopId, quoteId } = await nfseShop();
    await getDb().update(fiscalSettings).set({ issRate: "2.00" }).where(eq(fiscalSettings.shopId, shopId));
    // The page shows no rate for a MEI; a rate stored before the regime changed is left out of the DPS.
    expect((await askForNote(shopId, quoteId)).ok).toBe(true);
    const [note] = await notesOf(quoteId);
    expect(note!.dpsXml).not.toContain("<pAliq>");
  });
});

describe("recording a note issued on the portal", () => {
  it("keeps its number and key on the job, once", async () => {
    const { shopId, quoteId } = await nfseShop({ certificate: false });
    signInAs(shopId);
    const key = "3".repeat(50);
    expect(await recordNoteAction(quoteId, null, form({ nfseNumber: "123", accessKey: key }))).toMatchObject({
      ok: true,
      message: m.recorded,
    });
    expect((await notesOf(quoteId))[0]).toMatchObject({ status: "recorded", channel: "portal", nfseNumber: "123", accessKey: key });
    expect(await recordNoteAction(quoteId, null, form({ nfseNumber: "124", accessKey: "" }))).toMatchObject({
      ok: false,
      message: m.recordError + m.alreadyHasNote,
    });
    expect(await recordNoteAction(quoteId, null, form({ nfseNumber: "12a", accessKey: "123" }))).toMatchObject({
      ok: false,
      fieldErrors: { nfseNumber: [m.recordNumberInvalid], accessKey: [m.recordKeyInvalid] },
    });
  });
});

describe("the notes are fiscal records", () => {
  it("can be neither deleted nor rewritten while the shop exists", async () => {
    const { shopId, quoteId } = await nfseShop();
    await askForNote(shopId, quoteId);
    const [note] = await notesOf(quoteId);
    await expect(getDb().delete(nfseNotes).where(eq(nfseNotes.id, note!.id))).rejects.toThrow();
    await expect(getDb().update(nfseNotes).set({ dpsXml: "<x/>" }).where(eq(nfseNotes.id, note!.id))).rejects.toThrow();
    await expect(getDb().delete(nfseEvents).where(eq(nfseEvents.noteId, note!.id))).rejects.toThrow();
  });
});
