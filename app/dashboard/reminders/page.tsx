import type { Metadata } from "next";
import { cacheLife } from "next/cache";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { ReminderGroups } from "@/components/reminders/reminder-groups";
import { UpcomingDues } from "@/components/reminders/upcoming-dues";
import { Button } from "@/components/ui/button";
import { shopToday } from "@/lib/calendar";
import { getReminderShop, listReminders } from "@/lib/data/reminders";
import { listUpcomingDues } from "@/lib/data/upcoming-dues";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { remindersPath } from "@/lib/routes";
import { requireSubscribedUser } from "@/lib/session";
import { KEPT_LIFE, keptKey, type KeptKey } from "@/lib/kept-reads";
import { can } from "@/lib/team/permissions";
import { siteOrigin } from "@/lib/site-url";

export const metadata: Metadata = { title: "Lembretes" };

const t = messages.reminders;

/** Lines per 'Ver mais'; the page shows the first `paginas` pages, at most MAX_PAGES. */
const REMINDERS_PAGE_SIZE = 50;
const MAX_PAGES = 20;

function pagesOf(value: string | string[] | undefined) {
  const pages = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_PAGES) : 1;
}

/**
 * 'Lembretes': what to do today and in the next 7 days, each line with why it is there and its
 * one-tap actions; below, 'Próximas revisões', the services coming after the week, by month. Read on the server (lib/data/reminders.ts, one statement, and the shop's name,
 * template and PIX key); only the buttons are client code. 'Ver mais' asks the server for more lines.
 */
export default async function RemindersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const account = await requireSubscribedUser("serveCustomers");
  const pages = pagesOf((await searchParams).paginas);
  const today = shopToday();
  const key = keptKey(account);
  const read = await load("lista de lembretes", account.shopId, () =>
    key ? keptReads(key, today, pages) : reads(account.shopId, today, pages),
  );
  const header = <PageHeader title={t.title} description={t.description} />;
  if (read.failed) {
    return (
      <div className="grid gap-8">
        {header}
        <LoadError message={t.loadError + messages.reasons.loadAgain} />
      </div>
    );
  }
  const [list, shop, upcoming] = read.value;
  return (
    <div className="grid gap-6">
      {header}
      {list.reminders.length === 0 ? (
        <p className="text-muted-foreground" data-testid="reminders-empty">
          {upcoming.items.length === 0 ? t.empty : t.noneThisWeek}
        </p>
      ) : (
        <ReminderGroups
          reminders={list.reminders}
          shop={shop}
          origin={siteOrigin()}
          today={today}
          canBook={can(account.role, "manageAgenda")}
        />
      )}
      {list.hasMore && pages < MAX_PAGES && (
        <Button asChild variant="outline" className="min-h-11 w-full sm:w-auto">
          <Link href={remindersPath(pages + 1)} scroll={false}>
            {t.more}
          </Link>
        </Button>
      )}
      <UpcomingDues {...upcoming} today={today} />
    </div>
  );
}

function reads(shopId: string, today: string, pages: number) {
  return Promise.all([
    listReminders(shopId, today, { limit: pages * REMINDERS_PAGE_SIZE }),
    getReminderShop(shopId),
    listUpcomingDues(shopId, today),
  ]);
}

/** The reads kept for the shop (lib/kept-reads.ts): they were most of Postgres's work on this page. */
async function keptReads(key: KeptKey, today: string, pages: number) {
  "use cache";
  cacheLife(KEPT_LIFE);
  return reads(key.shopId, today, pages);
}
