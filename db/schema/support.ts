/** The shops' support tickets to the operators. */
import { index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, idempotencyKey } from "./columns";
import { ticketStatus } from "./enums";
import { shopId } from "./owner";

export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    status: ticketStatus("status").notNull().default("open"),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("support_tickets_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey),
    index("support_tickets_shop_id_created_at_idx").on(t.shopId, t.createdAt.desc()),
    index("support_tickets_created_at_idx").on(t.createdAt.desc()),
  ],
);
