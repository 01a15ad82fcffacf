import { Link } from "@/components/ui/link";
import { AppointmentStatusBadge } from "@/components/agenda/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CalendarDays } from "@/components/ui/icons";
import { shortDayLabel, timeOf } from "@/lib/agenda/display";
import { shopDayAndMinutes } from "@/lib/agenda/slots";
import { getAgendaCard } from "@/lib/data/agenda-card";
import { load, type Loaded } from "@/lib/load";
import { agenda } from "@/lib/messages/agenda";
import { reasons } from "@/lib/messages/validation";
import { formatPlate } from "@/lib/plates";
import { agendaDayPath, appointmentPath } from "@/lib/routes";

const c = agenda.card;

type Line = Awaited<ReturnType<typeof getAgendaCard>>["today"][number];

function Lines({ lines, today, label }: { lines: Line[]; today: string; label: string }) {
  return (
    <ul className="grid gap-2" aria-label={label}>
      {lines.map((line) => {
        const { day } = shopDayAndMinutes(line.startsAt);
        return (
          <li key={line.id}>
            <Link
              href={appointmentPath(line.id)}
              prefetch={false}
              className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-2 hover:bg-accent"
            >
              <span className="font-semibold tabular-nums">
                {day === today ? "" : `${shortDayLabel(day)} `}
                {timeOf(line.startsAt)}
              </span>
              <span className="min-w-0 flex-1 break-words">
                {line.name}
                {line.plate ? ` · ${formatPlate(line.plate)}` : ""}
              </span>
              <AppointmentStatusBadge status={line.status} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The card's read: its own, so a failure leaves the rest of the Painel. */
export function readAgendaCard(shopId: string, today: string) {
  return load("agenda do painel", shopId, () => getAgendaCard(shopId, today));
}

/**
 * The Painel's agenda: today's appointments and the requests waiting for an answer, their counts
 * and first lines, in one statement.
 */
export function AgendaTodayCard({ read, today }: { read: Loaded<Awaited<ReturnType<typeof getAgendaCard>>>; today: string }) {
  return (
    <Card aria-labelledby="agenda-card-heading" data-testid="agenda-card">
      <CardHeader>
        <CardTitle>
          <h2 id="agenda-card-heading">{c.heading}</h2>
        </CardTitle>
        {!read.failed && <CardDescription>{c.summary(read.value.todayCount, read.value.waitingCount)}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {read.failed ? (
          <p role="alert" className="text-sm text-destructive">
            {c.loadError + reasons.loadAgain}
          </p>
        ) : (
          <>
            {read.value.waiting.length > 0 && (
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">{c.waitingHeading}</h3>
                <Lines lines={read.value.waiting} today={today} label={c.waitingHeading} />
              </div>
            )}
            {read.value.today.length > 0 && <Lines lines={read.value.today} today={today} label={c.heading} />}
          </>
        )}
        <Button asChild variant="outline" className="w-fit">
          <Link href={agendaDayPath()}>
            <CalendarDays aria-hidden="true" /> {c.seeAgenda}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
