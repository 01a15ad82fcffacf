/**
 * Tenant isolation: 'Nota fiscal' (the matrix: tests/security/tenant-isolation.test.ts). Nothing
 * here takes a record id: every write is the caller's own shop's row, keyed by the shop. B's saves
 * and removal touch B's rows only, and A's fiscal data and certificate do not change (the matrix
 * compares them before and after).
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const actions = await import("@/lib/actions/fiscal-settings");
const { getDb } = await import("@/db");
const { fiscalSettings, shopCertificates } = await import("@/db/schema");
const { submittedForm: form } = await import("../../../support/forms");

const certificateOf = async (shopId: string) =>
  (await getDb().select({ shopId: shopCertificates.shopId }).from(shopCertificates).where(eq(shopCertificates.shopId, shopId))).length;

export const attacks: Record<string, Attack> = {
  "lib/actions/fiscal-settings.ts#removeCertificateAction": async (a, b) => {
    expect(await actions.removeCertificateAction()).toMatchObject({ ok: true });
    expect(await certificateOf(b.id)).toBe(0);
    expect(await certificateOf(a.id)).toBe(1);
  },
  "lib/actions/fiscal-settings.ts#saveFiscalSettingsAction": async (a, b) => {
    const [own] = await getDb().select({ version: fiscalSettings.version }).from(fiscalSettings).where(eq(fiscalSettings.shopId, b.id));
    const saved = await actions.saveFiscalSettingsAction(
      null,
      form({ regime: "mei", city: "Recife - PE", nationalTaxCode: "141201", series: "9", nextNumber: "7", version: String(own!.version) }),
    );
    expect(saved).toMatchObject({ ok: true });
    const [row] = await getDb().select({ city: fiscalSettings.cityName }).from(fiscalSettings).where(eq(fiscalSettings.shopId, b.id));
    expect(row!.city).toBe("Recife - PE");
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/actions/fiscal-settings.ts#uploadCertificateAction": "stores the caller's own shop's certificate, checked against its own CNPJ",
  "lib/actions/cities.ts#searchCitiesAction": "reads the public list of IBGE cities; no shop's rows",
  "lib/data/fiscal-settings.ts#getFiscalProfile": "the session's own shop",
  "lib/data/fiscal-settings.ts#saveFiscalSettings": "the session's own shop; the row's key is the shop",
  "lib/data/fiscal-settings.ts#saveShopCertificate": "the session's own shop; the row's key is the shop",
  "lib/data/fiscal-settings.ts#removeShopCertificate": "the session's own shop; the row's key is the shop",
  "lib/data/shop-certificate-key.ts#loadShopCertificate":
    "the shop the caller works for; the sealed file is bound to its shop's id (AES-GCM associated data), so a row copied to another shop does not open",
  "lib/data/certificate-expiry.ts#shopsOwingExpiryNotice":
    "the daily task's list across every shop: shop ids, to the queue, never to a person",
  "lib/data/certificate-expiry.ts#sendExpiryNoticeOnce": "the task's shop, named by the queue; the e-mail goes to that shop's own owner",
};
