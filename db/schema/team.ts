/** The people of a shop: each login's place in it, and the name its records keep. */
import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { shopRole } from "./enums";
import { shopId } from "./owner";

/**
 * A person of a shop. A login (`user_id`) belongs to at most one shop at a time; records name the
 * member, not the login, so who did what keeps its name after the person leaves the shop
 * (`removed_at`) or deletes his login (`user_id` becomes null). One owner per shop.
 */
export const shopMembers = pgTable(
  "shop_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    role: shopRole("role").notNull(),
    /** What the shop calls this person on screen, in records and in the PDF. */
    name: text("name").notNull(),
    /** The share of the labour lines of the jobs he is responsible for; null pays none. */
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2 }),
    createdAt: createdAt(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    // The target of (member, shop) foreign keys: a record names only a person of its own shop.
    unique("shop_members_id_shop_id_key").on(t.id, t.shopId),
    uniqueIndex("shop_members_user_id_key")
      .on(t.userId)
      .where(sql`${t.removedAt} is null`),
    uniqueIndex("shop_members_shop_id_owner_key")
      .on(t.shopId)
      .where(sql`${t.role} = 'owner' and ${t.removedAt} is null`),
    index("shop_members_shop_id_idx").on(t.shopId, t.createdAt),
    check("shop_members_commission_percent_check", sql`${t.commissionPercent} >= 0 and ${t.commissionPercent} <= 100`),
  ],
);

/**
 * Who did something to a record: a member of the record's own shop, by a (member, shop) foreign
 * key, so a forged id of another shop's person cannot be written. Null on rows made before teams.
 */
export const memberColumn = (name: string) => uuid(name);
export const byMember = (name: string, column: AnyPgColumn, shop: AnyPgColumn) =>
  foreignKey({ name, columns: [column, shop], foreignColumns: [shopMembers.id, shopMembers.shopId] });

/**
 * 'Equipe': an invitation e-mailed to someone, with the role he will have. Only the SHA-256 of the
 * link's token is kept; it works once, for 7 days, until the owner cancels it.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    email: text("email").notNull(),
    role: shopRole("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("team_invitations_token_hash_key").on(t.tokenHash),
    index("team_invitations_shop_id_idx").on(t.shopId, t.createdAt),
    check("team_invitations_role_check", sql`${t.role} <> 'owner'`),
    byMember("team_invitations_invited_by_fk", t.invitedBy, t.shopId),
  ],
);
