/**
 * 'Entrada do veículo': the check-in's rules (km never back, a stale form refused,
 * locked once acknowledged), the acknowledgement (the hash of exactly what was shown, append-only,
 * a stale page refused), and the action's bad input, against the real database.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { checkInAcknowledgements, checkIns, vehicles } from "@/db/schema";
import { signInAs } from "../support/request";

const { acknowledgeCheckIn, getCheckIn, getCheckInRecord, saveCheckIn } = await import("@/lib/data/check-ins");
const { acknowledgeCheckInInPersonAction, createWalkInCheckInAction, saveCheckInAction, startCheckInAction } =
  await import("@/lib/actions/check-ins");
const { getQuote, getQuoteDocument } = await import("@/lib/data/quote-document");
const { deleteQuote } = await import("@/lib/data/quotes");
const { createMechanic } = await import("../support/factories");
const { buildCheckInSnapshot, sealCheckInSnapshot } = await import("@/lib/jobs/check-in-snapshot");
const { messages } = await import("@/lib/messages");
const { shopWithData } = await import("../support/shops");
const { submittedForm: form } = await import("../support/forms");

const m = messages.checkIn;
const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };
const entry = {
  km: 46000,
  fuelEighths: 3,
  complaint: "Barulho no freio",
  notes: "",
  checklist: [{ item: "estepe" as const, state: "ok" as const }],
};

const vehicleKm = async (shopId: string, vehicleId: string) =>
  (
    await getDb()
      .select({ km: vehicles.currentKm })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.shopId, shopId)))
  )[0]!.km;

describe("saving the check-in", () => {
  it("moves the vehicle's km forward, never back, and refuses a form loaded before another save", async () => {
    const shop = await shopWithData("entrada");
    // The vehicle is at 45.000 km: 44.000 is refused, with the km it has, and nothing is written.
    expect(await saveCheckIn(shop.id, shop.quoteId, { ...entry, km: 44000 }, null)).toEqual({
      ok: false,
      reason: "kmBack",
      vehicleKm: 45000,
    });
    expect((await getCheckIn(shop.id, shop.quoteId))!.checkIn).toBeNull();

    expect(await saveCheckIn(shop.id, shop.quoteId, entry, null)).toEqual({ ok: true, version: 1 });
    expect(await vehicleKm(shop.id, shop.vehicleId)).toBe(46000);
    // A second form opened before the first save (no check-in then): stale, the first one stays.
    expect(await saveCheckIn(shop.id, shop.quoteId, { ...entry, km: 47000 }, null)).toEqual({ ok: false, reason: "stale" });
    expect(await saveCheckIn(shop.id, shop.quoteId, { ...entry, km: 47000, notes: "Pneu careca" }, 1)).toEqual({ ok: true, version: 2 });
    const { checkIn } = (await getCheckIn(shop.id, shop.quoteId))!;
    expect(checkIn).toMatchObject({ km: 47000, fuelEighths: 3, complaint: "Barulho no freio", notes: "Pneu careca", version: 2 });
    expect(await vehicleKm(shop.id, shop.vehicleId)).toBe(47000);
  });

  it("two first saves at once: one is recorded, the other is stale", async () => {
    const shop = await shopWithData("entrada-corrida");
    const outcomes = await Promise.all([saveCheckIn(shop.id, shop.quoteId, entry, null), saveCheckIn(shop.id, shop.quoteId, entry, null)]);
    expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    expect(await getDb().select().from(checkIns).where(eq(checkIns.quoteId, shop.quoteId))).toHaveLength(1);
  });

  it("through the action: bad input gets its pt-BR message under its field and writes nothing", async () => {
    const shop = await shopWithData("entrada-acao");
    signInAs(shop.id);
    const fields = { km: "12a", fuel: "9", complaint: "x", notes: "", version: "0" };
    const result = await saveCheckInAction(shop.quoteId, null, form(fields));
    expect(result).toMatchObject({ ok: false, fieldErrors: { km: [m.kmInvalid], fuel: [m.fuelInvalid] } });
    const forged = await saveCheckInAction(
      shop.quoteId,
      null,
      form({ version: "0", estado_estepe: "talvez", nota_riscos: "x".repeat(301) }),
    );
    expect(forged).toMatchObject({ ok: false, fieldErrors: { estado_estepe: [m.checklistInvalid], nota_riscos: [m.noteTooLong] } });
    expect((await getCheckIn(shop.id, shop.quoteId))!.checkIn).toBeNull();

    const kmBack = await saveCheckInAction(shop.quoteId, null, form({ km: "40.000", version: "0" }));
    expect(kmBack).toEqual({ ok: false, message: m.kmBack("45.000 km"), fieldErrors: { km: [m.kmBack("45.000 km")] } });

    const saved = await saveCheckInAction(
      shop.quoteId,
      null,
      form({
        km: "45.500",
        fuel: "8",
        complaint: "Luz do óleo acesa",
        version: "0",
        estado_riscos: "problem",
        nota_riscos: "Porta traseira",
        estado_estepe: "ok",
      }),
    );
    expect(saved).toEqual({ ok: true, message: m.saved, redirectTo: `/dashboard/quotes/${shop.quoteId}` });
    expect((await getCheckIn(shop.id, shop.quoteId))!.checkIn).toMatchObject({
      km: 45500,
      fuelEighths: 8,
      checklist: [
        { item: "estepe", state: "ok" },
        { item: "riscos", state: "problem", note: "Porta traseira" },
      ],
    });
  });
});

describe("the customer's acknowledgement", () => {
  it("records exactly what was shown, refuses a stale page, and locks the check-in", async () => {
    const shop = await shopWithData("conferencia");
    expect(
      await acknowledgeCheckIn(shop.id, shop.quoteId, {
        sha256: "0".repeat(64),
        customerName: "Ana",
        channel: "link",
        takenBy: null,
        ...visitor,
      }),
    ).toEqual({
      ok: false,
      reason: "none",
    });
    await saveCheckIn(shop.id, shop.quoteId, entry, null);
    const shown = (await getCheckIn(shop.id, shop.quoteId))!.seal!;
    // The shop edits after the page was opened: the hash he saw is no longer the check-in's.
    await saveCheckIn(shop.id, shop.quoteId, { ...entry, notes: "Arranhão no para-choque" }, 1);
    const stale = await acknowledgeCheckIn(shop.id, shop.quoteId, {
      sha256: shown.sha256,
      customerName: "Ana",
      channel: "link",
      takenBy: null,
      ...visitor,
    });
    expect(stale).toEqual({ ok: false, reason: "stale" });

    const current = (await getCheckIn(shop.id, shop.quoteId))!.seal!;
    const acknowledged = await acknowledgeCheckIn(shop.id, shop.quoteId, {
      sha256: current.sha256,
      customerName: "Ana",
      channel: "link",
      takenBy: null,
      ...visitor,
    });
    expect(acknowledged).toMatchObject({ ok: true, acknowledgement: { customerName: "Ana", channel: "link", sha256: current.sha256 } });
    const [record] = await getDb().select().from(checkInAcknowledgements).where(eq(checkInAcknowledgements.quoteId, shop.quoteId));
    // The stored text is the canonical snapshot, and its hash is recomputable from it.
    expect(record).toMatchObject({ snapshot: current.text, sha256: current.sha256, ...visitor, takenBy: null });
    expect(sealCheckInSnapshot(JSON.parse(record!.snapshot)).sha256).toBe(record!.sha256);
    expect(JSON.parse(record!.snapshot)).toMatchObject({ km: 46000, fuelEighths: 3, notes: "Arranhão no para-choque", photos: [] });

    expect(await saveCheckIn(shop.id, shop.quoteId, { ...entry, km: 50000 }, 2)).toEqual({ ok: false, reason: "locked" });
    expect(
      await acknowledgeCheckIn(shop.id, shop.quoteId, {
        sha256: current.sha256,
        customerName: "Ana",
        channel: "link",
        takenBy: null,
        ...visitor,
      }),
    ).toEqual({
      ok: false,
      reason: "acknowledged",
    });
  });

  it("two acknowledgements at once (the link and the shop's phone): one record", async () => {
    const shop = await shopWithData("conferencia-corrida");
    await saveCheckIn(shop.id, shop.quoteId, entry, null);
    const { seal } = (await getCheckIn(shop.id, shop.quoteId))!;
    const outcomes = await Promise.all([
      acknowledgeCheckIn(shop.id, shop.quoteId, { sha256: seal!.sha256, customerName: "Ana", channel: "link", takenBy: null, ...visitor }),
      acknowledgeCheckIn(shop.id, shop.quoteId, {
        sha256: seal!.sha256,
        customerName: "Ana",
        channel: "in_person",
        takenBy: "Zé",
        ...visitor,
      }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, reason: "acknowledged" });
    expect(await getDb().select().from(checkInAcknowledgements).where(eq(checkInAcknowledgements.quoteId, shop.quoteId))).toHaveLength(1);
  });

  it("keeps its quote: deleting it is refused as for an answered quote (it can be cancelled)", async () => {
    const shop = await shopWithData("conferencia-guardada");
    await saveCheckIn(shop.id, shop.quoteId, entry, null);
    const { seal } = (await getCheckIn(shop.id, shop.quoteId))!;
    await acknowledgeCheckIn(shop.id, shop.quoteId, {
      sha256: seal!.sha256,
      customerName: "Ana",
      channel: "link",
      takenBy: null,
      ...visitor,
    });
    expect(await deleteQuote(shop.id, shop.quoteId)).toBe("answered");
    expect(await getQuote(shop.id, shop.quoteId)).toBeDefined();
  });

  it("is append-only: the database refuses to change or delete it", async () => {
    const shop = await shopWithData("conferencia-fixa");
    await saveCheckIn(shop.id, shop.quoteId, entry, null);
    const { seal } = (await getCheckIn(shop.id, shop.quoteId))!;
    await acknowledgeCheckIn(shop.id, shop.quoteId, {
      sha256: seal!.sha256,
      customerName: "Ana",
      channel: "link",
      takenBy: null,
      ...visitor,
    });
    await expect(
      getDb().execute(sql`UPDATE check_in_acknowledgements SET customer_name = 'Outro' WHERE quote_id = ${shop.quoteId}`),
    ).rejects.toThrow();
    await expect(getDb().execute(sql`DELETE FROM check_in_acknowledgements WHERE quote_id = ${shop.quoteId}`)).rejects.toThrow();
    const [row] = await getDb().select().from(checkInAcknowledgements).where(eq(checkInAcknowledgements.quoteId, shop.quoteId));
    expect(row!.customerName).toBe("Ana");
  });

  it("in person ('Cliente conferiu aqui'): the customer's name and who at the shop, channel in_person", async () => {
    const shop = await shopWithData("conferencia-aqui");
    signInAs(shop.id);
    await saveCheckIn(shop.id, shop.quoteId, entry, null);
    const { seal } = (await getCheckIn(shop.id, shop.quoteId))!;
    expect(
      await acknowledgeCheckInInPersonAction(shop.quoteId, null, form({ customerName: " ", takenBy: "", sha256: seal!.sha256 })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { customerName: [m.nameRequired], takenBy: [m.takenByRequired] },
    });
    expect(
      await acknowledgeCheckInInPersonAction(shop.quoteId, null, form({ customerName: "Ana", takenBy: "Zé", sha256: seal!.sha256 })),
    ).toEqual({
      ok: true,
      message: m.acknowledgedNow,
    });
    const [row] = await getDb().select().from(checkInAcknowledgements).where(eq(checkInAcknowledgements.quoteId, shop.quoteId));
    expect(row).toMatchObject({ channel: "in_person", customerName: "Ana", takenBy: "Zé" });
  });
});

describe("'Entrada do veículo' from the Painel, for a car with no quote yet", () => {
  it("a car the shop has: one quote for it (a repeat makes no second one), then its check-in form", async () => {
    const shop = await shopWithData("painel");
    signInAs(shop.id);
    const data = form({});
    const result = await startCheckInAction(shop.vehicleId, null, data);
    expect(result).toMatchObject({ ok: true, redirectTo: expect.stringMatching(/^\/dashboard\/quotes\/[0-9a-f-]{36}\/check-in$/) });
    const quoteId = result.ok ? result.redirectTo!.split("/")[3]! : "";
    expect(await startCheckInAction(shop.vehicleId, null, data)).toEqual(result);
    expect(await getQuote(shop.id, quoteId)).toMatchObject({ description: m.quoteDescription, vehicleId: shop.vehicleId, items: [] });
  });

  it("someone new: the walk-in form registers him and his car, then the check-in of his new quote", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    const refused = await createWalkInCheckInAction(null, form({ name: "", phone: "", plate: "abc1d23" }));
    expect(refused).toMatchObject({ ok: false, fieldErrors: { name: [expect.any(String)] } });
    const result = await createWalkInCheckInAction(null, form({ name: "Carlos", phone: "", plate: "abc1d23", make: "Fiat", model: "Uno" }));
    expect(result).toMatchObject({ ok: true, redirectTo: expect.stringMatching(/\/check-in$/) });
    const quote = await getQuote(shop.id, result.ok ? result.redirectTo!.split("/")[3]! : "");
    expect(quote).toMatchObject({ description: m.quoteDescription, customerName: "Carlos", vehicle: { plate: "ABC1D23" } });
  });
});

describe("the snapshot", () => {
  it("lists the checklist in the product's order and photos by their hashes, whatever order was saved", () => {
    const a = buildCheckInSnapshot({
      quoteNumber: 42,
      vehicle: null,
      km: 1,
      fuelEighths: 0,
      complaint: "",
      notes: null,
      checklist: [
        { item: "riscos", state: "problem", note: "porta" },
        { item: "estepe", state: "ok" },
      ],
      photos: [{ sha256: "a".repeat(64) }],
    });
    expect(a.checklist.map((item) => item.item)).toEqual(["estepe", "riscos"]);
    expect(a).toMatchObject({ complaint: null, photos: ["a".repeat(64)], format: "oficina-digital/entrada@1" });
    expect(sealCheckInSnapshot(a).text.startsWith('{"checklist":')).toBe(true);
  });
});

describe("a malformed quote id", () => {
  // Sent to Postgres, each would be refused as a uuid: an error logged per request, and the read throws.
  it("names no quote and no check-in", async () => {
    const shop = await createMechanic({ plan: "pro" });
    for (const id of ["' OR 1=1", "%20OR%201%3D1", "0", "x".repeat(10_000)]) {
      await expect(getQuote(shop.id, id)).resolves.toBeUndefined();
      await expect(getQuoteDocument(shop.id, id)).resolves.toBeUndefined();
      await expect(getCheckIn(shop.id, id)).resolves.toBeUndefined();
      await expect(getCheckInRecord(shop.id, id)).resolves.toBeNull();
    }
  });
});
