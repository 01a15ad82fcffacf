import { formatAmount } from "@/lib/format";
import { nfse as m } from "@/lib/messages/nfse";
import type { QuoteItem } from "@/lib/quotes/types";

/** The labour a note covers, line by line, the discount's share and the note's value; the parts said apart. */
export function NoteLines({
  items,
  services,
  discount,
  partsInDescription,
}: {
  items: Pick<QuoteItem, "id" | "kind" | "description" | "total">[];
  services: string;
  discount: string;
  partsInDescription: boolean;
}) {
  const hasParts = items.some((item) => item.kind === "part");
  return (
    <div className="grid gap-3 rounded-lg border p-3 text-sm">
      <ul className="grid gap-1">
        {items
          .filter((item) => item.kind !== "part")
          .map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{item.description}</span>
              <span className="shrink-0 tabular-nums">{formatAmount(item.total)}</span>
            </li>
          ))}
      </ul>
      {Number(discount) > 0 && (
        <p className="flex justify-between gap-3">
          <span>{m.discountLine}</span>
          <span className="tabular-nums">− {formatAmount(discount)}</span>
        </p>
      )}
      <p className="flex justify-between gap-3 border-t pt-2 font-semibold">
        <span>{m.totalLine}</span>
        <span className="tabular-nums">{formatAmount(Number(services) - Number(discount))}</span>
      </p>
      {hasParts && <p className="text-muted-foreground">{partsInDescription ? m.partsInDescription : m.partsLeftOut}</p>}
    </div>
  );
}
