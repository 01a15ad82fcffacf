import { DocumentNotFound } from "@/components/documents/not-found";
import { chatGet, chatPost, type ChatPlace } from "@/lib/assistant/chat-document";
import { findPublicShop } from "@/lib/data/profile";
import { documentResponse } from "@/lib/documents/render";
import { messages } from "@/lib/messages";
import { planAllows } from "@/lib/plans";

type Context = { params: Promise<{ slug: string }> };

// Anything else cannot be a slug (lib/profile/slug.ts): answered without a query.
const SLUG = /^[a-z0-9-]{1,80}$/;

/** 'Tire suas dúvidas' on the shop's page: its assistant, on the plans that have one. */
async function placeOf(slug: string): Promise<ChatPlace | null> {
  if (!SLUG.test(slug)) return null;
  const shop = await findPublicShop(slug);
  if (!shop || !planAllows(shop.plan, "aiAssistant")) return null;
  return {
    shop,
    channel: "public_page",
    quoteId: null,
    action: `/oficina/${slug}/assistente`,
    back: { href: `/oficina/${slug}`, label: messages.conversations.backToShop },
  };
}

const notFound = () => documentResponse(<DocumentNotFound />, { title: messages.errorPages.notFound, status: 404 });

export async function GET(request: Request, { params }: Context) {
  const place = await placeOf((await params).slug);
  return place ? chatGet(place, request) : notFound();
}

export async function POST(request: Request, { params }: Context) {
  const place = await placeOf((await params).slug);
  return place ? chatPost(place, request) : notFound();
}
