/** The shop's parts suppliers. */
import { sql } from "drizzle-orm";
import { index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { comparable, createdAt, idempotencyKey, phoneDigitsOf, version } from "./columns";
import { ownerId } from "./owner";

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
        () =>
          sql`${comparable(sql`name || ' ' || coalesce(parts_offered, '') || ' ' || coalesce(phone, '')`)} || ' ' || ${phoneDigitsOf(sql`phone`)}`,
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
