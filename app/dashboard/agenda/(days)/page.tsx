import type { Metadata } from "next";
import { cacheLife } from "next/cache";
import { Link } from "@/components/ui/link";
import { DayList } from "@/components/agenda/day-list";
import { WeekGrid } from "@/components/agenda/week-grid";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { Button } from "@/components/ui/button";
import { Plus } from "@/components/ui/icons";
import { mondayOf } from "@/lib/agenda/display";
import { DEFAULT_DURATION_MINUTES, shopDayAndMinutes } from "@/lib/agenda/slots";
import { addDaysToDay, isIsoDay, shopToday } from "@/lib/calendar";
import { requestFromPhone } from "@/lib/device";
import { listAppointments, listFreeSlots } from "@/lib/data/agenda";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { CALENDAR_FEED_PAGE, newAppointmentPath } from "@/lib/routes";
import { requireSubscribedUser } from "@/lib/session";
import { KEPT_LIFE, keptKey, type KeptKey } from "@/lib/kept-reads";
import { can } from "@/lib/team/permissions";

export const metadata: Metadata = { title: "Agenda" };

const s = messages.agenda.screens;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A day (yyyy-MM-dd) from the address, when it is a real one. */
function dayParam(value: string | string[] | undefined) {
  return typeof value === "string" && isIsoDay(value) ? value : null;
}

/**
 * 'Agenda': on a phone one day (?dia=, today by default) with its free times between the cars; from
 * md up the week around it (?semana= its Monday). Both come from the same two reads (the week's
 * appointments and its free times). A phone gets its day alone (lib/device.ts): the week's free
 * times are some hundred links it would never show. Any other browser gets both and the screen's
 * width picks, so a narrow window on a computer still shows the day.
 */
export default async function AgendaPage({ searchParams }: Props) {
  const account = await requireSubscribedUser("seeAgenda");
  const phone = await requestFromPhone();
  const manage = can(account.role, "manageAgenda");
  const params = await searchParams;
  const today = shopToday();
  const week = dayParam(params.semana);
  const day = dayParam(params.dia) ?? (week ? mondayOf(week) : today);
  const monday = mondayOf(day);
  const range = { fromDay: monday, toDay: addDaysToDay(monday, 6) };
  const key = keptKey(account);
  const read = await load("agenda da oficina", account.shopId, () =>
    key ? keptReads(key, range, manage) : reads(account.shopId, range, manage),
  );

  const header = (
    <PageHeader title={messages.agenda.title} description={s.description}>
      {can(account.role, "manageShop") && (
        <Button asChild variant="outline" className="h-11">
          <Link href={CALENDAR_FEED_PAGE}>{messages.appointmentReminders.feed.title}</Link>
        </Button>
      )}
      {manage && (
        <Button asChild className="h-11">
          <Link href={newAppointmentPath()}>
            <Plus aria-hidden="true" /> {s.newAppointment}
          </Link>
        </Button>
      )}
    </PageHeader>
  );
  if (read.failed) {
    return (
      <div className="grid gap-6">
        {header}
        <LoadError message={s.loadError + messages.reasons.loadAgain} />
      </div>
    );
  }
  const [items, freeDays] = read.value;
  const free = new Map(freeDays.map(({ day: freeDay, slots }) => [freeDay, slots.map((slot) => slot.startsAt)]));
  const dayItems = items.filter((item) => shopDayAndMinutes(item.startsAt).day === day);

  return (
    <div className="grid gap-6">
      {header}
      <div className={phone ? undefined : "md:hidden"}>
        <DayList day={day} today={today} items={dayItems} free={free.get(day) ?? []} manage={manage} />
      </div>
      {!phone && (
        <div className="hidden md:block">
          <WeekGrid monday={monday} today={today} items={items} free={free} manage={manage} />
        </div>
      )}
    </div>
  );
}

type Range = { fromDay: string; toDay: string };

function reads(shopId: string, range: Range, manage: boolean) {
  return Promise.all([listAppointments(shopId, range), manage ? listFreeSlots(shopId, range, DEFAULT_DURATION_MINUTES) : []]);
}

/** The week's reads kept for the shop (lib/kept-reads.ts); its free times from now on move with the five minutes. */
async function keptReads(key: KeptKey, range: Range, manage: boolean) {
  "use cache";
  cacheLife(KEPT_LIFE);
  return reads(key.shopId, range, manage);
}
