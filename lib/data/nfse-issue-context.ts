import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, fiscalSettings, nfseEvents, nfseNotes, quoteDeliveries, quotes, shopCertificates, shops } from "@/db/schema";
import type { NfseSummary } from "@/db/schema/nfse";
import { getQuote } from "@/lib/data/quote-document";
import type { NfseStatus, QuoteStatus } from "@/lib/enums";
import type { FiscalSettingsView } from "@/lib/data/fiscal-settings";
import { isRecordId } from "@/lib/record-id";
import type { Quote } from "@/lib/quotes/types";

// What the 'Emitir NFS-e' page and action read of a job: the job, its customer's fiscal data, the
// shop's CNPJ, fiscal data and whether it keeps a certificate, and the note it may already have.
// Every function takes the shop's id first and filters by it in the same statement.

export type CustomerFiscalData = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  document: string | null;
  postalCode: string | null;
  street: string | null;
  streetNumber: string | null;
  complement: string | null;
  district: string | null;
  cityIbgeCode: string | null;
  cityName: string | null;
};

/** A job's note as its page shows it: never the XMLs. */
export type JobNote = {
  id: string;
  status: NfseStatus;
  channel: "national" | "portal";
  environment: string | null;
  series: string | null;
  dpsNumber: number | null;
  accessKey: string | null;
  nfseNumber: string | null;
  summary: NfseSummary;
  errors: { code: string; message: string }[] | null;
  attempts: number;
  createdAt: Date;
  issuedAt: Date | null;
  cancelReason: string | null;
  cancelledAt: Date | null;
  /** Nothing has happened to it for a minute (its last event): 'Verificar agora' is offered while it waits. */
  quiet: boolean;
};

export type IssueContext = {
  quote: Quote;
  status: QuoteStatus;
  /** Paid in full: approved total reached. */
  paid: boolean;
  deliveredAt: Date | null;
  customer: CustomerFiscalData;
  shop: { name: string; cnpj: string | null; address: string | null };
  settings: (Omit<FiscalSettingsView, "version" | "nextNumber"> & { nextNumber: number }) | null;
  hasCertificate: boolean;
  certificateNotAfter: Date | null;
  /** The note that counts, or else the latest (rejected or cancelled); null when none. */
  note: JobNote | null;
};

const noteColumns = {
  id: nfseNotes.id,
  status: nfseNotes.status,
  channel: sql<"national" | "portal">`${nfseNotes.channel}`,
  environment: nfseNotes.environment,
  series: nfseNotes.series,
  dpsNumber: nfseNotes.dpsNumber,
  accessKey: nfseNotes.accessKey,
  nfseNumber: nfseNotes.nfseNumber,
  summary: nfseNotes.summary,
  errors: nfseNotes.errors,
  attempts: nfseNotes.attempts,
  createdAt: nfseNotes.createdAt,
  issuedAt: nfseNotes.issuedAt,
  cancelReason: nfseNotes.cancelReason,
  cancelledAt: nfseNotes.cancelledAt,
  quiet: sql<boolean>`coalesce((select max(e.at) from ${nfseEvents} e where e.note_id = ${nfseNotes.id} and e.shop_id = ${nfseNotes.shopId}), ${nfseNotes.createdAt}) < now() - interval '1 minute'`,
};

/** The job's note that counts (being sent, issued, cancelling, recorded), else its latest one. */
export async function getJobNote(shopId: string, quoteId: string): Promise<JobNote | null> {
  if (!isRecordId(quoteId)) return null;
  const [note] = await getDb()
    .select(noteColumns)
    .from(nfseNotes)
    .where(and(eq(nfseNotes.shopId, shopId), eq(nfseNotes.quoteId, quoteId)))
    .orderBy(sql`${inArray(nfseNotes.status, ["sending", "issued", "cancelling", "recorded"])} desc`, desc(nfseNotes.createdAt))
    .limit(1);
  return note ?? null;
}

export type JobNoteState = { note: JobNote | null; status: QuoteStatus; paid: boolean };

/** The job's note and whether the job may have one (delivered, or paid in full): the job page's section. */
export async function getJobNoteState(shopId: string, quoteId: string): Promise<JobNoteState | null> {
  if (!isRecordId(quoteId)) return null;
  const [[job], note] = await Promise.all([
    getDb()
      .select({
        status: quotes.status,
        paid: sql<boolean>`${quotes.approvedTotal} IS NOT NULL AND ${quotes.paidTotal} >= ${quotes.approvedTotal}`,
      })
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId))),
    getJobNote(shopId, quoteId),
  ]);
  return job ? { ...job, note } : null;
}

export async function getIssueContext(shopId: string, quoteId: string): Promise<IssueContext | null> {
  if (!isRecordId(quoteId)) return null;
  const [quote, [row], note] = await Promise.all([
    getQuote(shopId, quoteId),
    getDb()
      .select({
        status: quotes.status,
        paid: sql<boolean>`${quotes.approvedTotal} IS NOT NULL AND ${quotes.paidTotal} >= ${quotes.approvedTotal}`,
        deliveredAt: quoteDeliveries.deliveredAt,
        customer: {
          id: customers.id,
          name: customers.name,
          email: customers.email,
          phone: customers.phone,
          document: customers.document,
          postalCode: customers.postalCode,
          street: customers.street,
          streetNumber: customers.streetNumber,
          complement: customers.complement,
          district: customers.district,
          cityIbgeCode: customers.cityIbgeCode,
          cityName: customers.cityName,
        },
        shopName: shops.shopName,
        cnpj: shops.taxId,
        street: shops.street,
        streetNumber: shops.streetNumber,
        district: shops.district,
        city: shops.city,
        state: shops.state,
        settings: {
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
        },
        certificateNotAfter: shopCertificates.notAfter,
      })
      .from(quotes)
      .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.shopId, quotes.shopId)))
      .innerJoin(shops, eq(shops.id, quotes.shopId))
      .leftJoin(quoteDeliveries, and(eq(quoteDeliveries.quoteId, quotes.id), eq(quoteDeliveries.shopId, quotes.shopId)))
      .leftJoin(fiscalSettings, eq(fiscalSettings.shopId, quotes.shopId))
      .leftJoin(shopCertificates, eq(shopCertificates.shopId, quotes.shopId))
      .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId))),
    getJobNote(shopId, quoteId),
  ]);
  if (!quote || !row) return null;
  const address = [
    [row.street, row.streetNumber].filter(Boolean).join(", "),
    row.district,
    [row.city, row.state].filter(Boolean).join(" - "),
  ]
    .filter(Boolean)
    .join(" - ");
  return {
    quote,
    status: row.status,
    paid: row.paid,
    deliveredAt: row.deliveredAt,
    customer: row.customer,
    shop: { name: row.shopName ?? "", cnpj: row.cnpj, address: address || null },
    settings: row.settings?.regime ? (row.settings as NonNullable<IssueContext["settings"]>) : null,
    hasCertificate: row.certificateNotAfter !== null,
    certificateNotAfter: row.certificateNotAfter,
    note,
  };
}
