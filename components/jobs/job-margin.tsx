import { formatAmount } from "@/lib/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getJobMargin, type JobMargin } from "@/lib/data/margins";
import { load } from "@/lib/load";
import { margins } from "@/lib/messages/margins";
import { reasons } from "@/lib/messages/validation";

const t = margins.job;

const percent = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "35,2%" of Postgres's "35.2"; nothing when there was no price to divide by. */
function percentText(value: string | null) {
  return value === null ? null : `${percent.format(Number(value))}%`;
}

function Figure({ label, value, share, testId }: { label: string; value: string; share?: string | null; testId: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums" data-testid={testId}>
        {formatAmount(value)}
        {/* Its own line: three sums side by side fill a 375 px phone. */}
        {share && <span className="block text-muted-foreground">{share}</span>}
      </dd>
    </div>
  );
}

/**
 * 'Margem' on the job page (the shop's alone, never on the customer's link or PDF): what the parts
 * cost the shop, what the customer pays for them, the margin, and the whole job's margin (its total
 * after the discount less the parts' cost), from the quote's current lines. Part lines without a
 * cost are counted and named, never guessed. Nothing for a quote without part lines. Its read is its own.
 */
export async function JobMargin({ shopId, quoteId }: { shopId: string; quoteId: string }) {
  const read = await load("leitura da margem do serviço", shopId, () => getJobMargin(shopId, quoteId));
  if (read.failed)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t.loadError + reasons.loadAgain}
      </p>
    );
  const margin = read.value;
  if (!margin || margin.partLines === 0) return null;
  return (
    <Card data-testid="job-margin" aria-labelledby="job-margin-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="job-margin-heading">{t.heading}</h2>
        </CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {margin.lines.length === 0 ? <p>{t.noCosts}</p> : <MarginSums margin={margin} />}
        {margin.uncosted.length > 0 && (
          <div className="grid gap-1 rounded-md border border-dashed p-3" data-testid="job-margin-uncosted">
            <p className="font-medium">
              {t.uncosted(margin.uncosted.length)}: {margin.uncosted.join(", ")}
            </p>
            <p className="text-muted-foreground">{t.uncostedHint}</p>
          </div>
        )}
        {margin.lines.length > 0 && (
          <ul className="grid gap-2" aria-label={t.partsHeading}>
            {margin.lines.map((line, index) => (
              <li key={index} className="grid gap-1 border-t pt-2" data-testid="job-margin-line">
                <p className="font-medium">{line.description}</p>
                <p className="text-muted-foreground">{line.supplierName ?? t.noSupplier}</p>
                <dl className="grid grid-cols-3 gap-2">
                  <Figure label={t.cost} value={line.cost} testId="job-margin-line-cost" />
                  <Figure label={t.price} value={line.price} testId="job-margin-line-price" />
                  <Figure label={t.margin} value={line.margin} testId="job-margin-line-margin" />
                </dl>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function MarginSums({ margin }: { margin: JobMargin }) {
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-3 gap-2" aria-label={t.partsHeading}>
        <Figure label={t.cost} value={margin.partsCost} testId="job-margin-parts-cost" />
        <Figure label={t.price} value={margin.partsPrice} testId="job-margin-parts-price" />
        <Figure
          label={t.margin}
          value={margin.partsMargin}
          share={percentText(margin.partsMarginPercent)}
          testId="job-margin-parts-margin"
        />
      </dl>
      <div className="grid gap-2 rounded-md bg-muted p-3">
        <dl className="grid grid-cols-2 gap-2">
          <Figure label={t.total} value={margin.total} testId="job-margin-total" />
          <Figure label={t.jobMargin} value={margin.jobMargin} share={percentText(margin.jobMarginPercent)} testId="job-margin-job" />
        </dl>
        <p className="text-muted-foreground">{t.jobMarginHint}</p>
      </div>
    </div>
  );
}
