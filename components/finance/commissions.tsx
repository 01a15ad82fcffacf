import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Download } from "@/components/ui/icons";
import type { CommissionJob, MemberCommission } from "@/lib/data/commissions";
import { monthLabel } from "@/lib/finance/months";
import { formatAmount, formatDate, formatQuoteNumber } from "@/lib/format";
import { commissions } from "@/lib/messages/commissions";
import { formatPlate } from "@/lib/plates";
import { quotePath } from "@/lib/routes";

const t = commissions;

const selectClass =
  "h-11 rounded-md border bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/**
 * The month shown and its downloads: one plain GET form, so it works without any script. 'Ver mês'
 * reloads the page with ?mes=; the two download buttons send the same month to the export routes.
 * The controls wrap on a phone (375 px) instead of sitting side by side.
 */
export function CommissionsMonthForm({ months, month }: { months: string[]; month: string }) {
  return (
    <form method="get" action="/dashboard/finance/commissions" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="grid gap-1 sm:grow sm:basis-48">
        <label htmlFor="commissions-month" className="text-sm font-medium">
          {t.month}
        </label>
        <select id="commissions-month" name="mes" defaultValue={month} className={selectClass}>
          {[...months].reverse().map((option) => (
            <option key={option} value={option}>
              {monthLabel(option)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className="min-h-11">
        {t.show}
      </Button>
      <Button type="submit" variant="outline" className="min-h-11" formAction="/dashboard/finance/commissions/export/csv">
        <Download aria-hidden="true" /> {t.export.csv}
      </Button>
      <Button type="submit" variant="outline" className="min-h-11" formAction="/dashboard/finance/commissions/export/xlsx">
        <Download aria-hidden="true" /> {t.export.xlsx}
      </Button>
    </form>
  );
}

/** One person's month: percent, labour, what he is owed, and the jobs behind the figure (each a link to its job). */
export function MemberCommissionCard({ member, jobs }: { member: MemberCommission; jobs: CommissionJob[] }) {
  const headingId = `commission-${member.memberId}`;
  return (
    <Card data-testid="commission-member" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="break-words">
            {member.name}
          </h2>
          {member.removed && <Badge variant="secondary">{t.removed}</Badge>}
        </CardTitle>
        <CardDescription>{member.jobs === 0 ? t.noJobs : t.jobs(member.jobs)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-3">
          <div>
            <dt className="text-sm text-muted-foreground">{t.percent}</dt>
            <dd className="text-lg font-semibold tabular-nums">{t.percentValue(member.percent)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t.labour}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatAmount(member.labour)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{t.commission}</dt>
            <dd className="text-lg font-bold tabular-nums" data-testid="commission-amount">
              {formatAmount(member.commission)}
            </dd>
          </div>
        </dl>
        {jobs.length > 0 && (
          <ul className="grid gap-2" aria-label={t.jobsHeading(member.name)}>
            {jobs.map((job) => (
              <li key={job.quoteId} className="rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <Link href={quotePath(job.quoteId)} className="font-medium underline-offset-4 hover:underline">
                    {formatQuoteNumber(job.number)}
                  </Link>
                  <span className="text-muted-foreground">
                    {t.columns.delivered} {formatDate(job.deliveredAt)}
                  </span>
                </div>
                <p className="break-words">
                  {job.customerName} · {job.plate ? formatPlate(job.plate) : t.noPlate}
                </p>
                <p className="flex flex-wrap justify-between gap-x-3 tabular-nums">
                  <span>
                    {t.columns.labour}: {formatAmount(job.labour)}
                  </span>
                  <span className="font-medium">
                    {t.columns.commission}: {formatAmount(job.commission)}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
