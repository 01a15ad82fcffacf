import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { qualified } from "@/db/qualified";
import { sessions, shopMembers, shops, teamInvitations, users } from "@/db/schema";
import { lockUntilCommit } from "@/lib/data/advisory-locks";
import { hasPostgresCode, PG_UNIQUE_VIOLATION } from "@/lib/data/postgres-errors";
import { currentPlanSql } from "@/lib/data/subscription";
import type { ShopRole, SubscriptionPlanId } from "@/lib/enums";
import { peopleLimitOf } from "@/lib/plans";
import { isRecordId } from "@/lib/record-id";

/**
 * 'Equipe': the people of a shop and the invitations that bring new ones in. Every function that
 * names a shop's row takes the shop's id first and filters by it in the same statement; the team's
 * writes take the shop's `shopTeam` lock, so the plan's people limit holds when two things happen
 * at once (two acceptances, an invitation and an acceptance, a removal and a transfer).
 */

/** A role the owner gives: 'Dono' only moves by a transfer. */
export type MemberRole = Exclude<ShopRole, "owner">;

/** An invitation's link works this long; 'Reenviar' starts it again. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes, URL-safe: 43 characters (the same shape as the account's links). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

function newToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashOf(token) };
}

const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_LIFETIME_MS);

/** Open: neither accepted nor revoked (an expired one may still be resent). */
const open = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

/** Pending: open and not expired. */
const pending = (now: Date) => and(open, gt(teamInvitations.expiresAt, now));

const active = isNull(shopMembers.removedAt);

/** The people of the shop (the owner first, then by arrival) and its pending invitations. */
export async function listTeam(shopId: string, now = new Date()) {
  const db = getDb();
  const [members, invitations] = await Promise.all([
    db
      .select({
        id: shopMembers.id,
        name: shopMembers.name,
        role: shopMembers.role,
        email: users.email,
        commissionPercent: shopMembers.commissionPercent,
        createdAt: shopMembers.createdAt,
        isOwner: sql<boolean>`(${shopMembers.role} = 'owner')`,
      })
      .from(shopMembers)
      .leftJoin(users, eq(users.id, shopMembers.userId))
      .where(and(eq(shopMembers.shopId, shopId), active))
      .orderBy(desc(sql`(${shopMembers.role} = 'owner')`), asc(shopMembers.createdAt), asc(shopMembers.id)),
    db
      .select({
        id: teamInvitations.id,
        email: teamInvitations.email,
        role: teamInvitations.role,
        createdAt: teamInvitations.createdAt,
        expiresAt: teamInvitations.expiresAt,
      })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.shopId, shopId), pending(now)))
      .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id)),
  ]);
  return { members, invitations };
}

export type TeamList = Awaited<ReturnType<typeof listTeam>>;
export type TeamMember = TeamList["members"][number];
export type PendingInvitation = TeamList["invitations"][number];

/**
 * The shop's plan now (a scheduled change whose date passed counts), read inside `tx`; null once
 * the paid period has ended: a lapsed shop's seats are its owner's alone until he renews.
 */
async function planOf(tx: Transaction, shopId: string): Promise<SubscriptionPlanId | null> {
  const [row] = await tx
    .select({ plan: currentPlanSql })
    .from(shops)
    .where(and(eq(shops.id, shopId), gt(shops.subscriptionEndDate, sql`now()`)));
  return row?.plan ?? null;
}

async function activeMemberCount(tx: Transaction, shopId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), active));
  return row?.n ?? 0;
}

export type InvitationOutcome = { ok: true; id: string; token: string } | { ok: false; reason: "member" | "full"; limit: number };

/**
 * 'Convidar': a new invitation to `email` (lower-cased by the caller) with `role`, answering the
 * token, which goes only into the e-mail; the row keeps its SHA-256. A pending invitation to the
 * same address is revoked by it (one live link per person). Refused when the address is already
 * one of the shop's people, or when the shop's people and other pending invitations already fill
 * the plan's people limit. Under the shop's team lock, so two invitations at once count each other.
 */
export async function createInvitation(
  shopId: string,
  invitedBy: string,
  email: string,
  role: MemberRole,
  now = new Date(),
): Promise<InvitationOutcome> {
  return getDb().transaction(async (tx) => {
    await lockUntilCommit(tx, "shopTeam", shopId);
    const limit = peopleLimitOf(await planOf(tx, shopId));
    const [member] = await tx
      .select({ id: shopMembers.id })
      .from(shopMembers)
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(and(eq(shopMembers.shopId, shopId), active, eq(sql`lower(${users.email})`, email)));
    if (member) return { ok: false, reason: "member", limit };
    const [others] = await tx
      .select({ n: count() })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.shopId, shopId), pending(now), ne(teamInvitations.email, email)));
    if ((await activeMemberCount(tx, shopId)) + (others?.n ?? 0) >= limit) return { ok: false, reason: "full", limit };
    await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(and(eq(teamInvitations.shopId, shopId), eq(teamInvitations.email, email), open));
    const { token, tokenHash } = newToken();
    const [row] = await tx
      .insert(teamInvitations)
      .values({ shopId, email, role, tokenHash, invitedBy, createdAt: now, expiresAt: expiryFrom(now) })
      .returning({ id: teamInvitations.id });
    if (!row) throw new Error("convite não criado");
    return { ok: true, id: row.id, token };
  });
}

/**
 * 'Reenviar': the same invitation with a new token and 7 days from now; the old link stops
 * working. Only an invitation of the shop not yet accepted nor revoked (an expired one may be
 * resent). Answers what the new e-mail needs, or null.
 */
export async function resendInvitation(shopId: string, invitationId: string, now = new Date()) {
  if (!isRecordId(invitationId)) return null;
  const { token, tokenHash } = newToken();
  const [row] = await getDb()
    .update(teamInvitations)
    .set({ tokenHash, expiresAt: expiryFrom(now) })
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.shopId, shopId), open))
    .returning({
      email: teamInvitations.email,
      role: teamInvitations.role,
      shopName: sql<string | null>`(select ${shops.shopName} from ${shops} where ${shops.id} = ${qualified(teamInvitations.shopId)})`,
    });
  return row ? { email: row.email, role: row.role as MemberRole, shopName: row.shopName, token } : null;
}

/** 'Cancelar convite': the link stops working. Says whether a live invitation of the shop was revoked. */
export async function revokeInvitation(shopId: string, invitationId: string, now = new Date()) {
  if (!isRecordId(invitationId)) return false;
  const revoked = await getDb()
    .update(teamInvitations)
    .set({ revokedAt: now })
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.shopId, shopId), open))
    .returning({ id: teamInvitations.id });
  return revoked.length === 1;
}

/** Why a link cannot be used: never issued (or cut short), accepted, cancelled, past its 7 days. */
export type DeadInvitation = "invalid" | "used" | "revoked" | "expired";

/**
 * What the invitation page shows: the shop, the role, the address, and whether that address has a
 * login already ('none'), one that belongs to no shop ('free') or one of a shop ('in_shop').
 * Reading it changes nothing: a mail scanner that follows the link uses nothing up.
 */
export type InvitationView =
  | { status: DeadInvitation }
  | { status: "valid"; shopName: string | null; role: MemberRole; email: string; login: "none" | "free" | "in_shop" };

function deadness(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): DeadInvitation | null {
  if (row.acceptedAt) return "used";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt <= now) return "expired";
  return null;
}

/** Keyed by the link's token alone: whoever holds it was sent it (see InvitationView). */
export async function inspectInvitation(token: string, now = new Date()): Promise<InvitationView> {
  if (!TOKEN_PATTERN.test(token)) return { status: "invalid" };
  const [row] = await getDb()
    .select({
      email: teamInvitations.email,
      role: teamInvitations.role,
      acceptedAt: teamInvitations.acceptedAt,
      revokedAt: teamInvitations.revokedAt,
      expiresAt: teamInvitations.expiresAt,
      shopName: shops.shopName,
    })
    .from(teamInvitations)
    .innerJoin(shops, eq(shops.id, teamInvitations.shopId))
    .where(eq(teamInvitations.tokenHash, hashOf(token)));
  if (!row) return { status: "invalid" };
  const dead = deadness(row, now);
  if (dead) return { status: dead };
  const [login] = await getDb()
    .select({ memberId: shopMembers.id })
    .from(users)
    .leftJoin(shopMembers, and(eq(shopMembers.userId, users.id), active))
    .where(eq(sql`lower(${users.email})`, row.email));
  return {
    status: "valid",
    shopName: row.shopName,
    role: row.role as MemberRole,
    email: row.email,
    login: !login ? "none" : login.memberId ? "in_shop" : "free",
  };
}

/**
 * Who accepts: a new login (its password already hashed, the address proven by the link), or the
 * login of the invited address that has just given its password (`userId`).
 */
export type Joiner = { name: string } & ({ kind: "new"; passwordHash: string } | { kind: "existing"; userId: string });

export type AcceptOutcome =
  | { status: "joined"; userId: string; email: string; shopId: string; memberId: string }
  | { status: DeadInvitation | "in_shop" | "login_exists" | "no_login" | "full" | "plan_ended" };

class Refusal extends Error {
  constructor(readonly status: Exclude<AcceptOutcome["status"], "joined">) {
    super(status);
  }
}

/**
 * The invitation accepted, in one transaction: the link is checked and used, the login made (or
 * found), its place in the shop made, all or nothing. The shop's team lock is held from the count
 * to the insert, so with one seat left two acceptances at once let exactly one person in; the
 * invitation's row lock makes a double click find it used. The link proves the address, so the
 * login's e-mail counts as confirmed.
 */
export async function acceptInvitation(token: string, person: Joiner, now = new Date()): Promise<AcceptOutcome> {
  if (!TOKEN_PATTERN.test(token)) return { status: "invalid" };
  try {
    return await getDb().transaction(async (tx) => {
      const [invitation] = await tx
        .select({
          id: teamInvitations.id,
          shopId: teamInvitations.shopId,
          email: teamInvitations.email,
          role: teamInvitations.role,
          acceptedAt: teamInvitations.acceptedAt,
          revokedAt: teamInvitations.revokedAt,
          expiresAt: teamInvitations.expiresAt,
        })
        .from(teamInvitations)
        .where(eq(teamInvitations.tokenHash, hashOf(token)))
        .for("update");
      if (!invitation) throw new Refusal("invalid");
      const dead = deadness(invitation, now);
      if (dead) throw new Refusal(dead);
      await lockUntilCommit(tx, "shopTeam", invitation.shopId);

      const [login] = await tx
        .select({ id: users.id, email: users.email, memberId: shopMembers.id })
        .from(users)
        .leftJoin(shopMembers, and(eq(shopMembers.userId, users.id), active))
        .where(eq(sql`lower(${users.email})`, invitation.email));
      if (person.kind === "new" && login) throw new Refusal("login_exists");
      if (person.kind === "existing" && login?.id !== person.userId) throw new Refusal("no_login");
      if (login?.memberId) throw new Refusal("in_shop");
      const plan = await planOf(tx, invitation.shopId);
      if (!plan) throw new Refusal("plan_ended");
      if ((await activeMemberCount(tx, invitation.shopId)) >= peopleLimitOf(plan)) throw new Refusal("full");

      let userId: string;
      let email: string;
      if (person.kind === "new") {
        const [created] = await tx
          .insert(users)
          .values({ email: invitation.email, passwordHash: person.passwordHash, emailVerifiedAt: now })
          .returning({ id: users.id, email: users.email });
        if (!created) throw new Error("usuário não criado");
        [userId, email] = [created.id, created.email];
      } else {
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
          .where(eq(users.id, person.userId));
        [userId, email] = [person.userId, login!.email];
      }
      const [member] = await tx
        .insert(shopMembers)
        .values({ shopId: invitation.shopId, userId, role: invitation.role, name: person.name, createdAt: now })
        .returning({ id: shopMembers.id });
      if (!member) throw new Error("membro não criado");
      await tx.update(teamInvitations).set({ acceptedAt: now }).where(eq(teamInvitations.id, invitation.id));
      return { status: "joined" as const, userId, email, shopId: invitation.shopId, memberId: member.id };
    });
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status };
    // A login made for the address, or a place in another shop, at the same instant: the unique
    // indexes refused ours and the transaction left nothing behind.
    if (hasPostgresCode(error, PG_UNIQUE_VIOLATION)) return { status: person.kind === "new" ? "login_exists" : "in_shop" };
    throw error;
  }
}

/**
 * 'Alterar acesso': never the owner's row, never to 'Dono'. Every session of the person's login ends
 * in the same transaction: he signs in again into what his new role opens, and no page left open
 * keeps offering what the old one did. Says whether a person of the shop changed.
 */
export async function changeRole(shopId: string, memberId: string, role: MemberRole) {
  if (!isRecordId(memberId)) return false;
  return getDb().transaction(async (tx) => {
    const [changed] = await tx
      .update(shopMembers)
      .set({ role })
      .where(and(eq(shopMembers.id, memberId), eq(shopMembers.shopId, shopId), active, ne(shopMembers.role, "owner")))
      .returning({ userId: shopMembers.userId });
    if (changed?.userId) await tx.delete(sessions).where(eq(sessions.userId, changed.userId));
    return changed !== undefined;
  });
}

/**
 * 'Remover da equipe': the person leaves (his row stays, so the records he made keep his name) and
 * every session of his login ends in the same transaction, so a copied cookie stops at once. The
 * owner's row is never removed. Says whether a person of the shop was removed.
 */
export async function removeMember(shopId: string, memberId: string, now = new Date()) {
  if (!isRecordId(memberId)) return false;
  return getDb().transaction(async (tx) => {
    await lockUntilCommit(tx, "shopTeam", shopId);
    const [removed] = await tx
      .update(shopMembers)
      .set({ removedAt: now })
      .where(and(eq(shopMembers.id, memberId), eq(shopMembers.shopId, shopId), active, ne(shopMembers.role, "owner")))
      .returning({ userId: shopMembers.userId });
    if (!removed) return false;
    if (removed.userId) await tx.delete(sessions).where(eq(sessions.userId, removed.userId));
    return true;
  });
}

/** 'Comissão': a percentage as a decimal string ("12.5"), or null for none. Says whether a person of the shop changed. */
export async function setCommission(shopId: string, memberId: string, percent: string | null) {
  if (!isRecordId(memberId)) return false;
  const changed = await getDb()
    .update(shopMembers)
    .set({ commissionPercent: percent })
    .where(and(eq(shopMembers.id, memberId), eq(shopMembers.shopId, shopId), active))
    .returning({ id: shopMembers.id });
  return changed.length === 1;
}

/**
 * 'Transferir a oficina': `toMemberId` becomes the owner and the owner 'Atendente', together (the
 * unique index allows one owner: the old one steps down first). Only from the shop's owner to
 * another of its people. Says whether it happened.
 */
export async function transferOwnership(shopId: string, fromMemberId: string, toMemberId: string) {
  if (!isRecordId(fromMemberId) || !isRecordId(toMemberId) || fromMemberId === toMemberId) return false;
  return getDb().transaction(async (tx) => {
    await lockUntilCommit(tx, "shopTeam", shopId);
    const [target] = await tx
      .select({ id: shopMembers.id })
      .from(shopMembers)
      .where(and(eq(shopMembers.id, toMemberId), eq(shopMembers.shopId, shopId), active, ne(shopMembers.role, "owner")));
    if (!target) return false;
    const [stepped] = await tx
      .update(shopMembers)
      .set({ role: "front_desk" })
      .where(and(eq(shopMembers.id, fromMemberId), eq(shopMembers.shopId, shopId), active, eq(shopMembers.role, "owner")))
      .returning({ id: shopMembers.id });
    if (!stepped) return false;
    await tx
      .update(shopMembers)
      .set({ role: "owner" })
      .where(and(eq(shopMembers.id, toMemberId), eq(shopMembers.shopId, shopId)));
    return true;
  });
}

/**
 * Before a change to `plan`: the people beyond its limit, newest first (the owner never among
 * them), whom the owner must remove first. Empty when the team fits.
 */
export async function peopleOverLimit(shopId: string, plan: SubscriptionPlanId): Promise<string[]> {
  const members = await getDb()
    .select({ name: shopMembers.name, role: shopMembers.role })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), active))
    .orderBy(desc(shopMembers.createdAt), desc(shopMembers.id));
  const excess = members.length - peopleLimitOf(plan);
  if (excess <= 0) return [];
  return members
    .filter((member) => member.role !== "owner")
    .slice(0, excess)
    .map((member) => member.name);
}
