import { ConditionBadge } from "@/components/quotes/condition-badge";
import { Card, CardContent } from "@/components/ui/card";
import { messages } from "@/lib/messages";
import { formatAmount, formatQuantity } from "@/lib/quotes/display";
import { QUOTE_ITEM_KIND_LABELS } from "@/lib/quotes/items";
import type { SnapshotChange, SnapshotComplement } from "@/lib/quotes/snapshot";

const t = messages.publicQuote.answer.complement;

type Pricing = NonNullable<SnapshotChange["after"]>;

/**
 * "2 × R$ 45,50 = R$ 91,00"; labour by its total alone, since a change does not say whether it
 * was priced by the hour or fixed (the line itself, in the items below, does).
 */
function priced(change: SnapshotChange, pricing: Pricing) {
  const total = formatAmount(pricing.total);
  return change.kind === "labour" ? total : `${formatQuantity(pricing.quantity)} × ${formatAmount(pricing.unitPrice)} = ${total}`;
}

function ChangeLine({ change }: { change: SnapshotChange }) {
  const label = { added: t.added, changed: t.changed, removed: t.removed }[change.change];
  return (
    <li className="grid gap-1 rounded-md border bg-background p-3 text-sm" data-change={change.change}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{label}:</span>
        <span className="font-medium break-words">{change.description}</span>
        <span className="text-muted-foreground">({QUOTE_ITEM_KIND_LABELS[change.kind]})</span>
        {change.partCondition && <ConditionBadge condition={change.partCondition} />}
      </div>
      {change.change === "changed" && change.before && change.after ? (
        <p>
          {t.before} {priced(change, change.before)}; {t.now} {priced(change, change.after)}
        </p>
      ) : (
        <p>{priced(change, (change.after ?? change.before)!)}</p>
      )}
    </li>
  );
}

/**
 * 'Orçamento complementar': what this version adds, changes and removes against the one the
 * customer approved, and that version's total, so he approves the difference knowing it (CDC
 * art. 40 §2: an approved quote changes only by a new agreement). The approved version stays
 * readable by its link.
 */
export function ComplementBox({
  complement,
  newTotal,
  approvedHref,
}: {
  complement: SnapshotComplement;
  newTotal: string | null;
  approvedHref: string;
}) {
  return (
    <Card className="border-amber-400 bg-amber-50" data-testid="quote-complement">
      <CardContent className="grid gap-3">
        <h2 className="text-lg font-semibold">{t.heading}</h2>
        <p className="text-sm">{t.intro(complement.amendsVersion)}</p>
        <ul className="grid gap-2">
          {complement.changes.map((change, index) => (
            <ChangeLine key={index} change={change} />
          ))}
        </ul>
        <dl className="grid gap-1 text-sm">
          {complement.approvedTotal !== null && (
            <div className="flex flex-wrap justify-between gap-2">
              <dt>{t.approvedTotal}</dt>
              <dd className="font-semibold">{formatAmount(complement.approvedTotal)}</dd>
            </div>
          )}
          {newTotal !== null && (
            <div className="flex flex-wrap justify-between gap-2">
              <dt>{t.newTotal}</dt>
              <dd className="font-semibold">{formatAmount(newTotal)}</dd>
            </div>
          )}
        </dl>
        <a
          href={approvedHref}
          className="w-fit rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {messages.publicQuote.answer.openVersion(complement.amendsVersion)}
        </a>
      </CardContent>
    </Card>
  );
}
