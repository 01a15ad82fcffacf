/**
 * The large shop's conversations (scripts/support/seed-large-conversations.ts), seeded on a small
 * shop: each line where the app reads it, their tokens of the app's shape, so the bench's
 * 'Conversas' and chat pages measure what a busy shop would have. A tenth of them (nine days): the
 * same statements, and the whole 2,700 took 13 s of the suite.
 */
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { seedConversations } from "../../scripts/support/seed-large-conversations";

const { createMechanic } = await import("../support/factories");
const { findConversation, isConversationToken, listConversations, CONVERSATIONS_PAGE_SIZE } = await import("@/lib/data/conversations");

describe("the large shop's conversations seed", () => {
  it("keeps a conversation every 48 minutes that the app lists and opens", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      await sql.begin((tx) => seedConversations(tx, shop.id, 270));
      const [counts] = await sql`
        SELECT count(*)::int AS conversations, sum(turns)::int AS turns, max(now() - started_at) BETWEEN interval '8 days 23 hours' AND interval '9 days 1 hour' AS within,
               count(*) FILTER (WHERE outcome = 'booked')::int AS booked
        FROM conversations WHERE shop_id = ${shop.id}`;
      const [lines] = await sql`SELECT count(*)::int AS n FROM conversation_messages WHERE shop_id = ${shop.id}`;
      expect(counts).toMatchObject({ conversations: 270, within: true, booked: 54 });
      expect(lines!.n).toBe(counts!.turns * 2);

      const [newest] = await sql`SELECT token FROM conversations WHERE shop_id = ${shop.id} ORDER BY last_message_at DESC LIMIT 1`;
      expect(isConversationToken(newest!.token as string)).toBe(true);
      const opened = await findConversation(shop.id, newest!.token as string);
      expect(opened!.lines.length).toBeGreaterThanOrEqual(6);
      expect(opened!.lines[0]!.role).toBe("visitor");
      const { rows, hasMore } = await listConversations(shop.id);
      expect(rows).toHaveLength(CONVERSATIONS_PAGE_SIZE);
      expect(hasMore).toBe(true);
      expect(rows[0]!.firstQuestion).toBe(opened!.lines[0]!.text);
    } finally {
      await sql.end();
    }
  });
});
