/**
 * The agenda's actions as the dashboard calls them (lib/actions/agenda.ts): the shop books a known
 * customer or someone new on a free time, confirms, moves, cancels, marks a no-show, and 'Chegou'
 * turns the booking into a customer, a vehicle and a quote whose lines are the services wanted.
 * Bad input is refused with the agenda's pt-BR texts and writes nothing; another shop's id is "not
 * found" and a mechanic is refused, each changing nothing.
 */
import { randomUUID } from "node:crypto";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { appointmentEvents, appointments, customers, quoteItems, quotes, shops, vehicles } from "@/db/schema";
import { shopInstant } from "@/lib/agenda/slots";
import { queuedAppointmentMails } from "../support/agenda-rows";
import { signInAs } from "../support/request";
import { resolve } from "../support/server-render";

const actions = await import("@/lib/actions/agenda");
const { createAppointment } = await import("@/lib/data/agenda");
const { getAgendaCard } = await import("@/lib/data/agenda-card");
const { getBookingChoices } = await import("@/lib/data/agenda-form");
const { createCustomer } = await import("@/lib/data/customers");
const { createVehicle } = await import("@/lib/data/vehicles");
const { messages } = await import("@/lib/messages");
const { addTeamMember, createMechanic } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");
const { default: AppointmentPage } = await import("@/app/dashboard/agenda/[id]/page");

const m = messages.agenda;
// A Monday years ahead (the actions read the real clock); the default hours are 08:00-18:00.
const DAY = "2030-03-04";
const at = (minutes: number, day = DAY) => shopInstant(day, minutes).toISOString();
const OIL = { id: "oleo", name: "Troca de óleo", price: 149.9, durationMinutes: 90 };
const BRAKES = { id: "freio", name: "Revisão de freios", price: 80, durationMinutes: 30 };

async function shopWithCustomer() {
  const shop = await createMechanic({ plan: "pro" });
  await getDb()
    .update(shops)
    .set({ services: [OIL, BRAKES] })
    .where(eq(shops.id, shop.id));
  const customer = await createCustomer(shop.id, { name: "Carlos Pereira", phone: "(11) 98765-4321", email: "", notes: "" });
  const vehicle = await createVehicle(shop.id, customer.id, {
    plate: "ABC1D23",
    make: "Volkswagen",
    model: "Gol",
    year: null,
    color: "",
    currentKm: null,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  signInAs(shop.id);
  return { shop, customerId: customer.id, vehicleId: vehicle.id };
}

/** The form as the page posts it: a known customer, the catalogue's ticked boxes, a free time. */
function bookingForm(fields: Record<string, string>, services: string[] = [], key: string = randomUUID()) {
  const data = form({ mode: "known", notes: "", otherService: "", assignedTo: "", ...fields }, key);
  for (const id of services) data.append("services", id);
  return data;
}

const rowsOf = (shopId: string) =>
  getDb().select().from(appointments).where(eq(appointments.shopId, shopId)).orderBy(asc(appointments.startsAt));

async function booked(shopId: string, customerId: string, vehicleId: string, minutes = 9 * 60) {
  const result = await actions.createAppointmentAction(null, bookingForm({ customerId, vehicleId, startsAt: at(minutes) }, [OIL.id]));
  expect(result.ok).toBe(true);
  const row = (await rowsOf(shopId)).find((candidate) => candidate.startsAt.toISOString() === at(minutes));
  return row!;
}

describe("booking from the dashboard's agenda", () => {
  it("books a known customer on a free time for the services' length, once per submission", async () => {
    const { shop, customerId, vehicleId } = await shopWithCustomer();
    const key = randomUUID();
    const fields = { customerId, vehicleId, startsAt: at(9 * 60) };
    const result = await actions.createAppointmentAction(null, bookingForm(fields, [OIL.id, BRAKES.id], key));
    expect(result).toEqual({ ok: true, message: m.form.created, redirectTo: `/dashboard/agenda?dia=${DAY}` });
    expect(await actions.createAppointmentAction(null, bookingForm(fields, [OIL.id, BRAKES.id], key))).toEqual(result);

    const rows = await rowsOf(shop.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "confirmed",
      source: "shop",
      customerId,
      vehicleId,
      contactName: "Carlos Pereira",
      contactPhone: "11987654321",
      services: [
        { id: OIL.id, name: OIL.name },
        { id: BRAKES.id, name: BRAKES.name },
      ],
    });
    // 90 + 30 minutes.
    expect(rows[0]!.endsAt.toISOString()).toBe(at(11 * 60));
  });

  it("refuses a past time, one outside the hours, a full one and 1 MB of notes, writing nothing", async () => {
    const { shop, customerId, vehicleId } = await shopWithCustomer();
    const base = { customerId, vehicleId };
    const refusedAt = async (startsAt: string, reason: keyof typeof m.refused) => {
      const result = await actions.createAppointmentAction(null, bookingForm({ ...base, startsAt }, [BRAKES.id]));
      expect(result).toEqual({
        ok: false,
        message: m.form.createError + m.refused[reason],
        fieldErrors: { startsAt: [m.refused[reason]] },
      });
    };
    await refusedAt(at(9 * 60, "2020-01-06"), "past");
    // 17:45 for 30 minutes ends after 18:00.
    await refusedAt(at(17 * 60 + 45), "outsideHours");
    // A Sunday.
    await refusedAt(at(9 * 60, "2030-03-03"), "closed");

    const huge = await actions.createAppointmentAction(null, bookingForm({ ...base, startsAt: at(9 * 60), notes: "x".repeat(1_000_000) }));
    expect(huge).toMatchObject({ ok: false, fieldErrors: { notes: [m.form.notesTooLong] } });
    const noTime = await actions.createAppointmentAction(null, bookingForm({ ...base, startsAt: "amanhã" }, [OIL.id]));
    expect(noTime).toMatchObject({ ok: false, fieldErrors: { startsAt: [m.form.timeRequired] } });
    const noService = await actions.createAppointmentAction(null, bookingForm({ ...base, startsAt: at(9 * 60) }));
    expect(noService).toMatchObject({ ok: false, fieldErrors: { services: [m.form.serviceRequired] } });
    expect(await rowsOf(shop.id)).toEqual([]);

    await booked(shop.id, customerId, vehicleId, 10 * 60);
    await refusedAt(at(10 * 60 + 30), "full");
    expect(await rowsOf(shop.id)).toHaveLength(1);
  });

  it("keeps HTML in the notes as typed, and the page shows it as text", async () => {
    const { shop, customerId, vehicleId } = await shopWithCustomer();
    const notes = `<script>alert("x")</script><b>freio</b>`;
    const result = await actions.createAppointmentAction(
      null,
      bookingForm({ customerId, vehicleId, startsAt: at(9 * 60), notes }, [OIL.id]),
    );
    expect(result.ok).toBe(true);
    const [row] = await rowsOf(shop.id);
    expect(row!.notes).toBe(notes);
    // Read as the mechanic does (no buttons: the page has nothing of the browser's to render).
    const mechanic = await addTeamMember(shop.id, "mechanic");
    signInAs(mechanic.userId);
    const html = renderToStaticMarkup(
      createElement(Fragment, null, await resolve(await AppointmentPage({ params: Promise.resolve({ id: row!.id }) }))),
    );
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;freio&lt;/b&gt;");
  });

  it("confirms, moves, cancels with a reason and counts a no-show, keeping the history by name", async () => {
    const { shop, customerId, vehicleId } = await shopWithCustomer();
    const row = await booked(shop.id, customerId, vehicleId);
    expect(await actions.rescheduleAppointmentAction(row.id, null, form({ startsAt: at(14 * 60) }))).toEqual({
      ok: true,
      message: m.detail.rescheduled,
    });
    // The customer gets his new time (after the booking's confirmation); the shop, which moved it, is not told.
    expect(await queuedAppointmentMails(row.id)).toEqual([
      { name: "mail.appointment-confirmed", rescheduled: false },
      { name: "mail.appointment-confirmed", rescheduled: false },
    ]);
    expect(await actions.cancelAppointmentAction(row.id, null, form({ reason: "  " }))).toMatchObject({
      ok: false,
      fieldErrors: { reason: [m.detail.reasonRequired] },
    });
    expect(await actions.cancelAppointmentAction(row.id, null, form({ reason: "Cliente viajou" }))).toEqual({
      ok: true,
      message: m.detail.cancelled,
    });
    // Cancelled: nothing more moves it.
    expect(await actions.noShowAppointmentAction(row.id)).toEqual({ ok: false, message: m.detail.noShowError + m.refused.notFound });
    const history = await getDb()
      .select({ event: appointmentEvents.event, previous: appointmentEvents.previousStartsAt, reason: appointmentEvents.reason })
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, row.id))
      .orderBy(asc(appointmentEvents.at));
    expect(history).toEqual([
      { event: "confirmed", previous: null, reason: null },
      { event: "rescheduled", previous: shopInstant(DAY, 9 * 60), reason: null },
      { event: "cancelled", previous: null, reason: "Cliente viajou" },
    ]);

    const other = await booked(shop.id, customerId, vehicleId, 15 * 60);
    expect(await actions.noShowAppointmentAction(other.id)).toEqual({ ok: true, message: m.detail.markedNoShow });
  });

  it("answers another shop's appointment as not found, changing nothing", async () => {
    const { shop, customerId, vehicleId } = await shopWithCustomer();
    const row = await booked(shop.id, customerId, vehicleId);
    const before = await rowsOf(shop.id);
    await shopWithCustomer(); // signs the other shop in
    const notFound = (prefix: string) => ({ ok: false, message: prefix + m.refused.notFound });
    expect(await actions.confirmAppointmentAction(row.id)).toEqual(notFound(m.detail.confirmError));
    expect(await actions.noShowAppointmentAction(row.id)).toEqual(notFound(m.detail.noShowError));
    expect(await actions.arrivedAppointmentAction(row.id)).toEqual(notFound(m.detail.arrivedError));
    expect(await actions.cancelAppointmentAction(row.id, null, form({ reason: "x" }))).toEqual(notFound(m.detail.cancelError));
    expect(await actions.rescheduleAppointmentAction(row.id, null, form({ startsAt: at(14 * 60) }))).toEqual(
      notFound(m.detail.rescheduleError),
    );
    expect(await actions.confirmAppointmentAction("nao-e-um-id")).toEqual(notFound(m.detail.confirmError));
    // A's customer booked by B: not found either.
    const foreign = await actions.createAppointmentAction(null, bookingForm({ customerId, vehicleId, startsAt: at(11 * 60) }, [OIL.id]));
    expect(foreign).toMatchObject({ ok: false, message: m.form.createError + m.refused.customerNotFound });
    expect(await rowsOf(shop.id)).toEqual(before);
  });

  it("refuses a mechanic every action, changing nothing", async () => {
    const { shop, customerId, vehicleId } = await shopWithCustomer();
    const row = await booked(shop.id, customerId, vehicleId);
    const before = await rowsOf(shop.id);
    const mechanic = await addTeamMember(shop.id, "mechanic");
    signInAs(mechanic.userId);
    const refused = (prefix: string) => ({ ok: false, message: prefix + messages.guard.roleRefused });
    expect(await actions.createAppointmentAction(null, bookingForm({ customerId, vehicleId, startsAt: at(11 * 60) }, [OIL.id]))).toEqual(
      refused(m.form.createError),
    );
    expect(await actions.confirmAppointmentAction(row.id)).toEqual(refused(m.detail.confirmError));
    expect(await actions.noShowAppointmentAction(row.id)).toEqual(refused(m.detail.noShowError));
    expect(await actions.arrivedAppointmentAction(row.id)).toEqual(refused(m.detail.arrivedError));
    expect(await actions.cancelAppointmentAction(row.id, null, form({ reason: "x" }))).toEqual(refused(m.detail.cancelError));
    expect(await actions.rescheduleAppointmentAction(row.id, null, form({ startsAt: at(14 * 60) }))).toEqual(
      refused(m.detail.rescheduleError),
    );
    expect(await rowsOf(shop.id)).toEqual(before);
  });
});

describe("'Chegou'", () => {
  it("makes someone new a customer with his car and opens his quote with the services booked", async () => {
    const { shop } = await shopWithCustomer();
    const result = await actions.createAppointmentAction(
      null,
      bookingForm(
        {
          mode: "new",
          contactName: "Maria Souza",
          contactPhone: "(21) 99876-5432",
          contactPlate: "xyz-9a87",
          startsAt: at(9 * 60),
          otherService: "Barulho na suspensão",
        },
        [OIL.id, BRAKES.id],
      ),
    );
    expect(result.ok).toBe(true);
    const [row] = await rowsOf(shop.id);
    expect(row).toMatchObject({ customerId: null, contactPlate: "XYZ9A87", contactPhone: "21998765432" });

    const arrived = await actions.arrivedAppointmentAction(row!.id);
    const [after] = await rowsOf(shop.id);
    expect(after).toMatchObject({ status: "arrived" });
    expect(arrived).toEqual({ ok: true, message: m.detail.arrivedDone, redirectTo: `/dashboard/quotes/${after!.quoteId}/check-in` });

    const [customer] = await getDb().select().from(customers).where(eq(customers.id, after!.customerId!));
    expect(customer).toMatchObject({ name: "Maria Souza", phone: "(21) 99876-5432" });
    const [vehicle] = await getDb().select().from(vehicles).where(eq(vehicles.id, after!.vehicleId!));
    expect(vehicle).toMatchObject({ plate: "XYZ9A87", customerId: customer!.id });
    const [quote] = await getDb().select().from(quotes).where(eq(quotes.id, after!.quoteId!));
    expect(quote).toMatchObject({ customerId: customer!.id, vehicleId: vehicle!.id, status: "pending" });
    expect(quote!.description).toContain("Barulho na suspensão");
    const lines = await getDb()
      .select({
        description: quoteItems.description,
        kind: quoteItems.kind,
        unitPrice: quoteItems.unitPrice,
        catalogueServiceId: quoteItems.catalogueServiceId,
      })
      .from(quoteItems)
      .where(eq(quoteItems.quoteId, quote!.id))
      .orderBy(asc(quoteItems.position));
    expect(lines).toEqual([
      { description: OIL.name, kind: "service", unitPrice: "149.90", catalogueServiceId: OIL.id },
      { description: BRAKES.name, kind: "service", unitPrice: "80.00", catalogueServiceId: BRAKES.id },
    ]);
    const events = await getDb()
      .select({ event: appointmentEvents.event })
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, row!.id));
    expect(events.map((event) => event.event)).toEqual(["confirmed", "arrived"]);

    // A second tap answers the same job and makes nothing new.
    expect(await actions.arrivedAppointmentAction(row!.id)).toEqual(arrived);
    expect(await getDb().select({ id: customers.id }).from(customers).where(eq(customers.shopId, shop.id))).toHaveLength(2);
    expect(await getDb().select({ id: quotes.id }).from(quotes).where(eq(quotes.shopId, shop.id))).toHaveLength(1);
  });

  it("uses the customer and car already booked", async () => {
    const { shop, customerId, vehicleId } = await shopWithCustomer();
    const row = await booked(shop.id, customerId, vehicleId);
    const arrived = await actions.arrivedAppointmentAction(row.id);
    expect(arrived.ok).toBe(true);
    const [quote] = await getDb().select().from(quotes).where(eq(quotes.shopId, shop.id));
    expect(quote).toMatchObject({ customerId, vehicleId });
  });
});

describe("what the screens read", () => {
  it("the form offers the catalogue with its lengths, the team and each customer with his cars", async () => {
    const { shop, customerId, vehicleId } = await shopWithCustomer();
    const choices = await getBookingChoices(shop.id);
    expect(choices.services).toEqual([OIL, BRAKES]);
    expect(choices.team.map((person) => person.name)).toHaveLength(1);
    expect(choices.customers).toEqual([
      { id: customerId, name: "Carlos Pereira", phone: "(11) 98765-4321", vehicles: [{ id: vehicleId, label: "ABC1D23 Volkswagen Gol" }] },
    ]);
  });

  it("the Painel's card counts the day's appointments and the requests waiting", async () => {
    const { shop, customerId, vehicleId } = await shopWithCustomer();
    await booked(shop.id, customerId, vehicleId, 9 * 60);
    const request = await createAppointment(
      shop.id,
      {
        startsAt: shopInstant(DAY, 14 * 60),
        durationMinutes: 60,
        customerId: null,
        vehicleId: null,
        contactName: "Maria Souza",
        contactPhone: "21998765432",
        contactPlate: null,
        contactEmail: null,
        services: [{ name: "Freio" }],
        notes: null,
        assignedTo: null,
      },
      { source: "public_page", memberId: null, status: "requested", idempotencyKey: randomUUID() },
    );
    expect(request.ok).toBe(true);
    const card = await getAgendaCard(shop.id, DAY, new Date("2030-03-01T12:00:00Z"));
    expect(card).toMatchObject({ todayCount: 2, waitingCount: 1 });
    expect(card.today.map((line) => line.name)).toEqual(["Carlos Pereira", "Maria Souza"]);
    expect(card.waiting.map((line) => [line.name, line.status])).toEqual([["Maria Souza", "requested"]]);
  });
});
