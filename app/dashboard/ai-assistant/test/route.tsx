import { redirect } from "next/navigation";
import { chatGet, chatPost, type ChatPlace } from "@/lib/assistant/chat-document";
import { findPublicShopById } from "@/lib/data/profile";
import { conversations } from "@/lib/messages/conversations";
import { planAllows } from "@/lib/plans";
import { requireSubscribedUser } from "@/lib/session";

const PATH = "/dashboard/ai-assistant/test";

/**
 * 'Testar o assistente': the shop talks to its own assistant exactly as a customer would (the
 * same answers, the same booking), and the conversation is kept as a test in 'Conversas'.
 */
async function placeOf(): Promise<ChatPlace> {
  const user = await requireSubscribedUser("manageShop");
  if (!planAllows(user.plan, "aiAssistant")) redirect("/dashboard/ai-assistant");
  const shop = await findPublicShopById(user.shopId);
  if (!shop) redirect("/dashboard/plans");
  return {
    shop,
    channel: "test",
    quoteId: null,
    action: PATH,
    back: { href: "/dashboard/ai-assistant", label: conversations.backToSettings },
  };
}

export async function GET(request: Request) {
  return chatGet(await placeOf(), request);
}

export async function POST(request: Request) {
  return chatPost(await placeOf(), request);
}
