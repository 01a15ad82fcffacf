import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { AppointmentActions } from "@/components/agenda/appointment-actions";
import { AppointmentStatusBadge } from "@/components/agenda/status-badge";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ArrowLeft } from "@/components/ui/icons";
import { longDayLabel, shortDayLabel, timeOf } from "@/lib/agenda/display";
import { shopDayAndMinutes } from "@/lib/agenda/slots";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { getAppointment, listRescheduleSlots } from "@/lib/data/agenda";
import { formatDateAtTime } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { formatPhone } from "@/lib/phone";
import { formatPlate } from "@/lib/plates";
import { agendaDayPath, quotePath } from "@/lib/routes";
import { requireSubscribedUser } from "@/lib/session";
import { can } from "@/lib/team/permissions";

export const metadata: Metadata = { title: "Agendamento" };

const d = messages.agenda.detail;
const s = messages.agenda.screens;

/** How many days 'Remarcar' offers from today. */
const RESCHEDULE_DAYS = 14;

/**
 * An appointment: when, who, which car, what for, its history (each state, each move with the time
 * it had, who did it, why it was cancelled), and what the shop does next. A mechanic reads it; the
 * buttons are for who manages the agenda (and every action checks it again).
 */
export default async function AppointmentPage({ params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser("seeAgenda");
  const manage = can(account.role, "manageAgenda");
  const { id } = await params;
  const today = shopToday();
  const range = { fromDay: today, toDay: addDaysToDay(today, RESCHEDULE_DAYS - 1) };
  const read = await load("agendamento", account.shopId, () =>
    Promise.all([getAppointment(account.shopId, id), manage ? listRescheduleSlots(account.shopId, id, range) : []]),
  );
  if (read.failed) {
    return <LoadError message={d.loadError + messages.reasons.loadAgain} backHref={agendaDayPath()} backLabel={s.backToAgenda} />;
  }
  const [appointment, freeDays] = read.value;
  if (!appointment) notFound();
  const { day } = shopDayAndMinutes(appointment.startsAt);
  const car = [appointment.plate && formatPlate(appointment.plate), appointment.vehicle].filter(Boolean).join(" · ");
  const days = freeDays.map(({ day: freeDay, slots }) => ({
    day: freeDay,
    label: `${shortDayLabel(freeDay)} (${s.freeSlotsCount(slots.length)})`,
    slots: slots.map((slot) => ({ value: slot.startsAt.toISOString(), time: timeOf(slot.startsAt) })),
  }));

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link href={agendaDayPath(day)}>
          <ArrowLeft aria-hidden="true" /> {s.backToAgenda}
        </Link>
      </Button>
      <PageHeader title={`${d.title}: ${appointment.name}`} description={d.source[appointment.source]} />
      <Card>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <AppointmentStatusBadge status={appointment.status} />
            {appointment.customerConfirmedAt && <span className="text-sm font-medium text-success">{s.customerConfirmed}</span>}
            {appointment.noShows > 0 && <span className="text-sm font-medium text-destructive">{s.noShows(appointment.noShows)}</span>}
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted-foreground">{d.when}</dt>
              <dd className="font-medium first-letter:uppercase">
                {longDayLabel(day)}, {timeOf(appointment.startsAt)}–{timeOf(appointment.endsAt)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{d.customer}</dt>
              <dd className="font-medium break-words">
                {appointment.name} · {formatPhone(appointment.phone)}
              </dd>
            </div>
            {car && (
              <div>
                <dt className="text-sm text-muted-foreground">{d.vehicle}</dt>
                <dd>{car}</dd>
              </div>
            )}
            <div>
              <dt className="text-sm text-muted-foreground">{d.services}</dt>
              <dd className="break-words">{appointment.services.map((service) => service.name).join(", ") || "—"}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{s.responsible}</dt>
              <dd>{appointment.assignedName ?? s.nobodyResponsible}</dd>
            </div>
            {appointment.notes && (
              <div className="sm:col-span-2">
                <dt className="text-sm text-muted-foreground">{d.notes}</dt>
                <dd className="break-words whitespace-pre-wrap" data-testid="appointment-notes">
                  {appointment.notes}
                </dd>
              </div>
            )}
          </dl>
          {appointment.quoteId && (
            <Button asChild variant="outline" className="h-11 w-fit">
              <Link href={quotePath(appointment.quoteId)}>{d.openJob}</Link>
            </Button>
          )}
          {manage && <AppointmentActions appointmentId={appointment.id} status={appointment.status} days={days} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{d.history}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3" data-testid="appointment-history">
            {appointment.events.map((event, index) => (
              <li key={index} className="grid gap-0.5 border-l-2 pl-3">
                <span className="font-medium">{d.event[event.event]}</span>
                <span className="text-sm text-muted-foreground">
                  {formatDateAtTime(event.at)} · {event.by ? d.by(event.by) : d.byCustomer}
                </span>
                {event.previousStartsAt && <span className="text-sm">{d.movedFrom(formatDateAtTime(event.previousStartsAt))}</span>}
                {event.reason && <span className="text-sm break-words">{d.reason(event.reason)}</span>}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
