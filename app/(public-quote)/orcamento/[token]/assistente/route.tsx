import { DeadQuoteLink } from "@/components/public-quote/dead-link";
import { chatGet, chatPost, type ChatPlace } from "@/lib/assistant/chat-document";
import { shopToday } from "@/lib/calendar";
import { currentClientAddress } from "@/lib/client-address/current";
import { findPublicShopById } from "@/lib/data/profile";
import { documentResponse } from "@/lib/documents/render";
import { formatQuoteNumber } from "@/lib/format";
import { conversations } from "@/lib/messages/conversations";
import { publicQuote } from "@/lib/messages/public-quote";
import { planAllows } from "@/lib/plans";
import { openPublicQuote } from "@/lib/public-quote/access";
import { quoteStageOf, quoteStatusOf } from "@/lib/quote-status";
import { quoteTotals } from "@/lib/quotes/totals";

type Context = { params: Promise<{ token: string }> };

/**
 * 'Dúvidas sobre este orçamento?' on the customer's link: the shop's assistant, knowing this quote
 * (its lines as the version he sees has them, its stage now) and nothing of any other. The token
 * is the access check, and its misses count as the link's do (lib/public-quote/access.ts).
 */
async function placeOf(token: string): Promise<ChatPlace | null> {
  const view = await openPublicQuote(token, await currentClientAddress());
  if (!view) return null;
  const shop = await findPublicShopById(view.shopId);
  if (!shop || !planAllows(shop.plan, "aiAssistant")) return null;
  const { quote } = view.document;
  const discount = quote.discountKind && quote.discountValue ? { kind: quote.discountKind, value: quote.discountValue } : null;
  return {
    shop,
    channel: "quote_link",
    quoteId: view.quoteId,
    quote: {
      number: formatQuoteNumber(quote.number),
      stageLabel: quoteStatusOf(quoteStageOf(view.stage, shopToday())).label,
      total: Number(quoteTotals(quote.items, discount).total),
      items: quote.items.map((item) => ({
        description: item.description,
        kind: item.kind,
        quantity: Number(item.quantity),
        unitPrice: Number(item.unitPrice),
        total: Number(item.total),
      })),
    },
    action: `/orcamento/${token}/assistente`,
    back: { href: `/orcamento/${token}`, label: conversations.backToQuote },
  };
}

const deadLink = () => documentResponse(<DeadQuoteLink shop={null} />, { title: publicQuote.deadLink.title, status: 404 });

export async function GET(request: Request, { params }: Context) {
  const place = await placeOf((await params).token);
  return place ? chatGet(place, request) : deadLink();
}

export async function POST(request: Request, { params }: Context) {
  const place = await placeOf((await params).token);
  return place ? chatPost(place, request) : deadLink();
}
