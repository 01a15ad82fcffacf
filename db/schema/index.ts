import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
// Relative, not "@/": drizzle-kit reads this file without the app's path aliases.
import {
  ACCOUNT_TOKEN_PURPOSES,
  DISCOUNT_KINDS,
  LABOUR_PRICINGS,
  PART_CONDITIONS,
  QUOTE_ANSWERS,
  QUOTE_ITEM_KINDS,
  QUOTE_SEND_CHANNELS,
  QUOTE_STATUS_IDS,
  SUBSCRIPTION_PLAN_IDS,
  TICKET_STATUS_IDS,
  type Weekday,
} from "../lib/enums";

// Every table a shop owns carries user_id; every user_id lookup has an index.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const subscriptionPlan = pgEnum("subscription_plan", SUBSCRIPTION_PLAN_IDS);
export const quoteStatus = pgEnum("quote_status", QUOTE_STATUS_IDS);
export const ticketStatus = pgEnum("ticket_status", TICKET_STATUS_IDS);
export const quoteItemKind = pgEnum("quote_item_kind", QUOTE_ITEM_KINDS);
export const partCondition = pgEnum("part_condition", PART_CONDITIONS);
export const labourPricing = pgEnum("labour_pricing", LABOUR_PRICINGS);
export const discountKind = pgEnum("discount_kind", DISCOUNT_KINDS);
export const quoteSendChannel = pgEnum("quote_send_channel", QUOTE_SEND_CHANNELS);
export const quoteAnswer = pgEnum("quote_answer", QUOTE_ANSWERS);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Runs the product: sees its own leads and every shop's tickets. Set only by `npm run operator`. */
    isOperator: boolean("is_operator").notNull().default(false),
    /** When the owner followed the link e-mailed to `email`; null until then (and after a change, until the new one is confirmed). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`)],
);

export const accountTokenPurpose = pgEnum("account_token_purpose", ACCOUNT_TOKEN_PURPOSES);

/**
 * The links e-mailed to an account (confirm the address, set a new password, confirm a new
 * address). Only the SHA-256 of the token is kept: a copy of the database opens no account. Each
 * works once (`used_at`) and until `expires_at`; `email` is the address it was sent to, so a link
 * proves that address and no other.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: accountTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("account_tokens_token_hash_key").on(t.tokenHash), index("account_tokens_user_id_idx").on(t.userId, t.purpose)],
);

/**
 * One signed-in browser: a login starts a row, the session cookie names it, and every request
 * reads it together with the account. 'Sair' deletes that row and 'Sair de todos os aparelhos'
 * every row of the account, so a copied cookie stops working at once, not when it expires.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The browser's own description, cut short: only to tell the account's devices apart. */
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    /** When its cookie expires; pushed forward with the cookie when the server issues a new one. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId, t.expiresAt)],
);

/**
 * What the lists search, accents and case ignored ('joao' finds 'João'). The same expression is
 * used by the trigram indexes below and by the queries in lib/data, so Postgres uses the index.
 * immutable_unaccent() comes from migration 0001.
 */
export function unaccented(text: SQL) {
  return sql`immutable_unaccent(${text})`;
}

/** The shop (user) a row belongs to; deleting the account deletes its rows. */
const ownerId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * The key a create form sends once per entry (lib/idempotency-key.ts): a second submit of the same
 * entry finds the first row instead of adding another. Rows made outside a form get a random one.
 */
const idempotencyKey = () => uuid("idempotency_key").notNull().defaultRandom();

/**
 * Optimistic concurrency for the rows an edit form saves: each save adds one, and succeeds only
 * while the row is still at the version the form loaded, so a save from a tab opened earlier is
 * refused instead of silently overwriting what another tab or device saved in between.
 */
const version = () => integer("version").notNull().default(1);

/** A service the shop offers, kept inside the profile. */
export type ShopService = { id: string; name: string; price: number; description?: string };

export type OpeningHours = Record<Weekday, { open: boolean; hours: string }>;

export const mechanicProfiles = pgTable("mechanic_profiles", {
  id: uuid("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  slug: text("slug").unique(),
  shopName: text("shop_name"),
  ownerName: text("owner_name"),
  description: text("description"),
  logoUrl: text("logo_url"),
  openingHours: jsonb("opening_hours").$type<OpeningHours>(),
  whatsappIntegration: text("whatsapp_integration"),
  services: jsonb("services").$type<ShopService[]>().notNull().default([]),
  /** The shop's labour rate: a new labour line priced by the hour starts at it. */
  hourlyRate: numeric("hourly_rate", { precision: 12, scale: 2 }),
  /** What a new quote says about warranty; null states DEFAULT_WARRANTY_TEXT (lib/quotes/items.ts). */
  warrantyText: text("warranty_text"),
  /** What a new quote says about payment ("PIX, cartão ou dinheiro na entrega"). */
  paymentTerms: text("payment_terms"),
  /** The shop's WhatsApp message for a quote; null sends DEFAULT_WHATSAPP_TEMPLATE (lib/quotes/whatsapp.ts). */
  whatsappTemplate: text("whatsapp_template"),
  // Counts saves of 'Salvar Alterações' only: the logo and the plan are written on their own and
  // never make an open profile form stale.
  version: version(),
  subscriptionPlan: subscriptionPlan("subscription_plan"),
  subscriptionStartDate: timestamp("subscription_start_date", { withTimezone: true }),
  subscriptionEndDate: timestamp("subscription_end_date", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Text as search and sorting compare it, ignoring case and accents. Kept in stored generated
 * columns rather than computed in the indexes: a search rechecks every candidate row the trigram
 * index returns, and reading a stored key costs a fraction of unaccenting the name again.
 */
function comparable(text: SQL) {
  return sql`lower(${unaccented(text)})`;
}

/** A phone's bare digits: '97777' and '11977771234' find '(11) 97777-1234' however it was typed. */
function phoneDigitsOf(column: SQL) {
  return sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;
}

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    notes: text("notes"),
    idempotencyKey: idempotencyKey(),
    version: version(),
    createdAt: createdAt(),
    /** The name, for sorting. */
    nameKey: text("name_key")
      .notNull()
      .generatedAlwaysAs(() => comparable(sql`name`)),
    /** A customer is found by name, e-mail or phone, the phone also as bare digits. */
    searchKey: text("search_key")
      .notNull()
      .generatedAlwaysAs(
        () => sql`${comparable(sql`name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')`)} || ' ' || ${phoneDigitsOf(sql`phone`)}`,
      ),
  },
  (t) => [
    unique("customers_user_id_idempotency_key_key").on(t.userId, t.idempotencyKey),
    index("customers_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    // The list is alphabetical: this index gives each shop's page of names without a sort.
    index("customers_user_id_name_key_idx").on(t.userId, t.nameKey, t.id),
    index("customers_search_key_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
    // Lets quotes reference (customer, owner) so a record can never point at
    // another shop's customer.
    unique("customers_id_user_id_key").on(t.id, t.userId),
  ],
);

export const suppliers = pgTable(
  "suppliers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text("name").notNull(),
    phone: text("phone"),
    partsOffered: text("parts_offered"),
    notes: text("notes"),
    idempotencyKey: idempotencyKey(),
    version: version(),
    createdAt: createdAt(),
    /** The name, for sorting. */
    nameKey: text("name_key")
      .notNull()
      .generatedAlwaysAs(() => comparable(sql`name`)),
    /** A supplier is found by name, the parts it offers or its phone (also as bare digits). */
    searchKey: text("search_key")
      .notNull()
      .generatedAlwaysAs(
        () => sql`${comparable(sql`name || ' ' || coalesce(parts_offered, '') || ' ' || coalesce(phone, '')`)} || ' ' || ${phoneDigitsOf(sql`phone`)}`,
      ),
  },
  (t) => [
    unique("suppliers_user_id_idempotency_key_key").on(t.userId, t.idempotencyKey),
    index("suppliers_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    index("suppliers_user_id_name_key_idx").on(t.userId, t.nameKey, t.id),
    // A new name whenever the key's expression changes: drizzle-kit then drops and adds the column
    // (which drops its index) and only re-creates an index whose name it has not seen.
    index("suppliers_search_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id").notNull(),
    userId: ownerId(),
    /**
     * The shop's own count, 1, 2, 3… (shown "Nº 0042"). A trigger (migration 0011) sets it on every
     * insert from the shop's quote_counters row, whatever the insert says: the default only lets an
     * insert leave it out.
     */
    number: integer("number").notNull().default(0),
    description: text("description").notNull(),
    cost: numeric("cost", { precision: 12, scale: 2 }),
    status: quoteStatus("status").notNull().default("pending"),
    serviceDate: timestamp("service_date", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The car the quote is for, one of the same customer's. The foreign key (vehicle_id,
     * customer_id, user_id) → vehicles is written by hand in migration 0015: deleting the vehicle
     * empties only vehicle_id (`SET NULL (vehicle_id)`), which drizzle cannot declare.
     */
    vehicleId: uuid("vehicle_id"),
    checkInKm: integer("check_in_km"),
    // CDC art. 40: how long the price holds, how it is paid, when the work starts and ends.
    validUntil: date("valid_until", { mode: "string" }),
    paymentTerms: text("payment_terms"),
    estimatedStart: date("estimated_start", { mode: "string" }),
    estimatedCompletion: date("estimated_completion", { mode: "string" }),
    observations: text("observations"),
    warrantyText: text("warranty_text"),
    discountKind: discountKind("discount_kind"),
    /** The discount as typed: reais, or a percentage when discount_kind is 'percent'. */
    discountValue: numeric("discount_value", { precision: 12, scale: 2 }),
    // The sums of the items, in reais, written with them (lib/data/quote-items.ts); `cost` is the
    // total. A quote without items keeps its typed cost and zero sums.
    servicesTotal: numeric("services_total", { precision: 12, scale: 2 }).notNull().default("0"),
    partsTotal: numeric("parts_total", { precision: 12, scale: 2 }).notNull().default("0"),
    labourTotal: numeric("labour_total", { precision: 12, scale: 2 }).notNull().default("0"),
    discountTotal: numeric("discount_total", { precision: 12, scale: 2 }).notNull().default("0"),
    itemCount: integer("item_count").notNull().default(0),
    /**
     * The number of the last version the customer approved on the link. While it is set the quote
     * is locked (CDC art. 40 §2): a save is refused unless `amending`, an 'Orçamento complementar'
     * the shop opened, whose next version is approved on its own.
     */
    approvedVersion: integer("approved_version"),
    amending: boolean("amending").notNull().default(false),
    /** A customer answered on the link and the shop has not opened the quote since. */
    answerUnseen: boolean("answer_unseen").notNull().default(false),
    idempotencyKey: idempotencyKey(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    // Lets quote_items reference (quote, owner), so an item can never point at another shop's quote.
    unique("quotes_id_user_id_key").on(t.id, t.userId),
    // A vehicle's own history, newest first.
    index("quotes_vehicle_id_service_date_idx").on(t.vehicleId, t.serviceDate.desc()).where(sql`${t.vehicleId} IS NOT NULL`),
    check("quotes_check_in_km_check", sql`${t.checkInKm} >= 0`),
    check("quotes_discount_check", sql`(${t.discountKind} IS NULL) = (${t.discountValue} IS NULL)`),
    // Also the index for "every record of this shop" (user_id leads it).
    unique("quotes_user_id_idempotency_key_key").on(t.userId, t.idempotencyKey),
    unique("quotes_user_id_number_key").on(t.userId, t.number),
    foreignKey({
      name: "quotes_customer_owner_fk",
      columns: [t.customerId, t.userId],
      foreignColumns: [customers.id, customers.userId],
    }).onDelete("cascade"),
    index("quotes_customer_id_service_date_idx").on(t.customerId, t.serviceDate.desc()),
    // The shop's quote list, newest first, and the Painel's open work by status.
    index("quotes_user_id_service_date_idx").on(t.userId, t.serviceDate.desc(), t.id.desc()),
    index("quotes_user_id_status_idx").on(t.userId, t.status),
    // The Painel's and the quotes list's "answers not seen yet".
    index("quotes_user_id_answer_unseen_idx").on(t.userId, t.serviceDate.desc()).where(sql`${t.answerUnseen}`),
  ],
);

/**
 * The last quote number each shop has handed out. The trigger that numbers a new quote takes the
 * next one while holding this row's lock, so two quotes created at the same instant get different
 * numbers, and a number stays used after its quote is deleted.
 */
export const quoteCounters = pgTable("quote_counters", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull(),
});

/**
 * A customer's vehicle. `plate` is stored uppercase without separators, old ("ABC1234") or Mercosul
 * ("ABC1D23") as typed; `plate_key` is its Mercosul form (lib/plates.ts plateKey), so an old
 * plate and its conversion are the same car: one vehicle per plate per shop, and a search for
 * either finds it.
 */
export const vehicles = pgTable(
  "vehicles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id").notNull(),
    userId: ownerId(),
    plate: text("plate").notNull(),
    /** The old plate's 5th character (a digit) as its Mercosul letter, 0→A … 9→J; a Mercosul plate as it is. */
    plateKey: text("plate_key")
      .notNull()
      .generatedAlwaysAs(
        () =>
          sql`CASE WHEN plate ~ '^[A-Z]{3}[0-9]{4}$' THEN overlay(plate placing translate(substr(plate, 5, 1), '0123456789', 'ABCDEFGHIJ') from 5 for 1) ELSE plate END`,
      ),
    make: text("make"),
    model: text("model"),
    year: integer("year"),
    color: text("color"),
    currentKm: integer("current_km"),
    notes: text("notes"),
    idempotencyKey: idempotencyKey(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("vehicles_user_id_idempotency_key_key").on(t.userId, t.idempotencyKey),
    // A vehicle can never belong to another shop's customer; deleting the customer deletes it.
    foreignKey({
      name: "vehicles_customer_owner_fk",
      columns: [t.customerId, t.userId],
      foreignColumns: [customers.id, customers.userId],
    }).onDelete("cascade"),
    // One vehicle per plate per shop. text_pattern_ops: the same index serves the customers
    // search's `plate_key LIKE 'ABC1C%'`, whatever the database's collation.
    uniqueIndex("vehicles_user_id_plate_key_key").on(t.userId, t.plateKey.op("text_pattern_ops")),
    index("vehicles_customer_id_created_at_idx").on(t.customerId, t.createdAt),
    // Lets a quote reference (vehicle, customer, owner), so it can never point at another shop's
    // vehicle, nor at another customer's.
    unique("vehicles_id_user_id_key").on(t.id, t.userId),
    unique("vehicles_id_customer_id_user_id_key").on(t.id, t.customerId, t.userId),
    check("vehicles_year_check", sql`${t.year} >= 1900`),
    check("vehicles_current_km_check", sql`${t.currentKm} >= 0`),
  ],
);

/**
 * A quote's lines, in the order the mechanic put them (`position` 0, 1, 2…). A save replaces them
 * all. `total` is quantity × unit price to the cent, computed by the database (the rule of
 * lib/quotes/totals.ts).
 */
export const quoteItems = pgTable(
  "quote_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull(),
    userId: ownerId(),
    position: integer("position").notNull(),
    kind: quoteItemKind("kind").notNull(),
    description: text("description").notNull(),
    /** The catalogue service it was picked from (an id in the profile's services), if any. */
    catalogueServiceId: text("catalogue_service_id"),
    /** Parts only: original, paralela or usada (CDC art. 21). */
    partCondition: partCondition("part_condition"),
    /** Labour only: by the hour (quantity = hours, unit price = rate) or a fixed price (quantity 1). */
    labourPricing: labourPricing("labour_pricing"),
    quantity: numeric("quantity", { precision: 10, scale: 3 }).notNull(),
    unitPrice: numeric("unit_price", { precision: 12, scale: 2 }).notNull(),
    total: numeric("total", { precision: 12, scale: 2 })
      .notNull()
      .generatedAlwaysAs(() => sql`round(quantity * unit_price, 2)`),
  },
  (t) => [
    foreignKey({
      name: "quote_items_quote_owner_fk",
      columns: [t.quoteId, t.userId],
      foreignColumns: [quotes.id, quotes.userId],
    }).onDelete("cascade"),
    unique("quote_items_quote_id_position_key").on(t.quoteId, t.position),
    // Deleting an account removes its items through user_id.
    index("quote_items_user_id_idx").on(t.userId),
    check("quote_items_quantity_check", sql`${t.quantity} > 0`),
    check("quote_items_unit_price_check", sql`${t.unitPrice} >= 0`),
    check("quote_items_condition_check", sql`(${t.kind} = 'part') = (${t.partCondition} IS NOT NULL)`),
    check("quote_items_pricing_check", sql`(${t.kind} = 'labour') = (${t.labourPricing} IS NOT NULL)`),
  ],
);

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
    userId: ownerId(),
    token: text("token").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    unique("quote_links_token_key").on(t.token),
    uniqueIndex("quote_links_live_quote_id_key").on(t.quoteId).where(sql`${t.revokedAt} IS NULL`),
    index("quote_links_user_id_idx").on(t.userId),
    foreignKey({
      name: "quote_links_quote_owner_fk",
      columns: [t.quoteId, t.userId],
      foreignColumns: [quotes.id, quotes.userId],
    }).onDelete("cascade"),
  ],
);

/** Each time the quote was sent: by WhatsApp (opened from the app) or by e-mail (delivered to SMTP). */
export const quoteSends = pgTable(
  "quote_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull(),
    userId: ownerId(),
    channel: quoteSendChannel("channel").notNull(),
    /** The phone's digits or the e-mail address it went to. */
    recipient: text("recipient").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: idempotencyKey(),
  },
  (t) => [
    unique("quote_sends_user_id_idempotency_key_key").on(t.userId, t.idempotencyKey),
    index("quote_sends_quote_id_sent_at_idx").on(t.quoteId, t.sentAt.desc()),
    foreignKey({
      name: "quote_sends_quote_owner_fk",
      columns: [t.quoteId, t.userId],
      foreignColumns: [quotes.id, quotes.userId],
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
    userId: uuid("user_id").notNull(),
    number: integer("number").notNull(),
    snapshot: text("snapshot").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("quote_versions_quote_id_number_key").on(t.quoteId, t.number),
    unique("quote_versions_id_quote_id_user_id_key").on(t.id, t.quoteId, t.userId),
    index("quote_versions_user_id_idx").on(t.userId),
    check("quote_versions_number_check", sql`${t.number} >= 1`),
    check("quote_versions_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    foreignKey({
      name: "quote_versions_quote_owner_fk",
      columns: [t.quoteId, t.userId],
      foreignColumns: [quotes.id, quotes.userId],
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
    userId: uuid("user_id").notNull(),
    versionNumber: integer("version_number").notNull(),
    /** The SHA-256 of the version's snapshot: what the customer answered, in the record itself. */
    sha256: text("sha256").notNull(),
    answer: quoteAnswer("answer").notNull(),
    /** The name the customer typed (required to approve, optional to refuse). */
    customerName: text("customer_name"),
    reason: text("reason"),
    /** Consent to the version's non-original parts (CDC art. 21); null when it had none. */
    nonOriginalPartsConsent: boolean("non_original_parts_consent"),
    clientAddress: text("client_address").notNull(),
    userAgent: text("user_agent").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("quote_answers_version_id_key").on(t.versionId),
    index("quote_answers_quote_id_idx").on(t.quoteId),
    index("quote_answers_user_id_idx").on(t.userId),
    check("quote_answers_approval_check", sql`${t.answer} = 'rejected' OR ${t.customerName} IS NOT NULL`),
    foreignKey({
      name: "quote_answers_version_fk",
      columns: [t.versionId, t.quoteId, t.userId],
      foreignColumns: [quoteVersions.id, quoteVersions.quoteId, quoteVersions.userId],
    }).onDelete("cascade"),
  ],
);

/** The first time the link showed a version to someone other than the shop ('Visualizado'). */
export const quoteViews = pgTable(
  "quote_views",
  {
    versionId: uuid("version_id").primaryKey(),
    quoteId: uuid("quote_id").notNull(),
    userId: uuid("user_id").notNull(),
    clientAddress: text("client_address").notNull(),
    userAgent: text("user_agent").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quote_views_quote_id_idx").on(t.quoteId),
    index("quote_views_user_id_idx").on(t.userId),
    foreignKey({
      name: "quote_views_version_fk",
      columns: [t.versionId, t.quoteId, t.userId],
      foreignColumns: [quoteVersions.id, quoteVersions.quoteId, quoteVersions.userId],
    }).onDelete("cascade"),
  ],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // null: a prospect of the product itself (landing page), seen only by operators.
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // A shop's contact form takes a phone or an e-mail (at least one); the landing page's, an e-mail.
    email: text("email"),
    phone: text("phone"),
    isMechanic: boolean("is_mechanic").notNull().default(false),
    message: text("message"),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    /**
     * A lead is found by name, e-mail, phone or what their message says, like a customer:
     * 'conceicao' finds 'Conceição'. The phone is also kept as bare digits, so '11912345678' finds
     * '(11) 91234-5678'.
     */
    searchKey: text("search_key")
      .notNull()
      .generatedAlwaysAs(
        () =>
          sql`${comparable(sql`name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(message, '')`)} || ' ' || ${phoneDigitsOf(sql`phone`)}`,
      ),
  },
  (t) => [
    // Renamed with the key's expression, as suppliers_search_trgm_idx.
    index("leads_search_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
    // NULLS NOT DISTINCT: the landing page's leads (no owner) share one key space too.
    unique("leads_owner_id_idempotency_key_key").on(t.ownerId, t.idempotencyKey).nullsNotDistinct(),
    index("leads_owner_id_created_at_idx").on(t.ownerId, t.createdAt.desc()),
  ],
);

/**
 * How many rows each shop owns, for the overview: counting a large shop's 85,000 rows on every
 * visit cost Postgres as much CPU as rendering the page cost Node. Kept exact by the statement triggers of migration
 * 0004, in the same transaction as the write, so a rolled-back write leaves the counts as they
 * were. The product's own leads (no owner) are not a shop's and are counted where they are shown.
 */
export const shopCounts = pgTable("shop_counts", {
  ownerId: uuid("owner_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customers: integer("customers").notNull().default(0),
  suppliers: integer("suppliers").notNull().default(0),
  quotes: integer("quotes").notNull().default(0),
  leads: integer("leads").notNull().default(0),
  /** Quotes and jobs pending, approved or in progress (the Painel's work in hand). */
  openQuotes: integer("open_quotes").notNull().default(0),
  /** The value of the approved quotes and the jobs in progress: work to deliver and be paid for. */
  approvedUnfinishedValue: numeric("approved_unfinished_value", { precision: 14, scale: 2 }).notNull().default("0"),
});

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    status: ticketStatus("status").notNull().default("open"),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("support_tickets_user_id_idempotency_key_key").on(t.userId, t.idempotencyKey),
    index("support_tickets_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
    index("support_tickets_created_at_idx").on(t.createdAt.desc()),
  ],
);

export const DEFAULT_ASSISTANT_NAME = "Mecânico Virtual";
export const DEFAULT_ASSISTANT_PROMPT =
  "Você é um especialista em mecânica automotiva que ajuda os clientes da oficina com respostas técnicas precisas sobre problemas no veículo, manutenção e diagnóstico.";

export const assistantSettings = pgTable("assistant_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull().default(DEFAULT_ASSISTANT_NAME),
  imageUrl: text("image_url"),
  basePrompt: text("base_prompt").notNull().default(DEFAULT_ASSISTANT_PROMPT),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for login and public-form rate limits (no extra service). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

export type { QuoteStatus, SubscriptionPlanId, Weekday } from "../lib/enums";
