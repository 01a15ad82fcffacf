import { Button } from "@/components/ui/button";
import { Download, MessageCircle, Wrench } from "@/components/ui/icons";
import { publicQuote as t } from "@/lib/messages/public-quote";
import { whatsappLink } from "@/lib/profile/whatsapp";
import type { QuoteShop } from "@/lib/quotes/types";

/**
 * Who the quote comes from: the shop's logo, name and owner, a way to talk to it, and the PDF.
 * Plain links: the page runs no script of its own, so they work with JavaScript off.
 */
/** `pdfHref` null: no quote to download yet (a check-in's quote before it lists its work). */
export function ShopHeader({ shop, shopName, pdfHref }: { shop: QuoteShop; shopName: string; pdfHref: string | null }) {
  // The profile's field takes a number in any format or a wa.me link; anything else offers no chat.
  const whatsapp = whatsappLink(shop.whatsapp);
  return (
    <header className="grid gap-4">
      <div className="flex items-center gap-4">
        {shop.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- served by /api/uploads with its own headers; no image optimiser on this page
          <img
            src={shop.logoUrl}
            alt={t.logoAlt(shopName)}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-lg border bg-white object-contain"
          />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Wrench className="size-8" aria-hidden="true" />
          </span>
        )}
        <div className="grid min-w-0 gap-0.5">
          <p className="text-lg font-semibold break-words" data-testid="public-quote-shop">
            {shopName}
          </p>
          {shop.ownerName.trim() && <p className="text-sm break-words text-muted-foreground">{t.owner(shop.ownerName)}</p>}
        </div>
      </div>
      <div className="grid gap-2 sm:flex">
        {whatsapp && (
          <Button asChild size="lg" className="h-11 bg-success text-success-foreground hover:bg-success/90">
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" /> {t.talkToShop}
              <span className="sr-only"> {t.opensWhatsApp}</span>
            </a>
          </Button>
        )}
        {pdfHref && (
          <Button asChild size="lg" variant="outline" className="h-11">
            <a href={pdfHref}>
              <Download aria-hidden="true" /> {t.downloadPdf}
            </a>
          </Button>
        )}
      </div>
    </header>
  );
}
