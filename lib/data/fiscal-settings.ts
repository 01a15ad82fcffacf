import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { fiscalSettings, shopCertificates, shops } from "@/db/schema";
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
