import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { fiscalSettings, shopCertificates, shops } from "@/db/schema";
import { versionedSave, type VersionedSave } from "@/lib/data/versioned-update";
import type { TaxRegimeId } from "@/lib/enums";

// The shop's fiscal data ('Nota fiscal' in the profile) and what the screens show of its
// certificate. Every function takes the shop's id first and filters by it in the same statement.
// The sealed certificate itself is read only by lib/data/shop-certificate-key.ts.

export type FiscalSettingsView = {
  regime: TaxRegimeId;
  municipalRegistration: string | null;
  cityIbgeCode: string;
  cityName: string;
  nationalTaxCode: string;
  municipalTaxCode: string | null;
  /** Decimal text ("2.00") or null. */
  issRate: string | null;
  issWithheldByCompanies: boolean;
  simplesTaxPercent: string | null;
  partsInDescription: boolean;
  series: string;
  nextNumber: number;
  version: number;
};

/** What the screens say of the certificate: never its bytes nor its password. */
export type CertificateView = {
  holderName: string;
  cnpj: string;
  notBefore: Date;
  notAfter: Date;
  uploadedAt: Date;
};

export type FiscalProfile = {
  /** The profile's CNPJ (shops.tax_id), digits, or null. */
  cnpj: string | null;
  settings: FiscalSettingsView | null;
  certificate: CertificateView | null;
};

/** The shop's CNPJ, fiscal data and certificate's face in one statement; null: no such shop. */
export async function getFiscalProfile(shopId: string): Promise<FiscalProfile | null> {
  const [row] = await getDb()
    .select({
      cnpj: shops.taxId,
      regime: fiscalSettings.regime,
      municipalRegistration: fiscalSettings.municipalRegistration,
      cityIbgeCode: fiscalSettings.cityIbgeCode,
      cityName: fiscalSettings.cityName,
      nationalTaxCode: fiscalSettings.nationalTaxCode,
      municipalTaxCode: fiscalSettings.municipalTaxCode,
      issRate: fiscalSettings.issRate,
      issWithheldByCompanies: fiscalSettings.issWithheldByCompanies,
      simplesTaxPercent: fiscalSettings.simplesTaxPercent,
      partsInDescription: fiscalSettings.partsInDescription,
      series: fiscalSettings.series,
      nextNumber: fiscalSettings.nextNumber,
      version: fiscalSettings.version,
      holderName: shopCertificates.holderName,
      certificateCnpj: shopCertificates.cnpj,
      notBefore: shopCertificates.notBefore,
      notAfter: shopCertificates.notAfter,
      uploadedAt: shopCertificates.uploadedAt,
    })
    .from(shops)
    .leftJoin(fiscalSettings, eq(fiscalSettings.shopId, shops.id))
    .leftJoin(shopCertificates, eq(shopCertificates.shopId, shops.id))
    .where(eq(shops.id, shopId));
  if (!row) return null;
  const { cnpj, holderName, certificateCnpj, notBefore, notAfter, uploadedAt, regime, ...settings } = row;
  return {
    cnpj: cnpj ? cnpj.replace(/\D/g, "") : null,
    settings: regime === null ? null : ({ regime, ...settings } as FiscalSettingsView),
    certificate:
      holderName === null || certificateCnpj === null || notBefore === null || notAfter === null || uploadedAt === null
        ? null
        : { holderName, cnpj: certificateCnpj, notBefore, notAfter, uploadedAt },
  };
}

/** The version a page without fiscal data sends back: its save creates the row. */
export const NO_SETTINGS_YET = 0;

/** What the settings' save writes: the form's fields with the city read back to its IBGE code. */
export type FiscalSettingsInput = Omit<FiscalSettingsView, "version" | "nextNumber"> & { nextNumber: number };

/**
 * Saves the shop's fiscal data while it is still at `expectedVersion` (0: the page saw none, and
 * the row is created). A save from a page loaded before another save, or a first save racing
 * another first save, is stale and writes nothing.
 */
export async function saveFiscalSettings(shopId: string, input: FiscalSettingsInput, expectedVersion: number): Promise<VersionedSave> {
  const db = getDb();
  const own = eq(fiscalSettings.shopId, shopId);
  if (expectedVersion === NO_SETTINGS_YET) {
    const created = await db
      .insert(fiscalSettings)
      .values({ ...input, shopId })
      .onConflictDoNothing({ target: fiscalSettings.shopId })
      .returning({ version: fiscalSettings.version });
    return versionedSave(created, () => db.select({ shopId: fiscalSettings.shopId }).from(fiscalSettings).where(own));
  }
  const updated = await db
    .update(fiscalSettings)
    .set({ ...input, version: sql`${fiscalSettings.version} + 1`, updatedAt: sql`now()` })
    .where(and(own, eq(fiscalSettings.version, expectedVersion)))
    .returning({ version: fiscalSettings.version });
  return versionedSave(updated, () => db.select({ shopId: fiscalSettings.shopId }).from(fiscalSettings).where(own));
}

/** What is stored of an uploaded certificate: the sealed file and password, and its face in clear. */
export type StoredCertificate = {
  sealed: Buffer;
  holderName: string;
  cnpj: string;
  notBefore: Date;
  notAfter: Date;
  /** The member who uploaded it (the caller's shop_members id). */
  uploadedBy: string | null;
};

/**
 * Stores the shop's certificate, replacing the one before: a new certificate gets its own expiry
 * e-mails (noticeDaysSent starts empty again). A database failure is rethrown without the
 * statement's parameters: Drizzle's error text carries them, and the sealed file must not reach a log.
 */
export async function saveShopCertificate(shopId: string, certificate: StoredCertificate): Promise<void> {
  const values = { ...certificate, uploadedAt: sql`now()`, noticeDaysSent: sql`'{}'::integer[]` };
  try {
    await getDb()
      .insert(shopCertificates)
      .values({ shopId, ...values })
      .onConflictDoUpdate({ target: shopCertificates.shopId, set: values });
  } catch (error) {
    throw withoutParameters(error);
  }
}

/** Removes the shop's certificate; false when it had none. */
export async function removeShopCertificate(shopId: string): Promise<boolean> {
  const removed = await getDb()
    .delete(shopCertificates)
    .where(eq(shopCertificates.shopId, shopId))
    .returning({ shopId: shopCertificates.shopId });
  return removed.length > 0;
}

/** The failure, named by its Postgres code only (no statement, no parameters, no cause). */
function withoutParameters(error: unknown): Error {
  const code = findCode(error);
  return new Error(`shop_certificates: gravação falhou${code ? ` (Postgres ${code})` : ""}`);
}

function findCode(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("code" in error && typeof error.code === "string") return error.code;
  return "cause" in error ? findCode(error.cause) : undefined;
}
