import type { Metadata } from "next";
import { AppointmentForm } from "@/components/agenda/appointment-form";
import { FormPage } from "@/components/dashboard/form-page";
import { LoadError } from "@/components/lists/load-error";
import { shortDayLabel, timeOf } from "@/lib/agenda/display";
import { DEFAULT_DURATION_MINUTES, shopDayAndMinutes } from "@/lib/agenda/slots";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { listFreeSlots } from "@/lib/data/agenda";
import { getBookingChoices } from "@/lib/data/agenda-form";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { isRecordId } from "@/lib/record-id";
import { agendaDayPath } from "@/lib/routes";
import { searchFromParam } from "@/lib/search-params";
import { requireSubscribedUser } from "@/lib/session";

export const metadata: Metadata = { title: "Novo agendamento" };

const f = messages.agenda.form;

/** How many days the form offers from today (a time further ahead comes from the agenda's own day). */
const DAYS_OFFERED = 14;
/** The furthest day a free time's link may open the form on. */
const DAYS_AT_MOST = 120;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** ?inicio= as an instant, when it is one. */
function instantParam(value: string | string[] | undefined) {
  if (typeof value !== "string") return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * 'Novo agendamento': from a free time of the agenda (?inicio=), or from a customer's or vehicle's
 * page (?cliente=&veiculo=); its customer search is ?busca= (the form keeps what was typed while the
 * page reads the matches). The days offered are today's two weeks (and the day of ?inicio=), each
 * with its free times for an appointment of the default length; the save checks the real length.
 */
export default async function NewAppointmentPage({ searchParams }: Props) {
  const account = await requireSubscribedUser("manageAgenda");
  const params = await searchParams;
  const today = shopToday();
  const inicio = instantParam(params.inicio);
  const asked = inicio ? shopDayAndMinutes(inicio).day : null;
  const lastDay = addDaysToDay(today, DAYS_OFFERED - 1);
  const toDay = asked && asked > lastDay && asked <= addDaysToDay(today, DAYS_AT_MOST) ? asked : lastDay;
  const cliente = typeof params.cliente === "string" && isRecordId(params.cliente) ? params.cliente.toLowerCase() : null;
  const search = searchFromParam(params.busca);
  const read = await load("formulário de agendamento", account.shopId, () =>
    Promise.all([
      getBookingChoices(account.shopId, { search, include: cliente }),
      listFreeSlots(account.shopId, { fromDay: today, toDay }, DEFAULT_DURATION_MINUTES),
    ]),
  );
  const page = (children: React.ReactNode) => (
    <FormPage
      title={f.title}
      description={f.description}
      backHref={agendaDayPath(asked ?? undefined)}
      backLabel={messages.agenda.screens.backToAgenda}
    >
      {children}
    </FormPage>
  );
  if (read.failed) return page(<LoadError message={messages.agenda.screens.loadError + messages.reasons.loadAgain} />);
  const [choices, freeDays] = read.value;
  // Only the days in the two weeks, and the one asked for.
  const days = freeDays
    .filter(({ day }) => day <= lastDay || day === asked)
    .map(({ day, slots }) => ({
      day,
      label: `${shortDayLabel(day)} (${messages.agenda.screens.freeSlotsCount(slots.length)})`,
      slots: slots.map((slot) => ({ value: slot.startsAt.toISOString(), time: timeOf(slot.startsAt) })),
    }));
  const startDay = asked && days.some(({ day }) => day === asked) ? asked : today;
  const startsAt =
    inicio && days.find(({ day }) => day === startDay)?.slots.some((slot) => slot.value === inicio.toISOString())
      ? inicio.toISOString()
      : null;
  const customer = cliente ? choices.customers.find((candidate) => candidate.id === cliente) : undefined;
  const veiculo = typeof params.veiculo === "string" ? params.veiculo.toLowerCase() : null;
  const vehicleId =
    customer?.vehicles.find((vehicle) => vehicle.id === veiculo)?.id ?? (customer?.vehicles.length === 1 ? customer.vehicles[0]!.id : null);

  return page(
    <AppointmentForm
      customers={choices.customers}
      services={choices.services.map(({ id, name, durationMinutes }) => ({ id, name, durationMinutes }))}
      team={choices.team}
      days={days}
      start={{ day: startDay, startsAt, customerId: customer?.id ?? null, vehicleId }}
      search={search}
    />,
  );
}
