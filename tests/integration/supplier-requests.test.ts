import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops, supplierRequestLinks, supplierRequestParts, supplierRequests } from "@/db/schema";
import { setClientAddress, signInAs } from "../support/request";

const { createSupplierRequestAction } = await import("@/lib/actions/supplier-requests");
const { createSupplierRequest, listQuoteSupplierRequests, listRequestSuppliers } = await import("@/lib/data/supplier-requests");
const { createQuote } = await import("@/lib/data/quotes");
const { createSupplier, getSupplier } = await import("@/lib/data/suppliers");
const { messages } = await import("@/lib/messages");
const { deadlineAt } = await import("@/lib/suppliers/deadline");
const { shopWithData } = await import("../support/shops");
const suppliersRoute = await import("@/app/dashboard/quotes/[id]/suppliers/route");
const { submittedForm: form } = await import("../support/forms");

const m = messages.supplierRequests;
const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" });

type Shop = Awaited<ReturnType<typeof shopWithData>>;

/** A shop's requests and what hangs on them, to prove a refusal wrote nothing. */
async function rowsOf(shopId: string) {
  const db = getDb();
  const [requests, parts, links] = await Promise.all([
    db.$count(supplierRequests, eq(supplierRequests.shopId, shopId)),
    db.$count(supplierRequestParts, eq(supplierRequestParts.shopId, shopId)),
    db.$count(supplierRequestLinks, eq(supplierRequestLinks.shopId, shopId)),
  ]);
  return { requests, parts, links };
}

const supplier = (name: string, phone: string, tags: string[] = []) => ({ name, phone, email: "", tags, notes: "" });

function requestForm(fields: { parts: object[]; supplierIds: string[]; engine?: string; deadlineTime?: string }, key = randomUUID()) {
  return form(
    {
      parts: JSON.stringify(fields.parts),
      supplierIds: JSON.stringify(fields.supplierIds),
      engine: fields.engine ?? "",
      deadlineDay: tomorrow,
      deadlineTime: fields.deadlineTime ?? "16:00",
    },
    key,
  );
}

const partOf = (shop: Shop, changes: object = {}) => ({
  lineKey: shop.partLineKey,
  description: "Filtro",
  quantity: "2",
  condition: "paralela",
  ...changes,
});

describe("'Criar cotação' (createSupplierRequestAction)", () => {
  it("is refused while the shop has no name (its messages are signed with it), writing nothing", async () => {
    const a = await shopWithData("sem-nome");
    await getDb().update(shops).set({ shopName: " " }).where(eq(shops.id, a.id));
    signInAs(a.id);
    setClientAddress("203.0.113.41");
    const before = await rowsOf(a.id);
    expect(await createSupplierRequestAction(a.quoteId, null, requestForm({ parts: [partOf(a)], supplierIds: [a.supplierId] }))).toEqual({
      ok: false,
      message: m.createError + messages.quoteSending.shopNameMissingReason,
    });
    expect(await rowsOf(a.id)).toEqual(before);
  });

  it("makes the request: the parts with their line keys, one link per supplier, a wa.me message each", async () => {
    const a = await shopWithData("cotacao");
    signInAs(a.id);
    setClientAddress("203.0.113.40");
    const second = await createSupplier(a.id, supplier("Auto Peças Sul", "(11) 98888-7777", ["Freios"]));
    const newLine = randomUUID();
    const fixtureName = (await getSupplier(a.id, a.supplierId))!.name;
    const before = await rowsOf(a.id);

    const result = await createSupplierRequestAction(
      a.quoteId,
      null,
      requestForm({
        parts: [partOf(a), { lineKey: newLine, description: "Pastilha de freio", quantity: "1,5", condition: "original" }],
        supplierIds: [a.supplierId, second.id],
        engine: "1.6 8V",
      }),
    );
    expect(result).toMatchObject({ ok: true, message: m.created });
    if (!result.ok) return;
    expect(result.links?.map((link) => link.label).sort()).toEqual([m.sendTo("Auto Peças Sul"), m.sendTo(fixtureName)].sort());
    expect(await rowsOf(a.id)).toEqual({ requests: before.requests + 1, parts: before.parts + 2, links: before.links + 2 });

    const { requests, shop } = await listQuoteSupplierRequests(a.id, a.quoteId);
    expect(shop.shopName).toMatch(/^Oficina cotacao-/);
    const made = requests[0]!;
    expect(made).toMatchObject({
      id: result.id,
      vehicle: "Volkswagen Gol 2012",
      engine: "1.6 8V",
      parts: [
        { lineKey: a.partLineKey, description: "Filtro", quantity: "2.000", condition: "paralela" },
        { lineKey: newLine, description: "Pastilha de freio", quantity: "1.500", condition: "original" },
      ],
    });
    expect(made.deadline).toEqual(deadlineAt(tomorrow, "16:00"));
    expect(made.links.map((link) => [link.supplierName, link.answeredAt])).toEqual([
      ["Auto Peças Sul", null],
      [fixtureName, null],
    ]);
    // Each message carries its supplier's own link, and never the plate or the customer.
    const sul = made.links[0]!;
    const message = decodeURIComponent(result.links!.find((link) => link.label === m.sendTo("Auto Peças Sul"))!.href.split("?text=")[1]!);
    expect(message).toContain(`/cotacao/${sul.token}`);
    expect(message).toContain("Volkswagen Gol 2012, motor 1.6 8V");
    expect(message).toContain("• 1,5x Pastilha de freio (original)");
    expect(message).toContain("amanhã às 16:00");
    expect(message).not.toContain(a.plate);
    expect(message).not.toContain("Cliente");
    // The fixture's older request comes after the new one.
    expect(requests.map((request) => request.id)).toEqual([result.id, a.supplierRequestId]);
  });

  it("answers a repeated submit, or two at once, with one request", async () => {
    const a = await shopWithData("repetida");
    signInAs(a.id);
    setClientAddress("203.0.113.41");
    const before = await rowsOf(a.id);
    const key = randomUUID();
    const fields = { parts: [partOf(a)], supplierIds: [a.supplierId] };
    const [first, twin] = await Promise.all([
      createSupplierRequestAction(a.quoteId, null, requestForm(fields, key)),
      createSupplierRequestAction(a.quoteId, null, requestForm(fields, key)),
    ]);
    const again = await createSupplierRequestAction(a.quoteId, null, requestForm(fields, key));
    expect([first.ok, twin.ok, again.ok]).toEqual([true, true, true]);
    expect(first.ok && twin.ok && again.ok && new Set([first.id, twin.id, again.id]).size).toBe(1);
    expect(first.ok && again.ok && again.links).toEqual(first.ok && first.links);
    expect(await rowsOf(a.id)).toEqual({ requests: before.requests + 1, parts: before.parts + 1, links: before.links + 1 });
  });

  it("refuses another shop's quote or supplier as 'not found', writing nothing", async () => {
    const [a, b] = await Promise.all([shopWithData("dono"), shopWithData("intruso")]);
    signInAs(b.id);
    setClientAddress("203.0.113.42");
    const [beforeA, beforeB] = await Promise.all([rowsOf(a.id), rowsOf(b.id)]);
    const notFound = { ok: false, message: m.createError + m.notFoundReason };
    // B's quote with A's supplier, A's quote with B's supplier, a malformed quote id.
    expect(await createSupplierRequestAction(b.quoteId, null, requestForm({ parts: [partOf(b)], supplierIds: [a.supplierId] }))).toEqual(
      notFound,
    );
    expect(await createSupplierRequestAction(a.quoteId, null, requestForm({ parts: [partOf(a)], supplierIds: [b.supplierId] }))).toEqual(
      notFound,
    );
    expect(
      await createSupplierRequestAction(b.quoteId, null, requestForm({ parts: [partOf(b)], supplierIds: [b.supplierId, a.supplierId] })),
    ).toEqual(notFound);
    expect(await createSupplierRequestAction("x", null, requestForm({ parts: [partOf(b)], supplierIds: [b.supplierId] }))).toEqual(
      notFound,
    );
    expect(await Promise.all([rowsOf(a.id), rowsOf(b.id)])).toEqual([beforeA, beforeB]);
    // The data layer alone says the same.
    const input = { parts: [], supplierIds: [b.supplierId], engine: null, deadline: new Date(Date.now() + 3_600_000) };
    expect(await createSupplierRequest(b.id, a.quoteId, input)).toEqual({ ok: false, reason: "notFound" });
  });

  it("refuses a supplier without WhatsApp, a quote without a known car, and a bad deadline, keeping nothing", async () => {
    const a = await shopWithData("recusas");
    signInAs(a.id);
    setClientAddress("203.0.113.43");
    const before = await rowsOf(a.id);
    const silent = await createSupplier(a.id, supplier("Sem Telefone", ""));
    expect(await createSupplierRequestAction(a.quoteId, null, requestForm({ parts: [partOf(a)], supplierIds: [silent.id] }))).toEqual({
      ok: false,
      message: m.createError + m.noWhatsAppReason,
    });
    const carless = await createQuote(a.id, a.customerId, {
      description: "Sem carro",
      cost: null,
      vehicleId: null,
      checkInKm: null,
      items: [
        {
          kind: "part",
          description: "Filtro",
          catalogueServiceId: null,
          partCondition: "original",
          labourPricing: null,
          quantity: "1",
          unitPrice: "5.00",
        },
      ],
    });
    expect(await createSupplierRequestAction(carless!.id, null, requestForm({ parts: [partOf(a)], supplierIds: [a.supplierId] }))).toEqual({
      ok: false,
      message: m.createError + m.noVehicleReason,
    });
    const past = await createSupplierRequestAction(
      a.quoteId,
      null,
      form({
        parts: JSON.stringify([partOf(a)]),
        supplierIds: JSON.stringify([a.supplierId]),
        deadlineDay: "2020-01-01",
        deadlineTime: "10:00",
      }),
    );
    expect(past).toMatchObject({ ok: false, message: m.createError + m.deadlinePast, fieldErrors: { deadlineDay: [m.deadlinePast] } });
    expect(await rowsOf(a.id)).toEqual(before);
  });
});

describe("the dialog's suppliers (listRequestSuppliers)", () => {
  it("gives the car without its plate, the matching suppliers first, those without WhatsApp last, searched", async () => {
    const a = await shopWithData("lista");
    await createSupplier(a.id, supplier("Aaa Elétrica", "(11) 97777-6666", ["Baterias"]));
    await createSupplier(a.id, supplier("Bbb Sem Zap", "", ["Freios"]));
    await createSupplier(a.id, supplier("Zzz Freios", "(11) 96666-5555", ["Freios", "Suspensão"]));
    const list = await listRequestSuppliers(a.id, a.quoteId, { descriptions: ["Pastilha de freio"] });
    expect(list?.vehicle).toBe("Volkswagen Gol 2012");
    expect(list?.suppliers.map((s) => [s.name, s.suggested, s.hasWhatsApp])).toEqual([
      ["Zzz Freios", true, true],
      ["Bbb Sem Zap", true, false],
      ["Aaa Elétrica", false, true],
      [(await getSupplier(a.id, a.supplierId))!.name, false, true],
    ]);
    expect((await listRequestSuppliers(a.id, a.quoteId, { search: "suspensao" }))?.suppliers.map((s) => s.name)).toEqual(["Zzz Freios"]);
    expect(list?.more).toBe(false);
  });

  it("reaches the dialog as JSON, the parts and the search read from the query", async () => {
    const a = await shopWithData("rota");
    signInAs(a.id);
    await createSupplier(a.id, supplier("Zzz Freios", "(11) 96666-5555", ["Freios"]));
    const get = (query: string) =>
      suppliersRoute.GET(new Request(`http://localhost/dashboard/quotes/${a.quoteId}/suppliers?${query}`), {
        params: Promise.resolve({ id: a.quoteId }),
      });
    const names = async (query: string) =>
      ((await (await get(query)).json()) as { suppliers: { name: string }[] }).suppliers.map((s) => s.name);
    const fixtureName = (await getSupplier(a.id, a.supplierId))!.name;
    expect(await names("")).toEqual([fixtureName, "Zzz Freios"]);
    expect(await names(`peca=${encodeURIComponent("Disco de freio")}&peca=Filtro`)).toEqual(["Zzz Freios", fixtureName]);
    expect(await names("busca=zzz")).toEqual(["Zzz Freios"]);
    const response = await get("");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(((await response.json()) as { vehicle: string }).vehicle).toBe("Volkswagen Gol 2012");
  });

  it("caps the list", async () => {
    const a = await shopWithData("muitos");
    for (let index = 0; index < 31; index++)
      await createSupplier(a.id, supplier(`Loja ${String(index).padStart(2, "0")}`, "(11) 95555-4444"));
    const list = await listRequestSuppliers(a.id, a.quoteId);
    expect(list?.suppliers).toHaveLength(30);
    expect(list?.more).toBe(true);
  });
});
