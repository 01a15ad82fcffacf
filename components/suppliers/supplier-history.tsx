import { Link } from "@/components/ui/link";
import { Pagination } from "@/components/lists/pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SupplierAnswerEntry, SupplierHistory as History } from "@/lib/data/supplier-history";
import { formatAmount, formatDate, formatQuoteNumber } from "@/lib/format";
import { suppliers } from "@/lib/messages/suppliers";
import { PART_CONDITION_LABELS } from "@/lib/quotes/items";
import { quotePath } from "@/lib/routes";
import { availabilityLabel } from "@/lib/suppliers/availability";

const m = suppliers.history;

/** Where the history starts: its pages link here, so a phone lands on the list, not on the form above it. */
export const SUPPLIER_HISTORY_ANCHOR = "historico";

const quantityFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });

/**
 * 'Histórico de cotações' on the supplier's page: how often it was chosen, how many requests it got
 * and answered, and its answers (20 a page, newest first), each with its quote's page.
 */
export function SupplierHistory({ history }: { history: History }) {
  const { answers } = history;
  return (
    <Card id={SUPPLIER_HISTORY_ANCHOR} aria-labelledby="supplier-history-title" role="region" className="scroll-mt-4">
      <CardHeader>
        <CardTitle>
          <h2 id="supplier-history-title">{m.title}</h2>
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={m.title}>
          <li className="rounded-md bg-secondary px-3 py-1.5 font-semibold text-secondary-foreground">{m.chosen(history.chosen)}</li>
          <li className="rounded-md border px-3 py-1.5">{m.sent(history.sent)}</li>
          <li className="rounded-md border px-3 py-1.5">{m.answered(history.answered)}</li>
        </ul>
        {answers.total === 0 ? (
          <p className="text-sm text-muted-foreground">{m.empty}</p>
        ) : (
          <>
            <ol className="grid divide-y rounded-md border" aria-label={m.listLabel}>
              {answers.items.map((answer) => (
                <AnswerItem key={answer.id} answer={answer} />
              ))}
            </ol>
            <Pagination
              search=""
              anchor={SUPPLIER_HISTORY_ANCHOR}
              label={m.pages}
              page={answers.page}
              pageSize={answers.pageSize}
              total={answers.total}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function AnswerItem({ answer }: { answer: SupplierAnswerEntry }) {
  const offer = [
    answer.condition && PART_CONDITION_LABELS[answer.condition],
    answer.brand,
    answer.deliveryDays !== null && availabilityLabel(answer.deliveryDays),
  ].filter(Boolean);
  return (
    <li className="grid gap-1 px-3 py-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium break-words">
          {answer.part}{" "}
          <span className="font-normal text-muted-foreground">· {m.quantity(quantityFormat.format(Number(answer.quantity)))}</span>
        </p>
        {answer.price === null ? (
          <p className="shrink-0 text-muted-foreground">{m.noPrice}</p>
        ) : (
          <p className="shrink-0 text-right font-semibold tabular-nums">
            {formatAmount(answer.price)}
            <span className="block text-xs font-normal text-muted-foreground">{m.perUnit}</span>
          </p>
        )}
      </div>
      {offer.length > 0 && <p className="text-muted-foreground">{offer.join(" · ")}</p>}
      {answer.note && <p className="break-words whitespace-pre-line">{answer.note}</p>}
      <div className="flex flex-wrap items-center justify-between gap-x-3 text-muted-foreground">
        <Link
          href={quotePath(answer.quoteId)}
          prefetch={false}
          className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {m.quote(formatQuoteNumber(answer.quoteNumber))}
        </Link>
        <span>{m.answeredOn(formatDate(answer.answeredAt))}</span>
      </div>
    </li>
  );
}
