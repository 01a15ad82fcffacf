/**
 * The assistant's chat, through the routes its plain forms post to (/oficina/<slug>/assistente,
 * /orcamento/<token>/assistente): what is answered and stored, a booking made in the chat landing
 * on the shop's agenda as the booking page's do, each refusal answered with the conversation and
 * what was typed, the caps (per address, per conversation), the plan, a token of another shop, and
 * the 90-day sweep.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getChat, POST as postChat } from "@/app/(public-page)/oficina/[slug]/assistente/route";
import { GET as getQuoteChat, POST as postQuoteChat } from "@/app/(public-quote)/orcamento/[token]/assistente/route";
import { getDb } from "@/db";
import { appointments, conversationMessages, conversations, leads, shops, type OpeningHours } from "@/db/schema";
import { shortDayLabel } from "@/lib/agenda/display";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { readState } from "@/lib/assistant/turn";
import { findConversation, listConversations } from "@/lib/data/conversations";
import { sweepConversations } from "@/lib/maintenance/tasks";
import { messages } from "@/lib/messages";
import { WEEKDAYS } from "@/lib/enums";
import { formatAmount } from "@/lib/format";
import { enqueue } from "@/lib/queue";
import { stopQueue } from "@/lib/queue/boss";
import { runQueuedTasks } from "@/lib/queue/worker";
import { ASSISTANT_MESSAGES_PER_ADDRESS } from "@/lib/rate-limit";
import { createMechanic } from "../support/factories";
import { setClientAddress } from "../support/request";
import { shopWithData } from "../support/shops";

const ORIGIN = "http://localhost:3000";
const t = messages.conversations;
const EVERY_DAY = { open: true, hours: "08:00-18:00" };
const HOURS = Object.fromEntries(WEEKDAYS.map((day) => [day, EVERY_DAY])) as OpeningHours;

async function chatShop(plan: "pro" | "basic" = "pro") {
  const account = await createMechanic({ plan });
  const slug = `oficina-chat-${randomUUID().slice(0, 8)}`;
  await getDb()
    .update(shops)
    .set({
      slug,
      shopName: "Auto Center Silva",
      openingHours: HOURS,
      services: [
        { id: "oleo", name: "Troca de óleo", price: 120, durationMinutes: 30 },
        { id: "freio", name: "Revisão de freios", price: 250 },
      ],
      street: "Rua das Flores",
      streetNumber: "123",
      district: "Centro",
      city: "São Paulo",
      state: "SP",
      whatsappIntegration: "(11) 98888-7777",
      onlineBooking: true,
    })
    .where(eq(shops.id, account.id));
  return { id: account.id, slug };
}

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });
const formHeaders = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };

function post(slug: string, fields: Record<string, string>, headers: Record<string, string> = formHeaders) {
  const request = new Request(`${ORIGIN}/oficina/${slug}/assistente`, { method: "POST", body: new URLSearchParams(fields), headers });
  return postChat(request, params(slug));
}

/** Sends `message` in the conversation `token` (a new one without) and answers the conversation's token. */
async function say(slug: string, message: string, token?: string) {
  const response = await post(slug, { mensagem: message, ...(token ? { c: token } : {}) });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location")!, ORIGIN);
  expect(location.pathname).toBe(`/oficina/${slug}/assistente`);
  return location.searchParams.get("c")!;
}

async function page(slug: string, token?: string) {
  const query = token ? `?c=${token}` : "";
  const response = await getChat(new Request(`${ORIGIN}/oficina/${slug}/assistente${query}`), params(slug));
  return { status: response.status, html: await response.text() };
}

async function lastAnswer(shopId: string, token: string) {
  const conversation = await findConversation(shopId, token);
  return conversation!.lines.at(-1)!.text;
}

describe("the assistant's chat on the shop's page", () => {
  it("greets with the shop's name, answers from its catalogue and keeps the conversation", async () => {
    const shop = await chatShop();
    const greeting = await page(shop.slug);
    expect(greeting.status).toBe(200);
    expect(greeting.html).toContain("Auto Center Silva");
    expect(greeting.html).toContain(t.privacy);

    setClientAddress(`198.51.100.${Math.floor(Math.random() * 200)}`);
    const token = await say(shop.slug, "qto custa a troca de oleo?");
    const answer = await lastAnswer(shop.id, token);
    expect(answer).toContain(`a partir de ${formatAmount(120)}`);
    const shown = await page(shop.slug, token);
    expect(shown.html).toContain("qto custa a troca de oleo?");
    expect(shown.html).toContain(formatAmount(120));

    const [row] = await getDb().select().from(conversations).where(eq(conversations.token, token));
    expect(row).toMatchObject({ shopId: shop.id, channel: "public_page", turns: 1, quoteId: null });
    // 'Conversas' names it by its first question, even after more were asked.
    await say(shop.slug, "e onde fica?", token);
    const { rows } = await listConversations(shop.id);
    expect(rows).toEqual([expect.objectContaining({ id: row!.id, firstQuestion: "qto custa a troca de oleo?", turns: 2, outcome: null })]);
  });

  it("books a time in the chat: the request is on the shop's agenda, from the assistant", async () => {
    const shop = await chatShop();
    setClientAddress(`198.51.100.${Math.floor(Math.random() * 200)}`);
    const tomorrow = addDaysToDay(shopToday(), 1);
    let token = await say(shop.slug, "quero agendar um horario");
    token = await say(shop.slug, "Troca de óleo", token);
    token = await say(shop.slug, shortDayLabel(tomorrow), token);
    // The day's free times as buttons; the first of a shop open from 08:00 is 08:00.
    const offered = readState((await findConversation(shop.id, token))!.state).quickReplies.map((reply) => reply.label);
    expect(offered.slice(0, 3)).toEqual(["08:00", "08:30", "09:00"]);
    token = await say(shop.slug, "09:00", token);
    token = await say(shop.slug, "Maria Souza", token);
    // A wrong phone is asked again, with the booking page's own message.
    token = await say(shop.slug, "123", token);
    expect(await lastAnswer(shop.id, token)).toBe(messages.validation.phoneInvalid);
    token = await say(shop.slug, "(11) 97777-1234", token);
    token = await say(shop.slug, "abc1d23", token);
    expect(await lastAnswer(shop.id, token)).toContain("pedido de agendamento");

    const [booked] = await getDb().select().from(appointments).where(eq(appointments.shopId, shop.id));
    expect(booked).toMatchObject({
      source: "assistant",
      status: "requested",
      contactName: "Maria Souza",
      contactPhone: "11977771234",
      contactPlate: "ABC1D23",
      services: [{ id: "oleo", name: "Troca de óleo" }],
    });
    const [row] = await getDb().select().from(conversations).where(eq(conversations.token, token));
    expect(row).toMatchObject({ outcome: "booked", appointmentId: booked!.id });
  });

  it("takes the visitor's contact when he asks for a person: a lead for the shop, with his questions", async () => {
    const shop = await chatShop();
    setClientAddress(`198.51.100.${Math.floor(Math.random() * 200)}`);
    let token = await say(shop.slug, "vcs aceitam cartao?");
    const offered = readState((await findConversation(shop.id, token))!.state).quickReplies.map((reply) => reply.label);
    expect(offered).toContain(messages.assistantContact.leaveContact);
    token = await say(shop.slug, messages.assistantContact.leaveContactValue, token);
    token = await say(shop.slug, "Carlos Lima", token);
    token = await say(shop.slug, "11 9", token);
    expect(await lastAnswer(shop.id, token)).toBe(messages.validation.phoneInvalid);
    token = await say(shop.slug, "(11) 96666-5555", token);
    expect(await lastAnswer(shop.id, token)).toBe(messages.assistantContact.left("(11) 96666-5555"));

    const stored = await getDb().select().from(leads).where(eq(leads.shopId, shop.id));
    expect(stored).toEqual([expect.objectContaining({ name: "Carlos Lima", phone: "(11) 96666-5555" })]);
    expect(stored[0]!.message).toContain("vcs aceitam cartao?");
    const [row] = await getDb().select().from(conversations).where(eq(conversations.token, token));
    expect(row!.outcome).toBe("handed_over");
  });

  it("refuses what cannot be a message, with the conversation and what was typed kept", async () => {
    const shop = await chatShop();
    setClientAddress(`198.51.100.${Math.floor(Math.random() * 200)}`);
    const token = await say(shop.slug, "onde fica a oficina?");
    const cases: [string, string][] = [
      ["   ", t.refused.empty],
      ["a".repeat(1001), t.refused.tooLong],
      ["oi\u0007tudo bem", messages.validation.controlCharacters],
    ];
    for (const [message, refusal] of cases) {
      const response = await post(shop.slug, { c: token, mensagem: message });
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toContain(refusal);
      expect(html).toContain("onde fica a oficina?");
    }
    expect((await findConversation(shop.id, token))!.lines).toHaveLength(2);

    const foreign = await post(shop.slug, { mensagem: "oi" }, { ...formHeaders, "sec-fetch-site": "cross-site" });
    expect(foreign.status).toBe(403);
  });

  it("stops an address over its hourly messages, and a conversation at its turn cap", async () => {
    const shop = await chatShop();
    setClientAddress(`203.0.113.${Math.floor(Math.random() * 200)}`);
    const token = await say(shop.slug, "oi");
    await getDb().update(conversations).set({ turns: 40 }).where(eq(conversations.token, token));
    const capped = await post(shop.slug, { c: token, mensagem: "e amanha?" });
    expect(capped.status).toBe(429);
    expect(await capped.text()).toContain(t.refused.turns);
    expect((await findConversation(shop.id, token))!.lines).toHaveLength(2);

    for (let sent = 2; sent < ASSISTANT_MESSAGES_PER_ADDRESS.limit; sent++) await post(shop.slug, { mensagem: "oi" });
    const over = await post(shop.slug, { mensagem: "oi de novo" });
    expect(over.status).toBe(429);
    expect(await over.text()).toContain(t.refused.tooMany);
  });

  it("is not there for a Básico shop, and another shop's token starts a new conversation", async () => {
    const basic = await chatShop("basic");
    expect((await page(basic.slug)).status).toBe(404);
    expect((await post(basic.slug, { mensagem: "oi" })).status).toBe(404);

    const a = await chatShop();
    const b = await chatShop();
    setClientAddress(`198.51.100.${Math.floor(Math.random() * 200)}`);
    const tokenOfA = await say(a.slug, "segredo da oficina A");
    const shownAtB = await page(b.slug, tokenOfA);
    expect(shownAtB.html).not.toContain("segredo da oficina A");
    const tokenAtB = await say(b.slug, "oi", tokenOfA);
    expect(tokenAtB).not.toBe(tokenOfA);
    expect((await findConversation(a.id, tokenOfA))!.lines).toHaveLength(2);
  });
});

describe("the assistant's chat on a quote link", () => {
  it("knows that quote's lines and stage, and is kept with the quote", async () => {
    const shop = await shopWithData("chat-link");
    setClientAddress(`198.51.100.${Math.floor(Math.random() * 200)}`);
    const context = { params: Promise.resolve({ token: shop.linkToken }) };
    const opened = await getQuoteChat(new Request(`${ORIGIN}/orcamento/${shop.linkToken}/assistente`), context);
    expect(opened.status).toBe(200);

    const body = new URLSearchParams({ mensagem: "o que e o filtro?" });
    const request = new Request(`${ORIGIN}/orcamento/${shop.linkToken}/assistente`, { method: "POST", body, headers: formHeaders });
    const response = await postQuoteChat(request, context);
    expect(response.status).toBe(303);
    const token = new URL(response.headers.get("location")!, ORIGIN).searchParams.get("c")!;
    const conversation = await findConversation(shop.id, token, shop.quoteId);
    expect(conversation!.lines.at(-1)!.text).toContain("Filtro");

    // Another quote's link does not open this conversation.
    const other = await shopWithData("chat-link-b");
    const elsewhere = await getQuoteChat(new Request(`${ORIGIN}/orcamento/${other.linkToken}/assistente?c=${token}`), {
      params: Promise.resolve({ token: other.linkToken }),
    });
    expect(await elsewhere.text()).not.toContain("o que e o filtro?");
    const dead = await getQuoteChat(new Request(`${ORIGIN}/orcamento/${"x".repeat(32)}/assistente`), {
      params: Promise.resolve({ token: "x".repeat(32) }),
    });
    expect(dead.status).toBe(404);
  });
});

describe("the conversations' sweep", () => {
  it("deletes conversations whose last message is over 90 days old, with their lines", async () => {
    const shop = await chatShop();
    setClientAddress(`198.51.100.${Math.floor(Math.random() * 200)}`);
    const old = await say(shop.slug, "pergunta antiga");
    const recent = await say(shop.slug, "pergunta recente");
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await getDb()
      .update(conversations)
      .set({ lastMessageAt: daysAgo(91) })
      .where(eq(conversations.token, old));
    await getDb()
      .update(conversations)
      .set({ lastMessageAt: daysAgo(89) })
      .where(eq(conversations.token, recent));
    try {
      await enqueue(sweepConversations, {});
      // The booking above queued its e-mail in the same queue: the sweep is one of what runs.
      expect((await runQueuedTasks()).failed).toBe(0);
    } finally {
      await stopQueue();
    }
    expect(await findConversation(shop.id, old)).toBeNull();
    expect(await findConversation(shop.id, recent)).not.toBeNull();
    const lines = await getDb()
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.shopId, shop.id)));
    expect(lines).toHaveLength(2);
  });
});
