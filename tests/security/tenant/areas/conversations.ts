/**
 * Tenant isolation: the assistant's conversations (the matrix: tests/security/tenant-isolation.test.ts).
 * The shop is found from the page's slug, the quote link's token or B's session, and the
 * conversation from its token within that shop (and quote): B's chat, posted with A's conversation
 * token, shows nothing of A's and starts a conversation of B's; B's data calls with A's ids find
 * nothing and change nothing.
 */
import { expect } from "vitest";
import type { Attack, Shop } from "../fixtures";

const pageChat = await import("@/app/(public-page)/oficina/[slug]/assistente/route");
const quoteChat = await import("@/app/(public-quote)/orcamento/[token]/assistente/route");
const testChat = await import("@/app/dashboard/ai-assistant/test/route");
const data = await import("@/lib/data/conversations");
const exportConversations = await import("@/lib/data/account-export-conversations");

const ORIGIN = "http://localhost:3000";
const headers = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
/** What A's visitor asked (tests/support/shops.ts): it must never reach B's page. */
const askedByA = (html: string) => /O que é a revisão a-/.test(html);

function posted(path: string, a: Shop) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams({ c: a.conversationToken, mensagem: "oi" }),
    headers,
  });
}

/** A post answered by starting B's own conversation: a token other than A's. */
function startedAnother(response: Response, a: Shop) {
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).not.toContain(a.conversationToken);
}

async function exported<Row>(batches: AsyncIterable<Row[]>) {
  const rows: Row[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

export const attacks: Record<string, Attack> = {
  "app/(public-page)/oficina/[slug]/assistente/route.tsx#GET": async (a, b) => {
    const request = new Request(`${ORIGIN}/oficina/${b.slug}/assistente?c=${a.conversationToken}`);
    const response = await pageChat.GET(request, { params: Promise.resolve({ slug: b.slug }) });
    expect(response.status).toBe(200);
    expect(askedByA(await response.text())).toBe(false);
  },
  "app/(public-page)/oficina/[slug]/assistente/route.tsx#POST": async (a, b) => {
    const response = await pageChat.POST(posted(`/oficina/${b.slug}/assistente`, a), { params: Promise.resolve({ slug: b.slug }) });
    startedAnother(response, a);
  },
  "app/(public-quote)/orcamento/[token]/assistente/route.tsx#GET": async (a, b) => {
    const request = new Request(`${ORIGIN}/orcamento/${b.linkToken}/assistente?c=${a.conversationToken}`);
    const response = await quoteChat.GET(request, { params: Promise.resolve({ token: b.linkToken }) });
    expect(response.status).toBe(200);
    expect(askedByA(await response.text())).toBe(false);
  },
  "app/(public-quote)/orcamento/[token]/assistente/route.tsx#POST": async (a, b) => {
    const path = `/orcamento/${b.linkToken}/assistente`;
    startedAnother(await quoteChat.POST(posted(path, a), { params: Promise.resolve({ token: b.linkToken }) }), a);
  },
  "app/dashboard/ai-assistant/test/route.tsx#GET": async (a) => {
    const response = await testChat.GET(new Request(`${ORIGIN}/dashboard/ai-assistant/test?c=${a.conversationToken}`));
    expect(response.status).toBe(200);
    expect(askedByA(await response.text())).toBe(false);
  },
  "app/dashboard/ai-assistant/test/route.tsx#POST": async (a) => {
    startedAnother(await testChat.POST(posted("/dashboard/ai-assistant/test", a)), a);
  },
  "lib/data/conversations.ts#findConversation": async (a, b) => {
    expect(await data.findConversation(b.id, a.conversationToken, a.quoteId)).toBeNull();
    expect(await data.findConversation(b.id, a.conversationToken)).toBeNull();
  },
  "lib/data/conversations.ts#startConversation": async (a, b) => {
    // A conversation of B's about A's quote cannot exist: the quote is checked with its shop.
    const turn = { visitor: "oi", assistant: "olá", state: {} };
    await expect(data.startConversation(b.id, { channel: "quote_link", quoteId: a.quoteId }, turn)).rejects.toThrow();
  },
  "lib/data/conversations.ts#addTurn": async (a, b) => {
    expect(await data.addTurn(b.id, a.conversationId, { visitor: "oi", assistant: "olá", state: {} })).toBe(false);
  },
  "lib/data/conversations.ts#listConversations": async (a, b) => {
    const { rows } = await data.listConversations(b.id);
    expect(rows.map((row) => row.id)).toEqual([b.conversationId]);
  },
  "lib/data/conversations.ts#conversationExists": async (a, b) => {
    expect(await data.conversationExists(b.id, a.conversationId)).toBe(false);
    expect(await data.conversationExists(b.id, b.conversationId)).toBe(true);
  },
  "lib/data/conversations.ts#getConversation": async (a, b) => {
    expect(await data.getConversation(b.id, a.conversationId)).toBeNull();
    expect((await data.getConversation(b.id, b.conversationId))?.lines).toHaveLength(2);
  },
  "lib/data/account-export-conversations.ts#conversationLineBatches": async (a, b) => {
    const rows = await exported(exportConversations.conversationLineBatches(b.id));
    expect(new Set(rows.map((row) => row.conversationId))).toEqual(new Set([b.conversationId]));
    expect(JSON.stringify(rows)).not.toContain(a.conversationToken);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/conversations.ts#newConversationToken": "makes a random token; reads nothing",
  "lib/data/conversations.ts#isConversationToken": "checks a string's shape; reads nothing",
  "lib/data/conversations.ts#deleteOldConversations": "the queue's sweep over every shop, by age alone (assistant-chat.test.ts)",
  "lib/data/profile.ts#findPublicShopById":
    "the shop's id comes from a quote link's token or the session, never from a form; it returns what the public page shows",
};
