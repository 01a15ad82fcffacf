import { formatAmount } from "@/lib/format";
import { ConditionBadge } from "@/components/quotes/condition-badge";
import { Card } from "@/components/ui/card";
import { quoteEditor } from "@/lib/messages/quote-editor";
import { quotePage as t } from "@/lib/messages/quote-page";
import { itemPricing, itemQuantity } from "@/lib/quotes/display";
import { QUOTE_ITEM_KIND_LABELS } from "@/lib/quotes/items";
import type { QuoteItem } from "@/lib/quotes/types";

/** A part 'Aguardando cotação' has no price yet: never shown as R$ 0,00. */
function priceOf(item: QuoteItem, amount: string) {
  return item.awaitingPrice ? quoteEditor.awaitingPrice : formatAmount(amount);
}

/**
 * A quote's lines as the customer reads them: one card per line on a phone (five columns do not
 * fit 375 px), the table from sm up. Both are in the page and CSS shows one, as in the customer's
 * history (components/quotes/customer-quotes.tsx): they differ only in layout (lib/device.ts).
 * Without `showPrices` (a mechanic: lib/team/permissions.ts), the items and quantities alone.
 */
export function QuoteItemsView({ items, showPrices = true }: { items: QuoteItem[]; showPrices?: boolean }) {
  return (
    <>
      <ul className="grid gap-3 sm:hidden" aria-label={t.itemsLabel}>
        {items.map((item) => {
          const pricing = itemPricing(item);
          return (
            <li key={item.id} data-item-kind={item.kind} className="quote-line-card">
              <div className="quote-line-top">
                <span className="quote-line-kind">{QUOTE_ITEM_KIND_LABELS[item.kind]}</span>
                {item.partCondition && <ConditionBadge condition={item.partCondition} />}
              </div>
              <p className="font-medium break-words">{item.description}</p>
              <div className="quote-line-figures">
                <span className="text-muted-foreground">
                  {item.awaitingPrice || !showPrices ? itemQuantity(item) : (pricing ?? t.fixedPrice)}
                </span>
                {showPrices && <span className="font-semibold whitespace-nowrap">{priceOf(item, item.total)}</span>}
              </div>
            </li>
          );
        })}
      </ul>

      {/* relative: the visually hidden condition prefix stays inside the scroller. */}
      <Card className="relative hidden overflow-x-auto py-0 sm:block">
        <table className="w-full min-w-[36rem] text-sm" aria-label={t.itemsLabel}>
          <thead className="border-b bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t.columns.kind}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t.columns.description}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {t.columns.quantity}
              </th>
              {showPrices && (
                <>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {t.columns.unitPrice}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {t.columns.total}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-item-kind={item.kind} className="border-b align-top last:border-0">
                <td className="quote-line-cell whitespace-nowrap text-muted-foreground">{QUOTE_ITEM_KIND_LABELS[item.kind]}</td>
                <td className="quote-line-cell max-w-sm">
                  <span className="break-words">{item.description}</span>
                  {item.partCondition && (
                    <span className="mt-1 block">
                      <ConditionBadge condition={item.partCondition} />
                    </span>
                  )}
                </td>
                <td className="quote-line-number">{itemQuantity(item) ?? t.fixedPrice}</td>
                {showPrices && (
                  <>
                    <td className="quote-line-number">{priceOf(item, item.unitPrice)}</td>
                    <td className="quote-line-number font-medium">{priceOf(item, item.total)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
