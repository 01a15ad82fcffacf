import type { SupplierLinkPart } from "@/lib/data/supplier-links";
import { supplierLink as t } from "@/lib/messages/supplier-link";
import { formatQuantity } from "@/lib/quotes/display";
import { PART_CONDITION_LABELS } from "@/lib/quotes/items";

/** A part as the shop asked for it: how many, and the condition it wants. */
export function PartAskedFor({ part }: { part: SupplierLinkPart }) {
  return (
    <p className="text-sm text-muted-foreground">
      {t.quantity(formatQuantity(part.quantity))} · {t.wanted(PART_CONDITION_LABELS[part.condition])}
    </p>
  );
}
