import { formatAmount } from "@/lib/format";
import { ConditionBadge } from "@/components/quotes/condition-badge";
import { Card, CardContent } from "@/components/ui/card";
import { publicQuote } from "@/lib/messages/public-quote";
import { formatQuantity } from "@/lib/quotes/display";
import { QUOTE_ITEM_KIND_LABELS } from "@/lib/quotes/items";
import type { SnapshotChange, SnapshotComplement } from "@/lib/quotes/snapshot";

const t = publicQuote.answer.complement;

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
 * What one version of the quote adds, changes and removes against an earlier one, with both totals
 * and a link to the earlier version: the complement's view, and the view of a version the shop
 * changed while the customer was reading (his answer to the earlier one was refused).
 */
function ChangesCard({
  heading,
  intro,
  changes,
  previousTotalLabel,
  previousTotal,
  newTotal,
  previousHref,
  previousVersion,
  testId,
}: {
  heading: string;
  intro: string;
  changes: SnapshotChange[];
  previousTotalLabel: string;
  previousTotal: string | null;
  newTotal: string | null;
  previousHref: string;
  previousVersion: number;
  testId: string;
}) {
  return (
    <Card className="border-amber-400 bg-amber-50" data-testid={testId}>
      <CardContent className="grid gap-3">
        <h2 className="text-lg font-semibold">{heading}</h2>
        <p className="text-sm">{intro}</p>
        {changes.length > 0 ? (
          <ul className="grid gap-2">
            {changes.map((change, index) => (
              <ChangeLine key={index} change={change} />
            ))}
          </ul>
        ) : (
          <p className="text-sm">{publicQuote.answer.changes.sameItems}</p>
        )}
        <dl className="grid gap-1 text-sm">
          {previousTotal !== null && (
            <div className="flex flex-wrap justify-between gap-2">
              <dt>{previousTotalLabel}</dt>
              <dd className="font-semibold">{formatAmount(previousTotal)}</dd>
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
          href={previousHref}
          className="w-fit rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {publicQuote.answer.openVersion(previousVersion)}
        </a>
      </CardContent>
    </Card>
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
    <ChangesCard
      heading={t.heading}
      intro={t.intro(complement.amendsVersion)}
      changes={complement.changes}
      previousTotalLabel={t.approvedTotal}
      previousTotal={complement.approvedTotal}
      newTotal={newTotal}
      previousHref={approvedHref}
      previousVersion={complement.amendsVersion}
      testId="quote-complement"
    />
  );
}

/**
 * The customer answered a version the shop has since changed: his answer was refused, and this
 * says what changed since the version he read (the items, as the complement says them, and both
 * totals), so he answers again knowing it.
 */
export function VersionChangesBox({
  shownVersion,
  changes,
  shownTotal,
  newTotal,
  shownHref,
}: {
  shownVersion: number;
  changes: SnapshotChange[];
  shownTotal: string | null;
  newTotal: string | null;
  shownHref: string;
}) {
  const c = publicQuote.answer.changes;
  return (
    <ChangesCard
      heading={c.heading}
      intro={c.intro(shownVersion)}
      changes={changes}
      previousTotalLabel={c.shownTotal}
      previousTotal={shownTotal}
      newTotal={newTotal}
      previousHref={shownHref}
      previousVersion={shownVersion}
      testId="quote-version-changes"
    />
  );
}
