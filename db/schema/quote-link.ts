/** What happens to a quote once sent: its link, its sends, the versions the customer sees, the answers and the views. */
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, idempotencyKey } from "./columns";
import { answerChannel, quoteAnswer, quoteSendChannel, quoteSendPurpose } from "./enums";
import { shopId } from "./owner";
import { quotes } from "./quotes";

/**
 * The customer's link to a quote, /orcamento/{token}. The token is the only key a visitor has, so
 * it is 192 random bits (lib/quotes/link-token.ts). It is kept as is, not hashed: the shop must be
 * able to copy and send the same link again, and whoever can read this table can read the quote
 * itself. Revoking keeps the row (revoked_at) so an old link stays dead; a quote has one live link.
 */
export const quoteLinks = pgTable(
  "quote_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull(),
    shopId: shopId(),
    token: text("token").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    unique("quote_links_token_key").on(t.token),
    uniqueIndex("quote_links_live_quote_id_key")
      .on(t.quoteId)
      .where(sql`${t.revokedAt} IS NULL`),
    index("quote_links_shop_id_idx").on(t.shopId),
    foreignKey({
      name: "quote_links_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
  ],
);

/** Each time the quote was sent: by WhatsApp (opened from the app) or by e-mail (delivered to SMTP). */
export const quoteSends = pgTable(
  "quote_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull(),
    shopId: shopId(),
    channel: quoteSendChannel("channel").notNull(),
    /** The phone's digits or the e-mail address it went to. */
    recipient: text("recipient").notNull(),
    /** The quote, or the 'Carro pronto' e-mail: each is listed as what it was. */
    purpose: quoteSendPurpose("purpose").notNull().default("quote"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: idempotencyKey(),
  },
  (t) => [
    unique("quote_sends_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey),
    index("quote_sends_quote_id_sent_at_idx").on(t.quoteId, t.sentAt.desc()),
    // 'Lembretes': the quotes sent in a range of days (a quote sent 3 days ago with no answer).
    index("quote_sends_shop_id_sent_at_idx").on(t.shopId, t.sentAt),
    foreignKey({
      name: "quote_sends_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
  ],
);

/**
 * Each version of a quote its customer could see: the canonical JSON of exactly what the link
 * showed (lib/quotes/snapshot.ts) and its SHA-256, so anyone can recompute the hash from the
 * text. A new version is written when the quote, as the customer would see it, differs from the
 * last one. Append-only: the database refuses UPDATE, and DELETE while the quote exists
 * (migration 0017); deleting the quote (or the account) takes its versions with it.
 */
export const quoteVersions = pgTable(
  "quote_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull(),
    // No reference to users: a row goes only with its quote, so the append-only trigger can tell
    // a cascade from a deletion of the record alone.
    shopId: uuid("shop_id").notNull(),
    number: integer("number").notNull(),
    snapshot: text("snapshot").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("quote_versions_quote_id_number_key").on(t.quoteId, t.number),
    unique("quote_versions_id_quote_id_shop_id_key").on(t.id, t.quoteId, t.shopId),
    index("quote_versions_shop_id_idx").on(t.shopId),
    check("quote_versions_number_check", sql`${t.number} >= 1`),
    check("quote_versions_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    foreignKey({
      name: "quote_versions_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
  ],
);

/**
 * The customer's answer to one version, as the law needs it kept (who, when, from where, what,
 * and the answer): one per version, append-only like the versions.
 */
export const quoteAnswers = pgTable(
  "quote_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    versionId: uuid("version_id").notNull(),
    quoteId: uuid("quote_id").notNull(),
    shopId: uuid("shop_id").notNull(),
    versionNumber: integer("version_number").notNull(),
    /** The SHA-256 of the version's snapshot: what the customer answered, in the record itself. */
    sha256: text("sha256").notNull(),
    answer: quoteAnswer("answer").notNull(),
    /** The name the customer typed (required to approve, optional to refuse). */
    customerName: text("customer_name"),
    reason: text("reason"),
    /** On the link, or in person on the shop's phone ('Aprovação presencial'). */
    channel: answerChannel("channel").notNull().default("link"),
    /** In person: who at the shop took the answer (the name the shop typed). */
    takenBy: text("taken_by"),
    /** Consent to the version's non-original parts (CDC art. 21); null when it had none. */
    nonOriginalPartsConsent: boolean("non_original_parts_consent"),
    clientAddress: text("client_address").notNull(),
    userAgent: text("user_agent").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("quote_answers_version_id_key").on(t.versionId),
    index("quote_answers_quote_id_idx").on(t.quoteId),
    index("quote_answers_shop_id_idx").on(t.shopId),
    check("quote_answers_approval_check", sql`${t.answer} = 'rejected' OR ${t.customerName} IS NOT NULL`),
    check("quote_answers_taken_by_check", sql`(${t.channel} = 'in_person') = (${t.takenBy} IS NOT NULL)`),
    foreignKey({
      name: "quote_answers_version_fk",
      columns: [t.versionId, t.quoteId, t.shopId],
      foreignColumns: [quoteVersions.id, quoteVersions.quoteId, quoteVersions.shopId],
    }).onDelete("cascade"),
  ],
);

/** The first time the link showed a version to someone other than the shop ('Visualizado'). */
export const quoteViews = pgTable(
  "quote_views",
  {
    versionId: uuid("version_id").primaryKey(),
    quoteId: uuid("quote_id").notNull(),
    shopId: uuid("shop_id").notNull(),
    clientAddress: text("client_address").notNull(),
    userAgent: text("user_agent").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quote_views_quote_id_idx").on(t.quoteId),
    index("quote_views_shop_id_idx").on(t.shopId),
    foreignKey({
      name: "quote_views_version_fk",
      columns: [t.versionId, t.quoteId, t.shopId],
      foreignColumns: [quoteVersions.id, quoteVersions.quoteId, quoteVersions.shopId],
    }).onDelete("cascade"),
  ],
);
