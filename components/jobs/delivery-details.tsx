import { ShieldCheck } from "@/components/ui/icons";
import { formatDay } from "@/lib/calendar";
import type { Delivery } from "@/lib/data/deliveries";
import { formatDateAtTime, formatKm } from "@/lib/format";
import { delivery as m } from "@/lib/messages/delivery";
import { cn } from "@/lib/utils";

/** 'Garantia até 24/02/2027', or 'Garantia encerrada em …' once São Paulo's today is past its last day. */
export function warrantyText(warrantyUntil: string, today: string) {
  return warrantyUntil < today ? m.warrantyEnded(formatDay(warrantyUntil)) : m.warrantyUntil(formatDay(warrantyUntil));
}

/**
 * The delivery as the shop and the customer read it: when, the warranty that runs from it, the
 * km, what became of the replaced parts, the notes. The same words on the job page and the link.
 */
export function DeliveryDetails({ delivery, today, className }: { delivery: Delivery; today: string; className?: string }) {
  const running = delivery.warrantyUntil >= today;
  return (
    <div className={cn("grid gap-3", className)} data-testid="delivery-details">
      <div className="grid gap-1">
        <p className="font-semibold">{m.deliveredAt(formatDateAtTime(delivery.deliveredAt))}</p>
        <p className={cn("flex items-center gap-2 font-semibold", running ? "text-success" : "text-muted-foreground")}>
          <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
          {warrantyText(delivery.warrantyUntil, today)}
        </p>
        <p className="text-sm text-muted-foreground">{m.warrantyDays(delivery.warrantyDays)}</p>
      </div>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {delivery.km !== null && (
          <div className="contents">
            <dt className="text-muted-foreground">{m.km}</dt>
            <dd className="font-medium">{formatKm(delivery.km)}</dd>
          </div>
        )}
        <div className="contents">
          <dt className="text-muted-foreground">{m.partsLabel}</dt>
          <dd className="font-medium">{m.parts[delivery.replacedParts]}</dd>
        </div>
        {delivery.notes && (
          <div className="contents">
            <dt className="text-muted-foreground">{m.notes}</dt>
            <dd className="font-medium break-words whitespace-pre-wrap">{delivery.notes}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
