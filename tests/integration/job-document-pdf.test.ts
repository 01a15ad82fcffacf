/**
 * The quote's PDF once approved: the job's 'Ordem de Serviço' (lib/quote-pdf/job.tsx, read by
 * lib/data/job-document.ts), on a real Postgres and real local storage, read back as text with
 * pdf.js: the stage, the check-in with its photos and acknowledgement, the in-person approval,
 * the delivery and 'Garantia até'; and the PDF cache's key following every one of them.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setClientAddress, signInAs } from "../support/request";
import { GET } from "@/app/dashboard/quotes/[id]/pdf/route";
import { GET as getPublicPdf } from "@/app/(public-quote)/orcamento/[token]/pdf/route";
import { getDb } from "@/db";
import { createCustomer } from "@/lib/data/customers";
import { getJobDocument } from "@/lib/data/job-document";
import { getQuoteDocument } from "@/lib/data/quote-document";
import { listQuoteAnswers } from "@/lib/data/quote-answers";
import { getQuoteLinkToken } from "@/lib/data/quote-links";
import { publishQuoteVersion } from "@/lib/data/quote-versions";
import { createQuote } from "@/lib/data/quotes";
import { createVehicle } from "@/lib/data/vehicles";
import { renderQuotePdf } from "@/lib/quote-pdf";
import { quotePdfCacheKey } from "@/lib/quote-pdf/cache";
import { getStorage } from "@/lib/storage";
import { createMechanic } from "../support/factories";
import sharp from "sharp";
import { pdfText } from "../support/pdf-text";

const squeeze = (text: string) => text.replace(/\s+/g, " ");
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
/** How many images the PDF embeds: each is one XObject of subtype Image (the dictionaries are not compressed). */
const imageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Subtype\s*\/Image/g)?.length ?? 0;

/** A shop's quote for a car, with one part line: pending, as the shop makes it. */
async function quoteForCar() {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Maria da Conceição", phone: "11912345678", email: "", notes: "" });
  const vehicle = await createVehicle(shop.id, customer.id, {
    plate: "ABC1D23",
    make: "Fiat",
    model: "Uno",
    year: 2015,
    color: "",
    currentKm: 80000,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  const quote = await createQuote(shop.id, customer.id, {
    description: "Revisão dos freios",
    cost: null,
    vehicleId: vehicle.id,
    items: [
      {
        kind: "part",
        description: "Pastilha de freio dianteira",
        catalogueServiceId: null,
        partCondition: "original",
        labourPricing: null,
        quantity: "1",
        unitPrice: "199.90",
      },
    ],
  });
  if (!quote) throw new Error("quote not created");
  return { shopId: shop.id, quoteId: quote.id, number: quote.number };
}

/** A photo stored as the upload stores it: a JPEG under `{shopId}-photo-{uuid}.jpg`. */
async function storedPhoto(shopId: string, colour: string) {
  const { data, info } = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer({ resolveWithObject: true });
  const key = `${shopId}-photo-${crypto.randomUUID()}.jpg`;
  await getStorage().put(key, new Uint8Array(data), "image/jpeg");
  return { key, sha256: sha256(data), width: info.width, height: info.height, bytes: data.byteLength };
}

async function addPhoto(shopId: string, quoteId: string, photo: Awaited<ReturnType<typeof storedPhoto>>, part: string | null = null) {
  await getDb().execute(sql`
    INSERT INTO job_photos (quote_id, shop_id, kind, part_description, storage_key, sha256, width, height, bytes)
    VALUES (${quoteId}, ${shopId}, ${part ? "part" : "check_in"}, ${part}, ${photo.key}, ${photo.sha256}, ${photo.width}, ${photo.height}, ${photo.bytes})`);
}

async function addCheckIn(shopId: string, quoteId: string) {
  const checklist = [
    { item: "estepe", state: "ok" },
    { item: "riscos", state: "problem", note: "Risco na porta traseira esquerda" },
  ];
  await getDb().execute(sql`
    INSERT INTO check_ins (quote_id, shop_id, km, fuel_eighths, complaint, checklist, notes)
    VALUES (${quoteId}, ${shopId}, 87654, 3, 'Barulho ao frear na descida', ${JSON.stringify(checklist)}::jsonb, 'Cadeirinha no banco traseiro')`);
}

async function acknowledge(shopId: string, quoteId: string) {
  const snapshot = JSON.stringify({ km: 87654 });
  await getDb().execute(sql`
    INSERT INTO check_in_acknowledgements (check_in_id, quote_id, shop_id, snapshot, sha256, channel, customer_name, taken_by,
                                           client_address, user_agent, acknowledged_at)
    SELECT id, quote_id, shop_id, ${snapshot}, ${sha256(snapshot)}, 'in_person', 'Maria da Conceição', 'Carlos (recepção)',
           '10.0.0.5', 'Mozilla/5.0', '2026-11-20T12:30:00Z'
    FROM check_ins WHERE quote_id = ${quoteId} AND shop_id = ${shopId}`);
}

async function deliver(shopId: string, quoteId: string) {
  await getDb().execute(sql`
    INSERT INTO quote_deliveries (quote_id, shop_id, delivered_at, km, replaced_parts, notes, warranty_days, warranty_until)
    VALUES (${quoteId}, ${shopId}, '2026-11-24T18:00:00Z', 87700, 'returned', 'Peças no porta-malas', 90, '2027-02-22')`);
}

async function moveTo(shopId: string, quoteId: string, status: string) {
  await getDb().execute(sql`
    UPDATE quotes SET status = ${status}::quote_status, stage_changed_at = '2026-11-21T14:00:00Z' WHERE id = ${quoteId} AND shop_id = ${shopId}`);
}

/** Version 1 published and approved at the counter, taken by the shop's 'Carlos (recepção)'. */
async function approveInPerson(shopId: string, quoteId: string) {
  const published = await publishQuoteVersion(shopId, quoteId);
  if (!published) throw new Error("version not published");
  const { version } = published;
  await getDb().execute(sql`
    INSERT INTO quote_answers (version_id, quote_id, shop_id, version_number, sha256, answer, customer_name, client_address, user_agent,
                               channel, taken_by)
    VALUES (${version.id}, ${quoteId}, ${shopId}, ${version.number}, ${version.sha256}, 'approved', 'Maria da Conceição', '10.0.0.5',
            'Mozilla/5.0', 'in_person', 'Carlos (recepção)')`);
  await getDb().execute(
    sql`UPDATE quotes SET approved_version = ${version.number}, status = 'approved' WHERE id = ${quoteId} AND shop_id = ${shopId}`,
  );
}

async function render(shopId: string, quoteId: string) {
  const [document, job] = await Promise.all([getQuoteDocument(shopId, quoteId), getJobDocument(shopId, quoteId)]);
  return renderQuotePdf(document!, { history: [], inPerson: job?.inPersonAnswers }, job);
}

describe("the job's document ('Ordem de Serviço')", () => {
  let job: Awaited<ReturnType<typeof quoteForCar>>;
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    job = await quoteForCar();
    await approveInPerson(job.shopId, job.quoteId);
    await addCheckIn(job.shopId, job.quoteId);
    await acknowledge(job.shopId, job.quoteId);
    await addPhoto(job.shopId, job.quoteId, await storedPhoto(job.shopId, "#a3262a"));
    await addPhoto(job.shopId, job.quoteId, await storedPhoto(job.shopId, "#2a4f8f"));
    await addPhoto(job.shopId, job.quoteId, await storedPhoto(job.shopId, "#1f2328"), "Pastilha de freio dianteira");
    await moveTo(job.shopId, job.quoteId, "delivered");
    await deliver(job.shopId, job.quoteId);
    pdf = await render(job.shopId, job.quoteId);
    text = squeeze(await pdfText(pdf));
  });

  it("is titled 'Ordem de Serviço Nº', with its stage", () => {
    expect(text).toContain(`Ordem de Serviço Nº ${String(job.number).padStart(4, "0")}`);
    expect(text).not.toContain("Orçamento Nº");
    expect(text).toContain("Etapa: Entregue desde 21/11/2026");
  });

  it("has the check-in: km, fuel in eighths, the complaint, the checklist's problems and notes", () => {
    for (const line of [
      "Entrada do veículo",
      "Km na entrada: 87.654 km",
      "Combustível: 3/8",
      "Relato do cliente: Barulho ao frear na descida",
      "Avarias e observações: Riscos: Risco na porta traseira esquerda",
      "Observações: Cadeirinha no banco traseiro",
    ]) {
      expect(text).toContain(line);
    }
    // An item that is ok is not a problem.
    expect(text).not.toContain("Estepe");
  });

  it("has the customer's acknowledgement: name, date and time, how, and the short code", () => {
    expect(text).toContain("Conferido pelo cliente");
    expect(text).toContain("Maria da Conceição, em 20/11/2026 às 09:30, presencialmente, recebido por Carlos (recepção)");
    expect(text).toContain(`Código: ${sha256(JSON.stringify({ km: 87654 })).slice(0, 8)}`);
  });

  it("embeds every photo as a thumbnail, the part's under its description", () => {
    expect(imageCount(pdf)).toBe(3);
    expect(text).toContain("Fotos da entrada");
    expect(text).toContain("Prova da troca");
    // Thumbnails, not the stored photos: three photos of 800×600 take a few KB each.
    expect(pdf.byteLength).toBeLessThan(200_000);
  });

  it("says an approval given at the counter was given in person, and who took it", async () => {
    const document = await getQuoteDocument(job.shopId, job.quoteId);
    const jobDocument = await getJobDocument(job.shopId, job.quoteId);
    const history = await listQuoteAnswers(job.shopId, job.quoteId);
    const withHistory = squeeze(
      await pdfText(await renderQuotePdf(document!, { history, inPerson: jobDocument!.inPersonAnswers }, jobDocument)),
    );
    expect(withHistory).toContain("Histórico de aprovações");
    expect(withHistory).toContain("Maria da Conceição (presencialmente, recebido por Carlos (recepção))");
  });

  it("has the delivery and 'Garantia até dd/MM/yyyy'", () => {
    for (const line of [
      "Entrega",
      "Entregue em: 24/11/2026 às 15:00",
      "Km na entrega: 87.700 km",
      "Peças substituídas: entregues ao cliente",
      "Observações: Peças no porta-malas",
      "Garantia até 22/02/2027",
    ]) {
      expect(text).toContain(line);
    }
  });

  it("goes out without a photo whose object is gone, rather than not at all", async () => {
    const gone = await storedPhoto(job.shopId, "#6b7078");
    const other = await quoteForCar();
    await moveTo(other.shopId, other.quoteId, "in_progress");
    await addCheckIn(other.shopId, other.quoteId);
    await addPhoto(other.shopId, other.quoteId, { ...gone, key: `${other.shopId}-photo-${crypto.randomUUID()}.jpg` });
    const withMissing = await render(other.shopId, other.quoteId);
    expect(imageCount(withMissing)).toBe(0);
    expect(squeeze(await pdfText(withMissing))).toContain("Ainda não conferida pelo cliente.");
  });

  it("is the same document from the shop's route and from the customer's link", async () => {
    signInAs(job.shopId);
    setClientAddress("200.160.2.40");
    const shopResponse = await GET(new Request(`http://localhost/dashboard/quotes/${job.quoteId}/pdf`), {
      params: Promise.resolve({ id: job.quoteId }),
    });
    expect(shopResponse.status).toBe(200);
    // Named as what it is: the job's order, not a quote.
    const fileName = `inline; filename="ordem-de-servico-${String(job.number).padStart(4, "0")}.pdf"`;
    expect(shopResponse.headers.get("Content-Disposition")).toBe(fileName);
    const shopText = squeeze(await pdfText(await shopResponse.arrayBuffer()));
    expect(shopText).toContain("Ordem de Serviço Nº");
    expect(shopText).toContain("presencialmente, recebido por Carlos (recepção)");
    expect(shopText).toContain("Garantia até 22/02/2027");

    const token = (await getQuoteLinkToken(job.shopId, job.quoteId))!;
    const publicResponse = await getPublicPdf(new Request(`http://localhost/orcamento/${token}/pdf`), {
      params: Promise.resolve({ token }),
    });
    expect(publicResponse.status).toBe(200);
    expect(publicResponse.headers.get("Content-Disposition")).toBe(fileName);
    const publicText = squeeze(await pdfText(await publicResponse.arrayBuffer()));
    expect(publicText).toContain("Ordem de Serviço Nº");
    expect(publicText).toContain("Entrada do veículo");
    expect(publicText).toContain("Garantia até 22/02/2027");
  });
});

describe("a quote not yet approved", () => {
  it("stays 'Orçamento Nº', with nothing of the job even when the car was checked in", async () => {
    const pending = await quoteForCar();
    await addCheckIn(pending.shopId, pending.quoteId);
    const text = squeeze(await pdfText(await render(pending.shopId, pending.quoteId)));
    expect(text).toContain(`Orçamento Nº ${String(pending.number).padStart(4, "0")}`);
    expect(text).not.toContain("Ordem de Serviço");
    expect(text).not.toContain("Entrada do veículo");
  });
});

describe("the PDF cache's key", () => {
  it("changes with the stage, the check-in, the acknowledgement, a photo and the delivery, and only then", async () => {
    const { shopId, quoteId } = await quoteForCar();
    const document = (await getQuoteDocument(shopId, quoteId))!;
    const key = async () => quotePdfCacheKey(shopId, quoteId, document, undefined, await getJobDocument(shopId, quoteId));
    const keys = [await key()];
    expect(await key()).toBe(keys[0]);
    await moveTo(shopId, quoteId, "in_progress");
    keys.push(await key());
    await addCheckIn(shopId, quoteId);
    keys.push(await key());
    await getDb().execute(sql`UPDATE check_ins SET km = 87655, version = version + 1 WHERE quote_id = ${quoteId} AND shop_id = ${shopId}`);
    keys.push(await key());
    await acknowledge(shopId, quoteId);
    keys.push(await key());
    await addPhoto(shopId, quoteId, await storedPhoto(shopId, "#b8bcc2"));
    keys.push(await key());
    await moveTo(shopId, quoteId, "delivered");
    keys.push(await key());
    await deliver(shopId, quoteId);
    keys.push(await key());
    expect(new Set(keys).size).toBe(keys.length);
    expect(await key()).toBe(keys.at(-1));
  });
});
