/** People who left their contact on a shop's page or on the landing page. */
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { shops } from "./profile";
import { customers } from "./customers";
import { comparable, createdAt, idempotencyKey, phoneDigitsOf } from "./columns";

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // null: a prospect of the product itself (landing page), seen only by operators.
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // A shop's contact form takes a phone or an e-mail (at least one); the landing page's, an e-mail.
    email: text("email"),
    phone: text("phone"),
    isMechanic: boolean("is_mechanic").notNull().default(false),
    message: text("message"),
    /** When the shop marked it 'Respondido' (null: not yet), so the list says since when. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /**
     * The customer 'Transformar em cliente' made from it. A deleted customer unlinks the lead
     * (set null) rather than taking the lead with it: the contact came in either way.
     */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
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
    unique("leads_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey).nullsNotDistinct(),
    index("leads_shop_id_created_at_idx").on(t.shopId, t.createdAt.desc()),
    // 'Lembretes': the leads nobody answered yet, a few among a shop's thousands.
    index("leads_shop_id_unanswered_created_at_idx")
      .on(t.shopId, t.createdAt)
      .where(sql`${t.answeredAt} IS NULL AND ${t.customerId} IS NULL`),
  ],
);
