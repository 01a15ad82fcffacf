import "server-only";
import { and, desc, eq, gt, lte } from "drizzle-orm";
import { SESSION_MAX_AGE_S } from "@/auth.config";
import { getDb } from "@/db";
import { sessions } from "@/db/schema";
import { ADDRESS_LINK_PURPOSES, revokeAccountTokens } from "@/lib/data/account-tokens";
import { isRecordId } from "@/lib/record-id";

const USER_AGENT_LENGTH = 300;

function expiryFrom(now: Date) {
  return new Date(now.getTime() + SESSION_MAX_AGE_S * 1000);
}

/**
 * Starts the session of a login and answers its id, which the cookie will carry. The account's
 * expired sessions go at the same time, so the table keeps only what a cookie could still name.
 */
export async function startSession(userId: string, userAgent: string | null, now = new Date()) {
  return getDb().transaction(async (tx) => {
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
    const [row] = await tx
      .insert(sessions)
      .values({ userId, userAgent: userAgent?.slice(0, USER_AGENT_LENGTH) || null, createdAt: now, expiresAt: expiryFrom(now) })
      .returning({ id: sessions.id });
    if (!row) throw new Error("sessão não criada");
    return row.id;
  });
}

/**
 * The server issued a new cookie for this session (after a plan change), which lives its full
 * length again: so does the session. Says whether the session was still open.
 */
export async function extendSession(userId: string, sessionId: string, now = new Date()) {
  if (!isRecordId(sessionId)) return false;
  const extended = await getDb()
    .update(sessions)
    .set({ expiresAt: expiryFrom(now) })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return extended.length === 1;
}

/** Ends one session of the account ('Sair'). Says whether it was still open. */
export async function endSession(userId: string, sessionId: string) {
  if (!isRecordId(sessionId)) return false;
  const ended = await getDb()
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length === 1;
}

/**
 * Ends every session of the account ('Sair de todos os aparelhos'), and with them every open
 * address link (a change of address parked by whoever had a session must not outlive them), in
 * one transaction. Answers how many sessions were open.
 */
export async function endAllSessions(userId: string, now = new Date()) {
  if (!isRecordId(userId)) return 0;
  return getDb().transaction(async (tx) => {
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ expiresAt: sessions.expiresAt });
    await revokeAccountTokens(tx, userId, ADDRESS_LINK_PURPOSES, now);
    return ended.filter((session) => session.expiresAt > now).length;
  });
}

/** The account's open sessions, the newest first, for the account page. */
export async function listOpenSessions(userId: string, now = new Date()) {
  return getDb()
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

export type OpenSession = Awaited<ReturnType<typeof listOpenSessions>>[number];
