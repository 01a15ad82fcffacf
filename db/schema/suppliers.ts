/** The shop's parts suppliers. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { comparable, createdAt, idempotencyKey, phoneDigitsOf, version } from "./columns";
import { shopId } from "./owner";

export const suppliers = pgTable(
  "suppliers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    name: text("name").notNull(),
    /** A WhatsApp number (lib/phone.ts), where the requests for prices go. */
    phone: text("phone"),
    email: text("email"),
    /**
     * The parts and makes it sells ('Freios', 'Bosch'), as typed: a request suggests the suppliers
     * whose tags its parts name first.
     */
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text("notes"),
    idempotencyKey: idempotencyKey(),
    version: version(),
    createdAt: createdAt(),
    /** The name, for sorting. */
    nameKey: text("name_key")
      .notNull()
      .generatedAlwaysAs(() => comparable(sql`name`)),
    /** A supplier is found by name, its tags, its e-mail or its phone (also as bare digits). */
    searchKey: text("search_key")
      .notNull()
      .generatedAlwaysAs(
        () =>
          sql`${comparable(sql`name || ' ' || immutable_tags_text(tags) || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')`)} || ' ' || ${phoneDigitsOf(sql`phone`)}`,
      ),
  },
  (t) => [
    unique("suppliers_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey),
    index("suppliers_shop_id_created_at_idx").on(t.shopId, t.createdAt.desc()),
    index("suppliers_shop_id_name_key_idx").on(t.shopId, t.nameKey, t.id),
    // A new name whenever the key's expression changes: drizzle-kit then drops and adds the column
    // (which drops its index) and only re-creates an index whose name it has not seen.
    index("suppliers_search_key_trgm_idx").using("gin", sql`${t.searchKey} gin_trgm_ops`),
    // Lets a request's link and a quote line reference (supplier, owner): never another shop's.
    unique("suppliers_id_shop_id_key").on(t.id, t.shopId),
    check("suppliers_tags_check", sql`cardinality(${t.tags}) <= 30`),
  ],
);
