import type { Metadata } from "next";
import { cacheLife } from "next/cache";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { ExportForm } from "@/components/finance/export-form";
import { MixCard } from "@/components/finance/mix-card";
import { PartsMarginCard } from "@/components/finance/parts-margin-card";
import { ReceivablesCard } from "@/components/finance/receivables-card";
import { ReceivedCard } from "@/components/finance/received-card";
import { RevenueChart } from "@/components/finance/revenue-chart";
import { LoadError } from "@/components/lists/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getDeliveredMix, listMonthlyPartsMargin, listMonthlyReceived, listReceivables } from "@/lib/data/finance";
import { getPixReceiver } from "@/lib/data/pix";
import { addMonths, currentMonth } from "@/lib/finance/months";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { requireSubscribedUser } from "@/lib/session";
import { KEPT_LIFE, keptKey, type KeptKey } from "@/lib/kept-reads";

export const metadata: Metadata = { title: "Financeiro" };

const t = messages.finance;

/**
 * 'Financeiro': the month's money (this month and the last, by method), what the jobs ready or
 * delivered still owe with a reminder each, the last 12 months' revenue, parts vs labour vs
 * services and the average ticket, the margin on parts by month, and the exports. Five reads at once, each on its own index
 * (lib/data/finance.ts); the chart and the bars are drawn on the server, so the page adds no script.
 */
export default async function FinancePage() {
  const account = await requireSubscribedUser("seeFinance");
  const month = currentMonth();
  const key = keptKey(account);
  const read = await load("financeiro", account.shopId, () => (key ? keptReads(key, month) : reads(account.shopId, month)));
  const header = <PageHeader title={t.title} description={t.description} />;
  if (read.failed) {
    return (
      <div className="grid gap-8">
        {header}
        <LoadError message={t.loadError + messages.reasons.loadAgain} />
      </div>
    );
  }
  const [months, receivables, mix, receiver, partsMargin] = read.value;
  const thisMonth = months.at(-1)!;
  const lastMonth = months.find((entry) => entry.month === addMonths(month, -1))!;

  return (
    <div className="grid gap-6">
      {header}
      <div className="grid gap-4 md:grid-cols-2">
        <ReceivedCard id="received-this-month" heading={t.received.thisMonth} received={thisMonth} />
        <ReceivedCard id="received-last-month" heading={t.received.lastMonth} received={lastMonth} />
      </div>
      <ReceivablesCard receivables={receivables} receiver={receiver} />
      <Card aria-labelledby="revenue-heading">
        <CardHeader>
          <CardTitle>
            <h2 id="revenue-heading">{t.chart.heading}</h2>
          </CardTitle>
          <CardDescription>{t.chart.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <RevenueChart months={months} />
        </CardContent>
      </Card>
      <MixCard mix={mix} month={month} />
      <PartsMarginCard months={partsMargin} />
      <Card aria-labelledby="commissions-link-heading">
        <CardHeader>
          <CardTitle>
            <h2 id="commissions-link-heading">{messages.commissions.title}</h2>
          </CardTitle>
          <CardDescription>{messages.commissions.linkDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link
            href="/dashboard/finance/commissions"
            className="inline-flex min-h-11 items-center font-medium underline underline-offset-4"
          >
            {messages.commissions.link}
          </Link>
        </CardContent>
      </Card>
      <ExportForm months={months.map((entry) => entry.month)} />
    </div>
  );
}

function reads(shopId: string, month: string) {
  return Promise.all([
    listMonthlyReceived(shopId, month),
    listReceivables(shopId),
    getDeliveredMix(shopId, month),
    getPixReceiver(shopId),
    listMonthlyPartsMargin(shopId, month),
  ]);
}

/** The reads kept for the shop (lib/kept-reads.ts): they were most of Postgres's work on this page. */
async function keptReads(key: KeptKey, month: string) {
  "use cache";
  cacheLife(KEPT_LIFE);
  return reads(key.shopId, month);
}
