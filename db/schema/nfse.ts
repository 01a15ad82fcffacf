/**
 * The service invoice (NFS-e): the shop's fiscal data, its A1 certificate (encrypted), and each
 * note a job asked for, with its history. lib/nfse/ builds, signs and sends; lib/data/nfse-*.ts
 * reads and writes these tables.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, idempotencyKey, version } from "./columns";
import { nfseStatus, taxRegime } from "./enums";
import { shopId } from "./owner";
import { quotes } from "./quotes";
import { byMember, memberColumn } from "./team";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * The shop's fiscal data, the owner's alone ('Nota fiscal' in the profile). The CNPJ is the
 * profile's (shops.tax_id). `next_number` is the next DPS number, taken under the row's lock by
 * each note and never given twice (a rejected DPS keeps its number).
 */
export const fiscalSettings = pgTable(
  "fiscal_settings",
  {
    shopId: shopId().primaryKey(),
    regime: taxRegime("regime").notNull(),
    municipalRegistration: text("municipal_registration"),
    /** cMun / cLocEmi: the shop's city, IBGE's 7 digits, and its name as picked. */
    cityIbgeCode: text("city_ibge_code").notNull(),
    cityName: text("city_name").notNull(),
    /** cTribNac: "140101" for item 14.01.01 of LC 116, as the accountant confirms. */
    nationalTaxCode: text("national_tax_code").notNull().default("140101"),
    /** cTribMun: the city's own code, where it has one. */
    municipalTaxCode: text("municipal_tax_code"),
    /** pAliq, the ISS rate in percent; null when the regime or the city's agreement says not to send it. */
    issRate: numeric("iss_rate", { precision: 5, scale: 2 }),
    /** A company customer withholds the ISS (tpRetISSQN 2). */
    issWithheldByCompanies: boolean("iss_withheld_by_companies").notNull().default(false),
    /** pTotTribSN: a Simples ME/EPP's approximate taxes in percent. */
    simplesTaxPercent: numeric("simples_tax_percent", { precision: 5, scale: 2 }),
    /** Parts are not services (ICMS): listed in the description, or left out. */
    partsInDescription: boolean("parts_in_description").notNull().default(false),
    series: text("series").notNull().default("1"),
    nextNumber: bigint("next_number", { mode: "number" }).notNull().default(1),
    version: version(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("fiscal_settings_city_check", sql`${t.cityIbgeCode} ~ '^[0-9]{7}$'`),
    check("fiscal_settings_tax_code_check", sql`${t.nationalTaxCode} ~ '^[0-9]{6}$'`),
    check("fiscal_settings_series_check", sql`${t.series} ~ '^[0-9]{1,5}$'`),
    check("fiscal_settings_next_number_check", sql`${t.nextNumber} BETWEEN 1 AND 999999999999999`),
  ],
);

/**
 * The shop's A1 certificate: the .pfx and its password sealed together with AES-256-GCM under
 * NFSE_CERTIFICATE_KEY (lib/nfse/vault.ts). What the screen shows (holder, CNPJ, validity) is kept
 * beside it in clear; the sealed bytes are never read by a list, the export or a log.
 */
export const shopCertificates = pgTable(
  "shop_certificates",
  {
    shopId: shopId().primaryKey(),
    sealed: bytea("sealed").notNull(),
    holderName: text("holder_name").notNull(),
    cnpj: text("cnpj").notNull(),
    notBefore: timestamp("not_before", { withTimezone: true }).notNull(),
    notAfter: timestamp("not_after", { withTimezone: true }).notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: memberColumn("uploaded_by"),
    /** The expiry e-mails sent for this certificate: 30 and 7 days before notAfter. */
    noticeDaysSent: integer("notice_days_sent")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    byMember("shop_certificates_uploaded_by_fk", t.uploadedBy, t.shopId),
    // The daily expiry check reads the certificates ending soon.
    index("shop_certificates_not_after_idx").on(t.notAfter),
  ],
);

/**
 * A job's NFS-e, one row per DPS. Append-only in what matters: migration 0046's trigger refuses a
 * delete (unless the shop itself is gone) and any change to the XMLs, the key and the number once
 * written; kept five years.
 */
export const nfseNotes = pgTable(
  "nfse_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    quoteId: uuid("quote_id").notNull(),
    status: nfseStatus("status").notNull(),
    /** Through the API ("national") or typed from the portal ("portal"). */
    channel: text("channel").notNull(),
    environment: text("environment"),
    series: text("series"),
    dpsNumber: bigint("dps_number", { mode: "number" }),
    /** The DPS's Id (infDPS/@Id): what a query asks for before sending again. */
    dpsId: text("dps_id"),
    dpsXml: text("dps_xml"),
    nfseXml: text("nfse_xml"),
    /** chNFSe: 50 digits. */
    accessKey: text("access_key"),
    /** nNFSe: the note's number in the city's sequence. */
    nfseNumber: text("nfse_number"),
    /** What the note says, for the screens and our DANFSe: taker, description, amounts. */
    summary: jsonb("summary").$type<NfseSummary>().notNull(),
    /** The government's refusal (code and text), when rejected, or the cancellation's. */
    errors: jsonb("errors").$type<{ code: string; message: string }[]>(),
    /** How many times the queue sent or queried it. */
    attempts: integer("attempts").notNull().default(0),
    idempotencyKey: idempotencyKey(),
    requestedBy: memberColumn("requested_by"),
    createdAt: createdAt(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    cancelReasonCode: text("cancel_reason_code"),
    cancelReason: text("cancel_reason"),
    cancelXml: text("cancel_xml"),
    cancelEventXml: text("cancel_event_xml"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: memberColumn("cancelled_by"),
  },
  (t) => [
    foreignKey({ name: "nfse_notes_quote_owner_fk", columns: [t.quoteId, t.shopId], foreignColumns: [quotes.id, quotes.shopId] }).onDelete(
      "cascade",
    ),
    byMember("nfse_notes_requested_by_fk", t.requestedBy, t.shopId),
    byMember("nfse_notes_cancelled_by_fk", t.cancelledBy, t.shopId),
    unique("nfse_notes_id_shop_id_key").on(t.id, t.shopId),
    unique("nfse_notes_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey),
    unique("nfse_notes_shop_id_series_number_key").on(t.shopId, t.series, t.dpsNumber),
    // A job has at most one note that counts: a new one only after a rejection or a cancellation.
    uniqueIndex("nfse_notes_one_per_quote_idx")
      .on(t.quoteId)
      .where(sql`${t.status} IN ('sending', 'issued', 'cancelling', 'recorded')`),
    index("nfse_notes_quote_id_created_at_idx").on(t.quoteId, t.createdAt),
    check("nfse_notes_channel_check", sql`${t.channel} IN ('national', 'portal')`),
    check("nfse_notes_access_key_check", sql`${t.accessKey} IS NULL OR ${t.accessKey} ~ '^[0-9]{50}$'`),
  ],
);

/** A note's history, append-only (the trigger refuses UPDATE, and DELETE while the note and its shop exist). */
export const nfseEvents = pgTable(
  "nfse_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    noteId: uuid("note_id").notNull(),
    /** requested, sent, issued, rejected, unknown, found, cancel_requested, cancelled, cancel_rejected, recorded. */
    kind: text("kind").notNull(),
    detail: text("detail"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "nfse_events_note_owner_fk",
      columns: [t.noteId, t.shopId],
      foreignColumns: [nfseNotes.id, nfseNotes.shopId],
    }).onDelete("cascade"),
    index("nfse_events_note_id_at_idx").on(t.noteId, t.at),
  ],
);

/**
 * What a note says, frozen when it is asked for (the shop's and the customer's data may change
 * later): the screens, the customer's link and our DANFSe read it; the XMLs stay the record.
 */
export interface NfseSummary {
  providerName: string;
  /** CNPJ, digits. */
  providerCnpj: string;
  providerMunicipalRegistration?: string;
  /** "Rua X, 10 - Centro - Campinas - SP", when the profile has it. */
  providerAddress?: string;
  /** The city of issue (cLocEmi), "Campinas - SP". */
  cityName: string;
  customerName: string;
  /** CPF or CNPJ, digits. */
  customerDocument: string;
  customerAddress?: string;
  customerEmail?: string;
  /** xDescServ: the labour, one line per item, and the parts when the shop lists them. */
  description: string;
  /** cTribNac and its description ("14.01.01 - Lubrificação, limpeza…"). */
  nationalTaxCode: string;
  nationalTaxCodeDescription?: string;
  /** dCompet, yyyy-MM-dd. */
  competenceDate: string;
  /** vServ, the labour before the discount; decimal strings with two places ("1234.50"). */
  servicesTotal: string;
  /** vDescIncond: the quote's discount shared out to the labour, when there is one. */
  discount?: string;
  issRate?: string;
  issWithheld: boolean;
  /** "mei" | "simples" | "not_simples" at the time. */
  regime: string;
  /** For a note typed from the portal: the day the shop says it was issued there (yyyy-MM-dd). */
  issuedOn?: string;
}
