/**
 * The large shop's assistant conversations, generated inside Postgres like the rest of
 * scripts/support/seed-large.ts: 90 days of them, 30 a day (2,700), each of three to eight turns
 * (a visitor's question and the answer, some 15,000 lines), one in five ending in a booking and one
 * in eight handed to the shop, a tenth on a quote link, so 'Conversas' pages through a busy shop's
 * kept window and a conversation opens out of tens of thousands of lines.
 */
import type postgres from "postgres";

type Tx = postgres.TransactionSql;

/** The questions visitors ask, cycled through; each answered by a line of the right length. */
const QUESTIONS = [
  "qto custa a troca de oleo?",
  "vcs abrem sabado?",
  "onde fica a oficina?",
  "tem horario amanha de manha?",
  "quanto ta o alinhamento e balanceamento",
  "meu carro ta pronto?",
  "aceita cartao?",
  "quero falar com alguem",
];

/** The large shop's: one every 48 minutes is 90 days. */
export const LARGE_SHOP_CONVERSATIONS = 2700;

/**
 * Set-based: one INSERT per table (a few seconds on a busy 2-core machine). The newest first, one
 * every 48 minutes back from now; `count` other than the large shop's is for its test.
 */
export async function seedConversations(tx: Tx, shopId: string, count = LARGE_SHOP_CONVERSATIONS) {
  await tx`
    INSERT INTO conversations (shop_id, token, channel, quote_id, turns, outcome, started_at, last_message_at)
    -- A token of the app's shape (24 bytes, base64url): the bench opens one as a visitor would.
    SELECT ${shopId}, translate(encode(substring(sha256((${shopId}::text || ':conversation:' || n)::bytea) from 1 for 24), 'base64'), '+/', '-_'),
           CASE WHEN n % 10 = 0 THEN 'quote_link' ELSE 'public_page' END::conversation_channel,
           CASE WHEN n % 10 = 0 THEN (SELECT q.id FROM quotes q WHERE q.shop_id = ${shopId} ORDER BY q.number OFFSET n % 1000 LIMIT 1) END,
           3 + n % 6,
           CASE WHEN n % 5 = 0 THEN 'booked' WHEN n % 8 = 0 THEN 'handed_over' END::conversation_outcome,
           now() - make_interval(mins => n * 48),
           now() - make_interval(mins => n * 48) + make_interval(mins => 3 + n % 6)
    FROM generate_series(1, ${count}::int) AS n`;
  await tx`
    INSERT INTO conversation_messages (shop_id, conversation_id, role, text, at)
    SELECT c.shop_id, c.id, r.role::conversation_role,
           CASE WHEN r.role = 'visitor' THEN (${QUESTIONS}::text[])[1 + (t + abs(hashtext(c.id::text))) % ${QUESTIONS.length}]
                ELSE repeat('Resposta do assistente com os dados da oficina. ', 1 + t % 4) END,
           c.started_at + make_interval(secs => t * 40 + CASE WHEN r.role = 'assistant' THEN 1 ELSE 0 END)
    FROM conversations c
    CROSS JOIN LATERAL generate_series(0, c.turns - 1) AS t
    CROSS JOIN (VALUES ('visitor'), ('assistant')) AS r(role)
    WHERE c.shop_id = ${shopId}`;
}
