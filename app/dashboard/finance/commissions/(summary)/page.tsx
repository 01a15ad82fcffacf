import Big from "big.js";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { CommissionsMonthForm, MemberCommissionCard } from "@/components/finance/commissions";
import { LoadError } from "@/components/lists/load-error";
import { Card, CardContent } from "@/components/ui/card";
import { ArrowLeft } from "@/components/ui/icons";
import { listMonthCommissionJobs, listMonthCommissions } from "@/lib/data/commissions";
import { currentMonth, lastMonths, monthLabel, parseMonth } from "@/lib/finance/months";
import { formatAmount } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Comissões" };

const t = messages.commissions;

/**
 * 'Comissões' (owner only, as 'Financeiro'): for the month in ?mes= (this month by default), each
 * person with a commission percent, his labour and commission, and the jobs behind the figure. A
 * page of its own so Financeiro keeps its five reads; two reads at once here (lib/data/commissions.ts),
 * no script.
 */
export default async function CommissionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const account = await requireSubscribedUser("seeFinance");
  const asked = (await searchParams).mes;
  const month = parseMonth(typeof asked === "string" ? asked : null) ?? currentMonth();
  const recent = lastMonths(currentMonth(), 12);
  const months = recent.includes(month) ? recent : [month, ...recent];

  const header = (
    <PageHeader title={t.title} description={t.description}>
      <Link
        href="/dashboard/finance"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t.back}
      </Link>
    </PageHeader>
  );
  const read = await load("comissões", account.shopId, () =>
    Promise.all([listMonthCommissions(account.shopId, month), listMonthCommissionJobs(account.shopId, month)]),
  );
  if (read.failed) {
    return (
      <div className="grid gap-6">
        {header}
        <LoadError message={t.loadError + messages.reasons.loadAgain} />
      </div>
    );
  }
  const [members, jobs] = read.value;
  const total = members.reduce((sum, member) => sum.plus(member.commission), new Big(0)).toFixed(2);

  return (
    <div className="grid gap-6">
      {header}
      <CommissionsMonthForm months={months} month={month} />
      <p className="text-sm text-muted-foreground">{t.basis(monthLabel(month))}</p>
      {members.length === 0 ? (
        <Card>
          <CardContent>
            <p data-testid="commissions-empty">{t.empty}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-lg">
            {t.total}:{" "}
            <strong className="tabular-nums" data-testid="commissions-total">
              {formatAmount(total)}
            </strong>
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            {members.map((member) => (
              <MemberCommissionCard key={member.memberId} member={member} jobs={jobs.filter((job) => job.memberId === member.memberId)} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
