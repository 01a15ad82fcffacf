/** The shop's AI assistant settings. */
import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { shops } from "./profile";

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
