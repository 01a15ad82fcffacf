/** The shop's customers and their vehicles. */
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { comparable, createdAt, idempotencyKey, phoneDigitsOf, version } from "./columns";
import { shopId } from "./owner";

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    notes: text("notes"),
    /**
     * What a service invoice (NFS-e) needs of him, asked for when the shop first issues one: his
     * CPF or CNPJ (digits) and address (required for a company: E0235); the city by its IBGE code.
     */
    document: text("document"),
    postalCode: text("postal_code"),
    street: text("street"),
    streetNumber: text("street_number"),
    complement: text("complement"),
    district: text("district"),
    cityIbgeCode: text("city_ibge_code"),
    cityName: text("city_name"),
    /**
     * When the customer agreed to reminders by e-mail (LGPD art. 8: consent, with its date); null
     * while he has not, or since he withdrew. Only then does the queue e-mail him on its own.
     */
    emailRemindersConsentedAt: timestamp("email_reminders_consented_at", { withTimezone: true }),
    /** When he last withdrew it: by the link in a reminder ('Não quero mais receber') or through the shop. */
    emailRemindersRevokedAt: timestamp("email_reminders_revoked_at", { withTimezone: true }),
    /** Names the customer in each reminder's one-click unsubscribe link, which needs no login. */
    unsubscribeToken: uuid("unsubscribe_token").notNull().defaultRandom(),
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
        () =>
          sql`${comparable(sql`name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')`)} || ' ' || ${phoneDigitsOf(sql`phone`)}`,
      ),
  },
  (t) => [
    unique("customers_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey),
    index("customers_shop_id_created_at_idx").on(t.shopId, t.createdAt.desc()),
    // The list is alphabetical: this index gives each shop's page of names without a sort.
    index("customers_shop_id_name_key_idx").on(t.shopId, t.nameKey, t.id),
    index("customers_search_key_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
    // Lets quotes reference (customer, owner) so a record can never point at
    // another shop's customer.
    unique("customers_id_shop_id_key").on(t.id, t.shopId),
    unique("customers_unsubscribe_token_key").on(t.unsubscribeToken),
  ],
);

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
    shopId: shopId(),
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
    /** Make and model as the searches compare them: 'gol' finds the customer and the quotes of a Gol. */
    searchKey: text("search_key")
      .notNull()
      .generatedAlwaysAs(() => comparable(sql`coalesce(make, '') || ' ' || coalesce(model, '')`)),
    year: integer("year"),
    color: text("color"),
    currentKm: integer("current_km"),
    /**
     * How many km the car runs a day, from its own km readings at each visit (lib/reminders): what
     * turns a service due 'at 60.000 km' into a day. Null until it has been read.
     */
    kmPerDay: numeric("km_per_day", { precision: 8, scale: 2 }),
    notes: text("notes"),
    idempotencyKey: idempotencyKey(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("vehicles_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey),
    // A vehicle can never belong to another shop's customer; deleting the customer deletes it.
    foreignKey({
      name: "vehicles_customer_owner_fk",
      columns: [t.customerId, t.shopId],
      foreignColumns: [customers.id, customers.shopId],
    }).onDelete("cascade"),
    // One vehicle per plate per shop. text_pattern_ops: the same index serves the customers
    // search's `plate_key LIKE 'ABC1C%'`, whatever the database's collation.
    uniqueIndex("vehicles_shop_id_plate_key_key").on(t.shopId, t.plateKey.op("text_pattern_ops")),
    index("vehicles_customer_id_created_at_idx").on(t.customerId, t.createdAt),
    index("vehicles_search_key_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
    // Lets a quote reference (vehicle, customer, owner), so it can never point at another shop's
    // vehicle, nor at another customer's.
    unique("vehicles_id_shop_id_key").on(t.id, t.shopId),
    unique("vehicles_id_customer_id_shop_id_key").on(t.id, t.customerId, t.shopId),
    check("vehicles_year_check", sql`${t.year} >= 1900`),
    check("vehicles_current_km_check", sql`${t.currentKm} >= 0`),
    check("vehicles_km_per_day_check", sql`${t.kmPerDay} >= 0`),
  ],
);
