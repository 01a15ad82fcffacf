/** The account (the shop's login), the links e-mailed to it and its signed-in browsers. */
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { accountTokenPurpose } from "./enums";

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
