/**
 * The agenda's iCalendar: one appointment's invitation (the .ics of the customer's e-mails) and the
 * shop's private feed (/agenda/<secret>.ics), written by ical-generator. Times are São Paulo's
 * (TZID=America/Sao_Paulo, with its VTIMEZONE), so a phone in another zone still shows the shop's
 * hour. Pure: lib/data reads the rows, this only writes the text.
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from "ical-generator";
import type { AppointmentStatus } from "@/lib/enums";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { appointmentReminders } from "@/lib/messages/appointment-reminders";
import { agenda } from "@/lib/messages/agenda";
import { formatPhone } from "@/lib/phone";
import { formatPlate } from "@/lib/plates";

const e = appointmentReminders.event;

/** The event's UID: the same appointment is the same event in every .ics, so a new one updates it. */
const uidOf = (appointmentId: string, host: string) => `agendamento-${appointmentId}@${host}`;

/**
 * São Paulo's VTIMEZONE for ical-generator's `timezone.generator`. The zone has kept one offset
 * since 2019 (no summer time), so one STANDARD rule at today's offset, read from the time-zone
 * database through @date-fns/tz, is right for every date the feed and the invitations hold (from
 * 30 days back). ical-generator writes the events; it has no time-zone data of its own.
 */
function vtimezone(zone: string): string | null {
  if (zone !== SHOP_TIME_ZONE) return null;
  const minutes = tzOffset(zone, new Date());
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offset.slice(0, 3)}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");
}

function calendarOf(name: string, method: ICalCalendarMethod): ICalCalendar {
  return ical({
    name,
    method,
    prodId: { company: "Oficina Digital", product: "Agenda", language: "PT-BR" },
    timezone: { name: SHOP_TIME_ZONE, generator: vtimezone },
  });
}

/** A time in São Paulo's clock for ical-generator (it reads the zone from the date itself). */
const shopTime = (instant: Date) => new TZDate(instant, SHOP_TIME_ZONE);

export type InvitationFacts = {
  appointmentId: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  shopName: string;
  /** The shop's address in one line, or null. */
  location: string | null;
  services: string[];
  /** The customer's link (/agendamento/<token>), absolute. */
  link: string;
};

/**
 * The customer's invitation (METHOD:PUBLISH: no organizer, no RSVP; the customer answers on his
 * link): the shop's name and address, the time, the services and the link. `host` makes the UID
 * global (the app's host name).
 */
export function appointmentInvitation(facts: InvitationFacts, host: string): string {
  const calendar = calendarOf(facts.shopName, ICalCalendarMethod.PUBLISH);
  const description = [facts.services.length > 0 ? e.services(facts.services.join(", ")) : null, e.link(facts.link)];
  calendar.createEvent({
    id: uidOf(facts.appointmentId, host),
    start: shopTime(facts.startsAt),
    end: shopTime(facts.endsAt),
    timezone: SHOP_TIME_ZONE,
    // ical-generator writes DTSTAMP in the calendar's zone (no Z) once the calendar has one: São Paulo's clock keeps it the right instant.
    stamp: shopTime(new Date()),
    summary: e.customerSummary(facts.shopName),
    location: facts.location,
    description: description.filter(Boolean).join("\n"),
    url: facts.link,
    status: facts.status === "requested" ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

export type FeedAppointment = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  name: string;
  plate: string | null;
  phone: string;
  services: string[];
  notes: string | null;
};

/**
 * The shop's feed: every appointment given, titled '<nome> · <placa>', with its services, state
 * and WhatsApp in the description. X-WR-CALNAME (ical-generator's `name`) is the shop's name.
 */
export function calendarFeed(shopName: string, appointments: FeedAppointment[], host: string): string {
  const calendar = calendarOf(shopName, ICalCalendarMethod.PUBLISH);
  for (const appointment of appointments) {
    const description = [
      appointment.services.length > 0 ? e.services(appointment.services.join(", ")) : null,
      e.status(agenda.status[appointment.status]),
      e.phone(formatPhone(appointment.phone)),
      appointment.notes,
    ];
    calendar.createEvent({
      id: uidOf(appointment.id, host),
      start: shopTime(appointment.startsAt),
      end: shopTime(appointment.endsAt),
      timezone: SHOP_TIME_ZONE,
      stamp: shopTime(new Date()),
      summary: e.summary(appointment.name, appointment.plate ? formatPlate(appointment.plate) : null),
      description: description.filter(Boolean).join("\n"),
      status:
        appointment.status === "requested"
          ? ICalEventStatus.TENTATIVE
          : appointment.status === "cancelled"
            ? ICalEventStatus.CANCELLED
            : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
