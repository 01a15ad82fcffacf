import { Button } from "@/components/ui/button";
import { MessageCircle } from "@/components/ui/icons";
import type { SupplierLinkView } from "@/lib/data/supplier-links";
import { supplierLink as t } from "@/lib/messages/supplier-link";
import { whatsappLink } from "@/lib/profile/whatsapp";
import { deadlineWhen } from "@/lib/supplier-link/deadline";

/**
 * Who asks and for what car: the shop (and its WhatsApp, for a question the form cannot carry),
 * the vehicle as the request names it (make, model, year, engine: never the customer or the
 * plate), and while it is open, until when answers are taken, in São Paulo time.
 */
export function SupplierRequestHeader({ link, shopName }: { link: SupplierLinkView; shopName: string }) {
  const whatsapp = whatsappLink(link.shopWhatsapp);
  return (
    <header className="grid gap-4">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">{t.from}</p>
        <p className="text-lg font-semibold break-words" data-testid="supplier-link-shop">
          {shopName}
        </p>
        <p className="text-sm break-words text-muted-foreground">{t.to(link.supplierName)}</p>
      </div>
      {whatsapp && (
        <Button asChild size="lg" variant="outline" className="h-11 w-full sm:w-fit">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" /> {t.talkToShop}
            <span className="sr-only"> {t.opensWhatsApp}</span>
          </a>
        </Button>
      )}
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold">{t.heading}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t.vehicleLabel}</dt>
          <dd className="font-medium break-words" data-testid="supplier-link-vehicle">
            {link.vehicle}
          </dd>
          {link.engine && (
            <>
              <dt className="text-muted-foreground">{t.engineLabel}</dt>
              <dd className="font-medium break-words">{link.engine}</dd>
            </>
          )}
        </dl>
        {/* Past it, the answer's section says when it closed instead. */}
        {link.open && (
          <p className="mt-1 font-semibold" data-testid="supplier-link-deadline">
            {t.deadline(deadlineWhen(link.deadline))}
          </p>
        )}
      </div>
    </header>
  );
}
