import { Link } from "@/components/ui/link";
import { AppointmentLine } from "@/components/agenda/appointment-line";
import { Button } from "@/components/ui/button";
import { ChevronLeft, ChevronRight, Plus } from "@/components/ui/icons";
import { addDaysToDay } from "@/lib/calendar";
import { longDayLabel, timeOf } from "@/lib/agenda/display";
import type { AgendaItem } from "@/lib/data/agenda";
import { agenda } from "@/lib/messages/agenda";
import { agendaDayPath, newAppointmentPath } from "@/lib/routes";

const s = agenda.screens;

type Props = {
  day: string;
  today: string;
  items: AgendaItem[];
  /** The day's free times for an appointment of the default length. */
  free: Date[];
  manage: boolean;
};

/**
 * The phone's agenda: one day, its appointments in time order with the free times between them,
 * each free time one tap from the form ('Agendar 10:00'), and the day before and after as big links.
 */
export function DayList({ day, today, items, free, manage }: Props) {
  const entries = [
    ...items.map((item) => ({ at: item.startsAt.getTime(), item })),
    ...(manage ? free.map((startsAt) => ({ at: startsAt.getTime(), free: startsAt })) : []),
  ].sort((a, b) => a.at - b.at || ("item" in a ? -1 : 1));
  return (
    <section aria-labelledby="agenda-day-heading" className="grid gap-4">
      <nav aria-label={s.dayNav} className="grid grid-cols-[auto_1fr_auto] items-center gap-2">
        <Button asChild variant="outline" className="h-12 min-w-12">
          <Link href={agendaDayPath(addDaysToDay(day, -1))} aria-label={s.previousDay}>
            <ChevronLeft aria-hidden="true" />
            <span className="hidden sm:inline">{s.previousDay}</span>
          </Link>
        </Button>
        <h2 id="agenda-day-heading" className="text-center font-semibold first-letter:uppercase">
          {day === today ? `${s.today}, ` : ""}
          {longDayLabel(day)}
        </h2>
        <Button asChild variant="outline" className="h-12 min-w-12">
          <Link href={agendaDayPath(addDaysToDay(day, 1))} aria-label={s.nextDay}>
            <span className="hidden sm:inline">{s.nextDay}</span>
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </nav>
      {day !== today && (
        <Button asChild variant="ghost" size="sm" className="w-fit justify-self-center">
          <Link href={agendaDayPath()}>{s.today}</Link>
        </Button>
      )}
      {items.length === 0 && <p className="text-sm text-muted-foreground">{s.dayEmpty}</p>}
      {manage && free.length === 0 && <p className="text-sm text-muted-foreground">{s.noFreeSlots}</p>}
      <ol className="grid gap-2" data-testid="agenda-day">
        {entries.map((entry) =>
          "item" in entry && entry.item ? (
            <AppointmentLine key={entry.item.id} item={entry.item} manage={manage} />
          ) : (
            <li key={`free-${entry.at}`}>
              <Link
                href={newAppointmentPath({ startsAt: new Date(entry.at) })}
                prefetch={false}
                className="flex h-12 items-center gap-2 rounded-lg border border-dashed px-3 text-sm font-medium text-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Plus aria-hidden="true" className="size-4" />
                {s.bookAt(timeOf(new Date(entry.at)))}
              </Link>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
