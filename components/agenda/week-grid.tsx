import { Link } from "@/components/ui/link";
import { AppointmentStatusBadge } from "@/components/agenda/status-badge";
import { Button } from "@/components/ui/button";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { addDaysToDay } from "@/lib/calendar";
import { shortDayLabel, timeOf } from "@/lib/agenda/display";
import { shopDayAndMinutes } from "@/lib/agenda/slots";
import type { AgendaItem } from "@/lib/data/agenda";
import { agenda } from "@/lib/messages/agenda";
import { formatPlate } from "@/lib/plates";
import { agendaDayPath, agendaWeekPath, appointmentPath, newAppointmentPath } from "@/lib/routes";
import { cn } from "@/lib/utils";

const s = agenda.screens;

type Props = {
  monday: string;
  today: string;
  items: AgendaItem[];
  /** Each day's free times (default length), by day. */
  free: Map<string, Date[]>;
  manage: boolean;
};

/**
 * The wide screen's agenda: the week's seven days side by side, each with its appointments and free
 * times. Its links are not prefetched: a busy week would send the server two hundred requests.
 */
export function WeekGrid({ monday, today, items, free, manage }: Props) {
  const days = Array.from({ length: 7 }, (_, index) => addDaysToDay(monday, index));
  const byDay = new Map<string, AgendaItem[]>();
  for (const item of items) {
    const { day } = shopDayAndMinutes(item.startsAt);
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  return (
    <section aria-labelledby="agenda-week-heading" className="grid gap-4">
      <nav aria-label={s.weekNav} className="flex items-center justify-between gap-2">
        <Button asChild variant="outline">
          <Link href={agendaWeekPath(addDaysToDay(monday, -7))}>
            <ChevronLeft aria-hidden="true" /> {s.previousWeek}
          </Link>
        </Button>
        <h2 id="agenda-week-heading" className="font-semibold">
          {shortDayLabel(monday)} – {shortDayLabel(addDaysToDay(monday, 6))}
        </h2>
        <Button asChild variant="outline">
          <Link href={agendaWeekPath(addDaysToDay(monday, 7))}>
            {s.nextWeek} <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </nav>
      <div className="grid grid-cols-7 gap-2" data-testid="agenda-week">
        {days.map((day) => {
          const dayFree = manage ? (free.get(day) ?? []) : [];
          return (
            <div key={day} className={cn("grid content-start gap-2 rounded-lg border p-2", day === today && "border-primary")}>
              <h3 className="text-sm font-semibold first-letter:uppercase">
                <Link href={agendaDayPath(day)} className="hover:underline">
                  {shortDayLabel(day)}
                </Link>
              </h3>
              <ul className="grid gap-1">
                {(byDay.get(day) ?? []).map((item) => (
                  <li key={item.id}>
                    <Link
                      href={appointmentPath(item.id)}
                      prefetch={false}
                      className={cn("agenda-chip", item.status === "requested" && "border-amber-400 bg-amber-50 dark:bg-amber-950/30")}
                    >
                      <span className="font-semibold tabular-nums">{timeOf(item.startsAt)}</span>
                      <span className="truncate">{item.name}</span>
                      {item.plate && <span className="text-muted-foreground">{formatPlate(item.plate)}</span>}
                      <AppointmentStatusBadge status={item.status} />
                    </Link>
                  </li>
                ))}
              </ul>
              {dayFree.length > 0 && (
                <ul className="flex flex-wrap gap-1" aria-label={s.freeSlotsCount(dayFree.length)}>
                  {dayFree.map((startsAt) => (
                    <li key={startsAt.getTime()}>
                      <Link
                        href={newAppointmentPath({ startsAt })}
                        prefetch={false}
                        aria-label={`${s.bookAt(timeOf(startsAt))}, ${shortDayLabel(day)}`}
                        className="agenda-slot"
                      >
                        {timeOf(startsAt)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
