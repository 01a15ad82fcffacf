/** The shop's AI assistant: its settings and the conversations visitors had with it. */
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { appointments } from "./agenda";
import { conversationChannel, conversationOutcome, conversationRole } from "./enums";
import { shopId } from "./owner";
import { shops } from "./profile";
import { quotes } from "./quotes";

export const DEFAULT_ASSISTANT_NAME = "Mecânico Virtual";
export const DEFAULT_ASSISTANT_PROMPT =
  "Você é um especialista em mecânica automotiva que ajuda os clientes da oficina com respostas técnicas precisas sobre problemas no veículo, manutenção e diagnóstico.";

export const assistantSettings = pgTable("assistant_settings", {
  shopId: uuid("shop_id")
    .primaryKey()
    .references(() => shops.id, { onDelete: "cascade" }),
  name: text("name").notNull().default(DEFAULT_ASSISTANT_NAME),
  imageUrl: text("image_url"),
  basePrompt: text("base_prompt").notNull().default(DEFAULT_ASSISTANT_PROMPT),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor's conversation with the assistant ('Conversas'). The token is the visitor's only key
 * (the quote link's strength); `state` is where a guided booking stands between two messages.
 * Kept 90 days after its last message, then swept by the queue.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    token: text("token").notNull(),
    channel: conversationChannel("channel").notNull(),
    /** On a quote link: the quote it is about, the only one its answers may read. */
    quoteId: uuid("quote_id"),
    state: jsonb("state").$type<Record<string, unknown>>().notNull().default({}),
    turns: integer("turns").notNull().default(0),
    outcome: conversationOutcome("outcome"),
    appointmentId: uuid("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("conversations_token_key").on(t.token),
    unique("conversations_id_shop_id_key").on(t.id, t.shopId),
    // 'Conversas': a shop's newest first; the sweep by age.
    index("conversations_shop_id_last_message_at_idx").on(t.shopId, t.lastMessageAt),
    index("conversations_last_message_at_idx").on(t.lastMessageAt),
    index("conversations_quote_id_idx").on(t.quoteId),
    foreignKey({
      name: "conversations_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
  ],
);

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    conversationId: uuid("conversation_id").notNull(),
    role: conversationRole("role").notNull(),
    text: text("text").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("conversation_messages_conversation_id_at_idx").on(t.conversationId, t.at),
    index("conversation_messages_shop_id_idx").on(t.shopId),
    // A visitor's line is capped at 1,000 characters; the assistant's answers (a week's hours, a
    // catalogue) are longer, but never unbounded.
    check("conversation_messages_text_check", sql`char_length(${t.text}) <= 4000`),
    foreignKey({
      name: "conversation_messages_conversation_owner_fk",
      columns: [t.conversationId, t.shopId],
      foreignColumns: [conversations.id, conversations.shopId],
    }).onDelete("cascade"),
  ],
);
