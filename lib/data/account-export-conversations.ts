import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { conversationMessages, conversations, quotes } from "@/db/schema";
import { EXPORT_BATCH_SIZE, keysetBatches, type BatchOptions } from "@/lib/data/account-export";

/**
 * The assistant's conversations in 'Baixar meus dados' (LGPD: what visitors said is the shop's
 * data too), line by line in time order, every statement filtered by the shop. A conversation's
 * token is NEVER exported: it is the visitor's key to it.
 */
export function conversationLineBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: { at: string; id: string } | undefined, limit) =>
      getDb()
        .select({
          id: conversationMessages.id,
          conversationId: conversationMessages.conversationId,
          channel: conversations.channel,
          quoteNumber: quotes.number,
          outcome: conversations.outcome,
          role: conversationMessages.role,
          text: conversationMessages.text,
          sentAt: conversationMessages.at,
          at: sql<string>`${conversationMessages.at}::text`,
        })
        .from(conversationMessages)
        .innerJoin(
          conversations,
          and(eq(conversations.id, conversationMessages.conversationId), eq(conversations.shopId, conversationMessages.shopId)),
        )
        .leftJoin(quotes, and(eq(quotes.id, conversations.quoteId), eq(quotes.shopId, conversations.shopId)))
        .where(
          and(
            eq(conversationMessages.shopId, shopId),
            after
              ? sql`(${conversationMessages.at}, ${conversationMessages.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(conversationMessages.at), asc(conversationMessages.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
}
