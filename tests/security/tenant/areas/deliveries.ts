/** Tenant isolation: 'Registrar entrega', the warranty and 'Retorno em garantia' (the matrix: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const { registerDeliveryAction } = await import("@/lib/actions/deliveries");
const deliveries = await import("@/lib/data/deliveries");
const { undoDeliveryIn } = await import("@/lib/data/delivery-dues");
const { getDb } = await import("@/db");
const { eq } = await import("drizzle-orm");
const { quotes } = await import("@/db/schema");
const { messages } = await import("@/lib/messages");
const { submittedForm: form } = await import("../../../support/forms");

const m = messages.delivery;
const delivery = { deliveredAt: new Date("2026-11-20T15:00:00Z"), km: 99999, replacedParts: "none" as const, notes: "Roubado" };

export const attacks: Record<string, Attack> = {
  "lib/actions/deliveries.ts#registerDeliveryAction": async (a) => {
    const input = form({ deliveredAt: "2026-11-20T10:00", km: "99999", replacedParts: "discarded", notes: "Roubado" });
    expect(await registerDeliveryAction(a.quoteId, null, input)).toEqual({ ok: false, message: m.error + m.notFoundReason });
  },
  "lib/data/deliveries.ts#registerDelivery": async (a, b) => {
    expect(await deliveries.registerDelivery(b.id, a.quoteId, delivery)).toEqual({ ok: false, reason: "notFound" });
  },
  // A's delivery row stays: the matrix compares A's rows after the call.
  "lib/data/delivery-dues.ts#undoDeliveryIn": async (a, b) => {
    await getDb().transaction((tx) => undoDeliveryIn(tx, b.id, a.quoteId));
  },
  "lib/data/deliveries.ts#getDelivery": async (a, b) => {
    expect(await deliveries.getDelivery(b.id, a.quoteId)).toBeUndefined();
  },
  "lib/data/deliveries.ts#minimumDeliveryKm": async (a, b) => {
    expect(await deliveries.minimumDeliveryKm(b.id, a.quoteId)).toBeNull();
  },
  "lib/data/deliveries.ts#runningWarrantiesOf": async (a, b) => {
    expect(await deliveries.runningWarrantiesOf(b.id, [a.vehicleId])).toEqual([]);
  },
  "lib/data/deliveries.ts#runningWarrantyOf": async (a, b) => {
    expect(await deliveries.runningWarrantyOf(b.id, a.vehicleId)).toBeUndefined();
  },
  "lib/data/deliveries.ts#linkWarrantyReturnIn": async (a, b) => {
    const today = "2026-11-26";
    // B's own quote named as a return of A's job, and A's quote as a return of itself: neither links.
    expect(await getDb().transaction((tx) => deliveries.linkWarrantyReturnIn(tx, b.id, b.quoteId, a.quoteId, today))).toBe(false);
    expect(await getDb().transaction((tx) => deliveries.linkWarrantyReturnIn(tx, b.id, a.quoteId, b.quoteId, today))).toBe(false);
    const [own] = await getDb().select({ of: quotes.warrantyOfQuoteId }).from(quotes).where(eq(quotes.id, b.quoteId));
    expect(own?.of).toBeNull();
  },
  "lib/data/deliveries.ts#getWarrantyLinks": async (a, b) => {
    expect(await deliveries.getWarrantyLinks(b.id, a.quoteId)).toEqual({ returnOf: null, returns: [] });
  },
};

export const exempt: Record<string, string> = {};
