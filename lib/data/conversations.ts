import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { qualified } from "@/db/qualified";
import { conversationMessages, conversations } from "@/db/schema";
import type { ConversationChannel, ConversationOutcome } from "@/lib/enums";
import { isRecordId } from "@/lib/record-id";

/** How long a conversation is kept after its last message (LGPD: said in the chat itself). */
export const CONVERSATION_KEPT_DAYS = 90;
/** The most a visitor may ask in one conversation: a real question takes a handful. */
export const MAX_CONVERSATION_TURNS = 40;
/** 'Conversas' in the settings: a page of them. */
export const CONVERSATIONS_PAGE_SIZE = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 192 random bits, as the quote link's: the token is the visitor's only key to the conversation. */
export function newConversationToken() {
  return randomBytes(24).toString("base64url");
}

export function isConversationToken(value: string) {
  return /^[A-Za-z0-9_-]{32}$/.test(value);
}

export type ConversationLine = { role: "visitor" | "assistant"; text: string; at: Date };

/**
 * The conversation behind `token` in this shop, with its lines in order; on a quote link only the
 * conversation about that quote. Null for a token that names none here.
 */
export async function findConversation(shopId: string, token: string, quoteId: string | null = null) {
  const [conversation] = await getDb()
    .select({
      id: conversations.id,
      token: conversations.token,
      channel: conversations.channel,
      state: conversations.state,
      turns: conversations.turns,
      outcome: conversations.outcome,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.shopId, shopId),
        eq(conversations.token, token),
        quoteId ? eq(conversations.quoteId, quoteId) : sql`${conversations.quoteId} IS NULL`,
      ),
    );
  if (!conversation) return null;
  const lines: ConversationLine[] = await getDb()
    .select({ role: conversationMessages.role, text: conversationMessages.text, at: conversationMessages.at })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.shopId, shopId), eq(conversationMessages.conversationId, conversation.id)))
    .orderBy(asc(conversationMessages.at), asc(conversationMessages.role));
  return { ...conversation, lines };
}

export type StoredConversation = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

export type Turn = {
  visitor: string;
  assistant: string;
  state: Record<string, unknown>;
  outcome?: ConversationOutcome;
  appointmentId?: string;
};

/**
 * Starts a conversation with its first turn, in one transaction: nothing is stored of a visitor
 * who only opened the chat. Answers the token.
 */
export async function startConversation(
  shopId: string,
  where: { channel: ConversationChannel; quoteId: string | null },
  turn: Turn,
  now = new Date(),
  token = newConversationToken(),
): Promise<string> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({
        shopId,
        token,
        channel: where.channel,
        quoteId: where.quoteId,
        state: turn.state,
        turns: 1,
        outcome: turn.outcome ?? null,
        appointmentId: turn.appointmentId ?? null,
        startedAt: now,
        lastMessageAt: now,
      })
      .returning({ id: conversations.id });
    await tx.insert(conversationMessages).values(linesOf(shopId, row!.id, turn, now));
  });
  return token;
}

/**
 * Adds a turn to a conversation of this shop: both lines, the state, the count. Refused (false,
 * nothing written) once the conversation has MAX_CONVERSATION_TURNS, checked in the same
 * statement, so two posts at once cannot pass the cap together.
 */
export async function addTurn(shopId: string, conversationId: string, turn: Turn, now = new Date()): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const updated = await tx
      .update(conversations)
      .set({
        state: turn.state,
        turns: sql`${conversations.turns} + 1`,
        lastMessageAt: now,
        // A booking is what the conversation came to, whatever was asked before or after it.
        ...(turn.outcome === "booked" ? { outcome: "booked" as const } : {}),
        ...(turn.outcome === "handed_over" ? { outcome: sql`coalesce(${conversations.outcome}, 'handed_over')` } : {}),
        ...(turn.appointmentId ? { appointmentId: turn.appointmentId } : {}),
      })
      .where(and(eq(conversations.shopId, shopId), eq(conversations.id, conversationId), lt(conversations.turns, MAX_CONVERSATION_TURNS)))
      .returning({ id: conversations.id });
    if (updated.length === 0) return false;
    await tx.insert(conversationMessages).values(linesOf(shopId, conversationId, turn, now));
    return true;
  });
}

function linesOf(shopId: string, conversationId: string, turn: Turn, now: Date) {
  // The answer a millisecond after the question: the order survives a sort by time alone.
  return [
    { shopId, conversationId, role: "visitor" as const, text: turn.visitor, at: now },
    { shopId, conversationId, role: "assistant" as const, text: turn.assistant, at: new Date(now.getTime() + 1) },
  ];
}

/**
 * 'Conversas': the shop's conversations of the last CONVERSATION_KEPT_DAYS, newest first, each with
 * its first question; `page` from 1.
 */
export async function listConversations(shopId: string, page = 1, now = new Date()) {
  const since = new Date(now.getTime() - CONVERSATION_KEPT_DAYS * DAY_MS);
  const firstQuestion = sql<string>`(
    SELECT m.text FROM conversation_messages m
    WHERE m.conversation_id = ${qualified(conversations.id)} AND m.shop_id = ${shopId} AND m.role = 'visitor'
    ORDER BY m.at LIMIT 1
  )`;
  const rows = await getDb()
    .select({
      id: conversations.id,
      channel: conversations.channel,
      turns: conversations.turns,
      outcome: conversations.outcome,
      appointmentId: conversations.appointmentId,
      startedAt: conversations.startedAt,
      lastMessageAt: conversations.lastMessageAt,
      firstQuestion,
    })
    .from(conversations)
    .where(and(eq(conversations.shopId, shopId), gt(conversations.lastMessageAt, since)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(CONVERSATIONS_PAGE_SIZE + 1)
    .offset((Math.max(1, page) - 1) * CONVERSATIONS_PAGE_SIZE);
  return { rows: rows.slice(0, CONVERSATIONS_PAGE_SIZE), hasMore: rows.length > CONVERSATIONS_PAGE_SIZE };
}

export type ConversationSummary = Awaited<ReturnType<typeof listConversations>>["rows"][number];

/** Whether the shop has this conversation (its page's 404 before it streams). */
export async function conversationExists(shopId: string, conversationId: string) {
  if (!isRecordId(conversationId)) return false;
  const [row] = await getDb()
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.shopId, shopId), eq(conversations.id, conversationId)));
  return row !== undefined;
}

/** One conversation of the shop with its lines, for 'Conversas'; null when it is not this shop's. */
export async function getConversation(shopId: string, conversationId: string) {
  const [conversation] = await getDb()
    .select({ token: conversations.token, quoteId: conversations.quoteId })
    .from(conversations)
    .where(and(eq(conversations.shopId, shopId), eq(conversations.id, conversationId)));
  return conversation ? findConversation(shopId, conversation.token, conversation.quoteId) : null;
}

/**
 * The daily sweep (the queue's 'maintenance.conversations'): conversations whose last message is
 * older than CONVERSATION_KEPT_DAYS, with their lines, in batches that skip rows a request holds.
 */
export async function deleteOldConversations(now = new Date(), batch = 5_000): Promise<number> {
  const cutoff = new Date(now.getTime() - CONVERSATION_KEPT_DAYS * DAY_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const rows = await getDb().execute(
      sql`DELETE FROM ${conversations} WHERE id IN (
        SELECT id FROM ${conversations} WHERE last_message_at < ${cutoff}::timestamptz
        LIMIT ${batch} FOR UPDATE SKIP LOCKED
      ) RETURNING 1`,
    );
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}
