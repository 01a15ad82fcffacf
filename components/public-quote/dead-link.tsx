import { ProductLink } from "@/components/documents/product-link";
import { Button } from "@/components/ui/button";
import { MessageCircle } from "@/components/ui/icons";
import type { RevokedLinkShop } from "@/lib/data/quote-links";
import { publicQuote as t } from "@/lib/messages/public-quote";
import { whatsappLink } from "@/lib/profile/whatsapp";

/**
 * A customer's quote link that opens nothing, in pt-BR, with no script: a link the shop revoked
 * (`shop`) names the shop and offers its WhatsApp with the question already written; any other
 * token (unknown, malformed, or from a guesser past the limit of misses) says only that the link
 * is dead.
 */
export function DeadQuoteLink({ shop }: { shop: RevokedLinkShop | null }) {
  const chat = shop ? whatsappLink(shop.whatsapp) : null;
  const text = !shop ? t.deadLink.unknown : shop.shopName ? t.deadLink.revoked(shop.shopName) : t.deadLink.revokedNoName;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center" data-testid="dead-quote-link">
      <p className="text-5xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t.deadLink.title}</h1>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {chat && (
        <Button asChild size="lg" className="h-11 bg-success text-success-foreground hover:bg-success/90">
          <a href={`${chat}?text=${encodeURIComponent(t.deadLink.askNewLinkText)}`} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" /> {t.deadLink.askNewLink}
            <span className="sr-only"> {t.opensWhatsApp}</span>
          </a>
        </Button>
      )}
      <p className="text-sm text-muted-foreground">
        {t.madeWith} <ProductLink />
      </p>
    </main>
  );
}
