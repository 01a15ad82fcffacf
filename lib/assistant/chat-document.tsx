import "server-only";
import { ChatPage, type ChatLine, type ChatPageProps } from "@/components/assistant-chat/chat-page";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import {
  addTurn,
  findConversation,
  isConversationToken,
  MAX_CONVERSATION_TURNS,
  newConversationToken,
  startConversation,
} from "@/lib/data/conversations";
import type { PublicShop } from "@/lib/data/profile";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { documentResponse } from "@/lib/documents/render";
import type { ConversationChannel } from "@/lib/enums";
import { conversations as t } from "@/lib/messages/conversations";
import { fromThisSite } from "@/lib/public-quote/origin";
import { ASSISTANT_MESSAGES_PER_ADDRESS, assistantMessagesKey } from "@/lib/rate-limit";
import { MAX_LEAD_FORM_BYTES, readFormUpTo } from "@/lib/request-body";
import { CHAT_FIELDS, chatMessageSchema } from "@/lib/validation/conversation";
import { greeting, type AssistantFacts } from "./guided";
import { shopFacts, shopTools } from "./shop-tools";
import { answerMessage } from "./answer";
import { readState, type TurnAnswer } from "./turn";

/** The most of the visitor's own questions a hand-off carries to the shop's WhatsApp. */
const QUESTIONS_HANDED_OVER = 3;

/**
 * A hand-off opens the shop's WhatsApp with the conversation summed up (the visitor's last
 * questions), so the person who answers does not ask them again. The visitor sends it himself.
 */
function withWhatsapp(answer: TurnAnswer, whatsappUrl: string | null, asked: string[]): TurnAnswer {
  if (answer.outcome !== "handed_over" || !whatsappUrl) return answer;
  const summary = t.handoverSummary(asked.slice(-QUESTIONS_HANDED_OVER));
  const open = { label: t.openWhatsapp, value: "", href: `${whatsappUrl}?${new URLSearchParams({ text: summary })}` };
  const quickReplies = [open, ...answer.quickReplies];
  return { ...answer, quickReplies, state: { ...answer.state, quickReplies } };
}

/**
 * The chat's two routes (the shop's page and a quote link) differ only in where they are: which
 * shop, which quote, where the chat posts and where 'Voltar' goes.
 */
export type ChatPlace = {
  shop: PublicShop;
  channel: ConversationChannel;
  quoteId: string | null;
  quote?: AssistantFacts["quote"];
  action: string;
  back: { href: string; label: string };
};

type Shown = Pick<ChatPageProps, "token" | "lines" | "quickReplies" | "error" | "typed">;

async function chatResponse(place: ChatPlace, shown: Shown, status = 200) {
  const { facts, settings } = await shopFacts(place.shop, new Date(), place.quote);
  const hello = greeting(facts);
  const lines: ChatLine[] = [{ role: "assistant", text: hello.text }, ...shown.lines];
  const quickReplies = shown.lines.length === 0 ? hello.quickReplies : shown.quickReplies;
  const shopName = facts.shopName;
  return documentResponse(
    <ChatPage
      assistantName={settings.name}
      shopName={shopName}
      imageUrl={settings.imageUrl}
      action={place.action}
      back={place.back}
      {...shown}
      lines={lines}
      quickReplies={quickReplies}
    />,
    { title: t.title(settings.name, shopName), status },
  );
}

/** The chat: its greeting, or the conversation `token` names (a token not found here starts over). */
export async function chatGet(place: ChatPlace, request: Request) {
  const token = new URL(request.url).searchParams.get(CHAT_FIELDS.token) ?? "";
  const stored = isConversationToken(token) ? await findConversation(place.shop.shopId, token, place.quoteId) : null;
  if (!stored) return chatResponse(place, { token: null, lines: [], quickReplies: [] });
  return chatResponse(place, { token, lines: stored.lines, quickReplies: readState(stored.state).quickReplies });
}

/**
 * A message. Refused, with the conversation as it was and what was typed back in its field: a
 * post from another site (403), a body over the cap (413), too many messages from the address
 * (429), an empty, long or invisible-character message (422), a conversation at its turn cap
 * (429). Otherwise answered, stored with its answer, and the conversation shown again (303), so
 * a reload does not send it twice.
 */
export async function chatPost(place: ChatPlace, request: Request) {
  if (!fromThisSite(request.headers)) {
    return new Response(t.refused.forbidden, { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const form = await readFormUpTo(request, MAX_LEAD_FORM_BYTES);
  const typedToken = form === "tooLarge" ? "" : (form.get(CHAT_FIELDS.token) ?? "");
  const stored = isConversationToken(typedToken) ? await findConversation(place.shop.shopId, typedToken, place.quoteId) : null;
  const shownBefore = {
    token: stored ? typedToken : null,
    lines: stored?.lines ?? [],
    quickReplies: stored ? readState(stored.state).quickReplies : [],
  };
  if (form === "tooLarge") return chatResponse(place, { ...shownBefore, error: t.refused.tooLong }, 413);
  const typed = form.get(CHAT_FIELDS.message) ?? "";
  const refuse = (error: string, status: number) => chatResponse(place, { ...shownBefore, error, typed: typed.slice(0, 2000) }, status);

  const address = await currentRateLimitAddress();
  if (!(await consumeRateLimit(assistantMessagesKey(address), ASSISTANT_MESSAGES_PER_ADDRESS)).allowed) {
    return refuse(t.refused.tooMany, 429);
  }
  const message = chatMessageSchema.safeParse(typed);
  if (!message.success) return refuse(message.error.issues[0]!.message, 422);

  // Before the answer, whose booking could not be undone by a refused turn afterwards.
  if (stored && stored.turns >= MAX_CONVERSATION_TURNS) return refuse(t.refused.turns, 429);

  const now = new Date();
  const token = stored ? typedToken : newConversationToken();
  try {
    const asked = [...(stored?.lines ?? []).filter((line) => line.role === "visitor").map((line) => line.text), message.data];
    const tools = await shopTools(place.shop, now, { key: token, asked }, place.quote);
    const asker = { shopId: place.shop.shopId, conversationKey: token, address };
    const answered = await answerMessage(message.data, stored?.lines ?? [], readState(stored?.state), tools, asker);
    const answer = withWhatsapp(answered, tools.facts.whatsappUrl, asked);
    const turn = {
      visitor: message.data,
      assistant: answer.text,
      state: answer.state,
      outcome: answer.outcome,
      appointmentId: answer.appointmentId,
    };
    if (!stored) await startConversation(place.shop.shopId, { channel: place.channel, quoteId: place.quoteId }, turn, now, token);
    else if (!(await addTurn(place.shop.shopId, stored.id, turn, now))) return refuse(t.refused.turns, 429);
  } catch (error) {
    console.error("mensagem ao assistente não respondida", { shopId: place.shop.shopId }, error);
    return refuse(t.refused.failed, 500);
  }
  const next = `${place.action}?${new URLSearchParams({ [CHAT_FIELDS.token]: token })}#fim`;
  return new Response(null, { status: 303, headers: { Location: next } });
}
