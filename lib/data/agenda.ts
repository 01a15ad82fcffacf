import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb, PLANNED_PER_RUN, type DatabaseOrTransaction } from "@/db";
import { appointmentEvents, appointments, customers, shopMembers, vehicles, type AppointmentService, type OpeningHours } from "@/db/schema";
import { dayRangeInstants, freeSlots, slotProblem, type AgendaRules, type Busy, type DaySlots, type SlotProblem } from "@/lib/agenda/slots";
import { addDaysToDay } from "@/lib/calendar";
import { lockUntilCommit } from "@/lib/data/advisory-locks";
import { memberNameOf } from "@/lib/data/member-names";
import type { AppointmentEvent, AppointmentSource, AppointmentStatus, BookingMode } from "@/lib/enums";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement; the customer's
// link is found by its token alone, which is the only key a visitor has.

/** The states that hold a place in the agenda. */
export const HOLDING_STATUSES = ["requested", "confirmed", "arrived"] as const satisfies readonly AppointmentStatus[];
/** The states a customer or the shop can still confirm, move or cancel. */
export const OPEN_STATUSES = ["requested", "confirmed"] as const satisfies readonly AppointmentStatus[];
/** At most this many open requests per phone per shop from the public page. */
export const MAX_OPEN_REQUESTS_PER_PHONE = 2;

export type AgendaSettings = AgendaRules & {
  onlineBooking: boolean;
  bookingMode: BookingMode;
  bookingWeeksAhead: number;
};

export type AgendaState = { settings: AgendaSettings; busy: Busy[] };

/**
 * The shop's agenda rules and the appointments holding a place in the days of `range`, in one
 * statement (the free slots of a month are computed from it, never a query per slot). `except`
 * leaves out an appointment being moved. Null when the shop does not exist.
 */
export async function readAgenda(
  db: DatabaseOrTransaction,
  shopId: string,
  range: { fromDay: string; toDay: string },
  except?: string,
): Promise<AgendaState | null> {
  const { from, to } = dayRangeInstants(range);
  const [row] = await db.execute<{
    opening_hours: OpeningHours | null;
    agenda_slots: number;
    agenda_daily_cap: number | null;
    online_booking: boolean;
    booking_mode: BookingMode;
    booking_weeks_ahead: number;
    closed: string[];
    busy: { id: string; s: string; e: string }[];
  }>(sql`${PLANNED_PER_RUN}
    select s.opening_hours, s.agenda_slots, s.agenda_daily_cap, s.online_booking, s.booking_mode, s.booking_weeks_ahead,
      coalesce((select array_agg(d.day::text) from shop_closed_days d
        where d.shop_id = s.id and d.day between ${range.fromDay}::date and ${range.toDay}::date), '{}') as closed,
      coalesce((select json_agg(json_build_object('id', a.id, 's', a.starts_at, 'e', a.ends_at)) from appointments a
        where a.shop_id = s.id and a.status in ('requested', 'confirmed', 'arrived')
          and a.starts_at < ${to.toISOString()}::timestamptz and a.ends_at > ${from.toISOString()}::timestamptz
          and a.id is distinct from ${except ?? null}::uuid), '[]') as busy
    from shops s where s.id = ${shopId}`);
  if (!row) return null;
  return {
    settings: {
      openingHours: row.opening_hours as OpeningHours,
      slots: row.agenda_slots,
      dailyCap: row.agenda_daily_cap,
      closedDays: new Set(row.closed),
      onlineBooking: row.online_booking,
      bookingMode: row.booking_mode,
      bookingWeeksAhead: row.booking_weeks_ahead,
    },
    busy: row.busy.map((b) => ({ id: b.id, startsAt: new Date(b.s), endsAt: new Date(b.e) })),
  };
}

/**
 * How often the person of an appointment did not come ('Não compareceu'): the same customer, his
 * WhatsApp number as the customer record has it, or the number the appointment was asked under, so
 * a no-show asked online before he was a customer counts too. The customer's page counts the same
 * way (lib/data/appointment-history.ts).
 */
const noShowsOfPerson = sql<number>`(select count(*)::int from ${appointments} n
  where n.shop_id = ${appointments.shopId} and n.status = 'no_show'
    and (n.contact_phone = ${appointments.contactPhone} or n.customer_id = ${appointments.customerId}
      or n.contact_phone = (select regexp_replace(c.phone, '[^0-9]', '', 'g') from customers c
        where c.id = ${appointments.customerId} and c.shop_id = ${appointments.shopId})))`;

/** The free times of each day of `range` for an appointment of `durationMinutes`. */
export async function listFreeSlots(
  shopId: string,
  range: { fromDay: string; toDay: string },
  durationMinutes: number,
  now: Date = new Date(),
): Promise<DaySlots[]> {
  const agenda = await readAgenda(getDb(), shopId, range);
  return agenda ? freeSlots(agenda.settings, agenda.busy, range, durationMinutes, now) : [];
}

/** A new appointment: a known customer (and vehicle), or someone new by his contact. */
export type NewAppointment = {
  startsAt: Date;
  durationMinutes: number;
  customerId: string | null;
  vehicleId: string | null;
  contactName: string;
  /** Digits only. */
  contactPhone: string;
  contactPlate: string | null;
  contactEmail: string | null;
  services: AppointmentService[];
  notes: string | null;
  assignedTo: string | null;
};

export type BookingContext = {
  source: AppointmentSource;
  /** The member booking it; null for the customer on the public page. */
  memberId: string | null;
  /** 'requested' (the shop will answer) or 'confirmed' (the shop booked it, or confirms automatically). */
  status: "requested" | "confirmed";
  idempotencyKey: string;
  now?: Date;
};

export type BookingRefusal = SlotProblem | "tooManyOpen" | "customerNotFound" | "notFound";
/** `created` is false when the key had booked it already: nothing new to tell anyone. */
export type BookingResult =
  | { ok: true; id: string; token: string; status: AppointmentStatus; created: boolean }
  | { ok: false; reason: BookingRefusal };

/** The customer's link token: 192 random bits, like a quote link's. */
export function newAppointmentToken() {
  return randomBytes(24).toString("base64url");
}

/** Whether a path segment could be a token at all: anything else is answered 404 without a query. */
export function isAppointmentToken(value: string) {
  return /^[A-Za-z0-9_-]{32}$/.test(value);
}

/**
 * Books an appointment, once per idempotency key. Under the shop's agenda lock the capacity is
 * read again and checked by the same rule that offered the slot, so two people booking the last
 * place at once get exactly one booking: the second waits for the first to commit and then sees
 * it. From the public page, a phone with MAX_OPEN_REQUESTS_PER_PHONE open appointments is refused.
 */
export async function createAppointment(shopId: string, input: NewAppointment, context: BookingContext): Promise<BookingResult> {
  const now = context.now ?? new Date();
  const endsAt = new Date(input.startsAt.getTime() + input.durationMinutes * 60_000);
  return getDb().transaction(async (tx) => {
    await lockUntilCommit(tx, "agenda", shopId);
    const [existing] = await tx
      .select({ id: appointments.id, token: appointments.token, status: appointments.status })
      .from(appointments)
      .where(and(eq(appointments.shopId, shopId), eq(appointments.idempotencyKey, context.idempotencyKey)));
    if (existing) return { ok: true, ...existing, created: false };

    if (input.customerId) {
      const [owner] = await tx
        .select({ vehicleId: vehicles.id })
        .from(customers)
        .leftJoin(
          vehicles,
          and(eq(vehicles.customerId, customers.id), eq(vehicles.shopId, shopId), eq(vehicles.id, input.vehicleId ?? sql`null`)),
        )
        .where(and(eq(customers.shopId, shopId), eq(customers.id, input.customerId)));
      if (!owner || (input.vehicleId && !owner.vehicleId)) return { ok: false, reason: "customerNotFound" };
    } else if (input.vehicleId) {
      return { ok: false, reason: "customerNotFound" };
    }

    if (context.source === "public_page") {
      const [open] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            eq(appointments.shopId, shopId),
            eq(appointments.contactPhone, input.contactPhone),
            inArray(appointments.status, OPEN_STATUSES),
            gt(appointments.endsAt, now),
          ),
        );
      if ((open?.count ?? 0) >= MAX_OPEN_REQUESTS_PER_PHONE) return { ok: false, reason: "tooManyOpen" };
    }

    const problem = await capacityProblem(tx, shopId, input.startsAt, endsAt, now);
    if (problem) return { ok: false, reason: problem };

    const [created] = await tx
      .insert(appointments)
      .values({
        shopId,
        startsAt: input.startsAt,
        endsAt,
        status: context.status,
        source: context.source,
        customerId: input.customerId,
        vehicleId: input.vehicleId,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        contactPlate: input.contactPlate,
        contactEmail: input.contactEmail,
        services: input.services,
        notes: input.notes,
        assignedTo: input.assignedTo,
        token: newAppointmentToken(),
        createdBy: context.memberId,
        idempotencyKey: context.idempotencyKey,
      })
      .returning({ id: appointments.id, token: appointments.token, status: appointments.status });
    await tx.insert(appointmentEvents).values({
      shopId,
      appointmentId: created!.id,
      event: context.status,
      byMember: context.memberId,
    });
    return { ok: true, ...created!, created: true };
  });
}

/** Why [startsAt, endsAt) does not fit the shop's agenda now (read inside the caller's lock). */
async function capacityProblem(tx: DatabaseOrTransaction, shopId: string, startsAt: Date, endsAt: Date, now: Date, except?: string) {
  const day = startsAt.toISOString().slice(0, 10);
  // A day either side: the UTC day of a São Paulo evening is the next one.
  const agenda = await readAgenda(tx, shopId, { fromDay: addDaysToDay(day, -1), toDay: addDaysToDay(day, 1) }, except);
  if (!agenda) return "notFound" as const;
  return slotProblem(agenda.settings, agenda.busy, startsAt, endsAt, now);
}

/** Who changed an appointment: a member of the shop, or the customer on his link (null). */
export type ChangeContext = { memberId: string | null; now?: Date };

/**
 * Moves an open appointment to `startsAt`, keeping its length, under the same capacity check as a
 * booking (the appointment's own place not counted). Its state is kept; the customer's
 * confirmation is for the old time, so it is cleared. The history keeps the old time.
 */
export async function rescheduleAppointment(
  shopId: string,
  appointmentId: string,
  startsAt: Date,
  context: ChangeContext,
): Promise<{ ok: true } | { ok: false; reason: BookingRefusal }> {
  const now = context.now ?? new Date();
  return getDb().transaction(async (tx) => {
    await lockUntilCommit(tx, "agenda", shopId);
    const [current] = await tx
      .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
      .from(appointments)
      .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId), inArray(appointments.status, OPEN_STATUSES)))
      .for("update");
    if (!current) return { ok: false, reason: "notFound" };
    const endsAt = new Date(startsAt.getTime() + (current.endsAt.getTime() - current.startsAt.getTime()));
    const problem = await capacityProblem(tx, shopId, startsAt, endsAt, now, appointmentId);
    if (problem) return { ok: false, reason: problem };
    await tx
      .update(appointments)
      .set({
        startsAt,
        endsAt,
        customerConfirmedAt: null,
        version: sql`${appointments.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId)));
    await tx.insert(appointmentEvents).values({
      shopId,
      appointmentId,
      event: "rescheduled",
      previousStartsAt: current.startsAt,
      byMember: context.memberId,
    });
    return { ok: true };
  });
}

/** The moves between states: from each state, where it may go. 'arrived' is markArrived's. */
const MOVES: Record<"confirmed" | "no_show" | "cancelled", readonly AppointmentStatus[]> = {
  confirmed: ["requested"],
  no_show: ["confirmed", "requested"],
  cancelled: ["requested", "confirmed"],
};

/**
 * 'Confirmar', 'Não compareceu' or 'Cancelar' (with why). Answers false when the appointment is
 * not the shop's, or its state does not allow the move (already cancelled, already arrived).
 */
export async function changeAppointmentStatus(
  shopId: string,
  appointmentId: string,
  to: keyof typeof MOVES,
  context: ChangeContext & { reason?: string | null },
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const changed = await tx
      .update(appointments)
      .set({ status: to, version: sql`${appointments.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId), inArray(appointments.status, MOVES[to])))
      .returning({ id: appointments.id });
    if (changed.length === 0) return false;
    await tx.insert(appointmentEvents).values({
      shopId,
      appointmentId,
      event: to,
      reason: context.reason ?? null,
      byMember: context.memberId,
    });
    return true;
  });
}

/** 'Confirmar presença' on the customer's link: recorded once per date and time. */
export async function confirmPresence(shopId: string, appointmentId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const changed = await tx
      .update(appointments)
      .set({ customerConfirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(appointments.shopId, shopId),
          eq(appointments.id, appointmentId),
          inArray(appointments.status, OPEN_STATUSES),
          sql`${appointments.customerConfirmedAt} is null`,
        ),
      )
      .returning({ id: appointments.id });
    if (changed.length === 0) return false;
    await tx.insert(appointmentEvents).values({ shopId, appointmentId, event: "customer_confirmed" });
    return true;
  });
}

/** An appointment as the agenda lists it. */
export type AgendaItem = Awaited<ReturnType<typeof listAppointments>>[number];

/**
 * The shop's appointments that start within the days of `range` (São Paulo), in time order, with
 * the customer's and vehicle's names as registered (or the contact given online), and how many
 * times the same phone did not come.
 */
export async function listAppointments(shopId: string, range: { fromDay: string; toDay: string }) {
  const { from, to } = dayRangeInstants(range);
  return getDb()
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      source: appointments.source,
      customerId: appointments.customerId,
      vehicleId: appointments.vehicleId,
      name: sql<string>`coalesce(${customers.name}, ${appointments.contactName})`,
      phone: appointments.contactPhone,
      plate: sql<string | null>`coalesce(${vehicles.plate}, ${appointments.contactPlate})`,
      vehicle: sql<string | null>`nullif(trim(coalesce(${vehicles.make}, '') || ' ' || coalesce(${vehicles.model}, '')), '')`,
      services: appointments.services,
      notes: appointments.notes,
      assignedTo: appointments.assignedTo,
      assignedName: shopMembers.name,
      customerConfirmedAt: appointments.customerConfirmedAt,
      quoteId: appointments.quoteId,
      version: appointments.version,
      noShows: noShowsOfPerson,
    })
    .from(appointments)
    .leftJoin(customers, and(eq(customers.id, appointments.customerId), eq(customers.shopId, shopId)))
    .leftJoin(vehicles, and(eq(vehicles.id, appointments.vehicleId), eq(vehicles.shopId, shopId)))
    .leftJoin(shopMembers, and(eq(shopMembers.id, appointments.assignedTo), eq(shopMembers.shopId, shopId)))
    .where(
      and(
        eq(appointments.shopId, shopId),
        sql`${appointments.startsAt} >= ${from.toISOString()}::timestamptz`,
        lt(appointments.startsAt, to),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.createdAt));
}

/** Whether the appointment is this shop's (the record route's 404, before its page streams). */
export async function appointmentExists(shopId: string, appointmentId: string) {
  if (!isRecordId(appointmentId)) return false;
  const [row] = await getDb()
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId)));
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The dashboard's agenda screens: one appointment with its history, what the form offers, the
// car's arrival ('Chegou') and the Painel's card.

/** One appointment of the shop with its history (who did each step, by name); null when not the shop's. */
export async function getAppointment(shopId: string, appointmentId: string) {
  if (!isRecordId(appointmentId)) return null;
  const [row] = await getDb()
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      source: appointments.source,
      customerId: appointments.customerId,
      vehicleId: appointments.vehicleId,
      name: sql<string>`coalesce(${customers.name}, ${appointments.contactName})`,
      phone: appointments.contactPhone,
      plate: sql<string | null>`coalesce(${vehicles.plate}, ${appointments.contactPlate})`,
      vehicle: sql<string | null>`nullif(trim(coalesce(${vehicles.make}, '') || ' ' || coalesce(${vehicles.model}, '')), '')`,
      services: appointments.services,
      notes: appointments.notes,
      assignedName: memberNameOf(appointments.assignedTo, appointments.shopId),
      customerConfirmedAt: appointments.customerConfirmedAt,
      quoteId: appointments.quoteId,
      noShows: noShowsOfPerson,
      events: sql<
        { event: AppointmentEvent; at: string; previousStartsAt: string | null; reason: string | null; by: string | null }[]
      >`coalesce((
        select json_agg(json_build_object('event', e.event, 'at', e.at, 'previousStartsAt', e.previous_starts_at, 'reason', e.reason,
          'by', (select m.name from shop_members m where m.id = e.by_member and m.shop_id = e.shop_id)) order by e.at, e.id)
        from appointment_events e where e.appointment_id = ${appointments.id} and e.shop_id = ${appointments.shopId}), '[]')`,
    })
    .from(appointments)
    .leftJoin(customers, and(eq(customers.id, appointments.customerId), eq(customers.shopId, shopId)))
    .leftJoin(vehicles, and(eq(vehicles.id, appointments.vehicleId), eq(vehicles.shopId, shopId)))
    .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId)));
  if (!row) return null;
  return {
    ...row,
    events: row.events.map((event) => ({
      ...event,
      at: new Date(event.at),
      previousStartsAt: event.previousStartsAt ? new Date(event.previousStartsAt) : null,
    })),
  };
}

export type AppointmentDetail = NonNullable<Awaited<ReturnType<typeof getAppointment>>>;

/**
 * 'Remarcar': the free times of `range` for this appointment, as long as it is, its own place not
 * counted; empty when it is not the shop's or no longer open.
 */
export async function listRescheduleSlots(
  shopId: string,
  appointmentId: string,
  range: { fromDay: string; toDay: string },
  now: Date = new Date(),
): Promise<DaySlots[]> {
  if (!isRecordId(appointmentId)) return [];
  const db = getDb();
  const [current] = await db
    .select({ startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId), inArray(appointments.status, OPEN_STATUSES)));
  if (!current) return [];
  const agenda = await readAgenda(db, shopId, range, appointmentId);
  if (!agenda) return [];
  const minutes = Math.round((current.endsAt.getTime() - current.startsAt.getTime()) / 60_000);
  return freeSlots(agenda.settings, agenda.busy, range, minutes, now);
}
