/**
 * Online booking and the customer's link, end to end through the routes their plain forms use
 * (/oficina/<slug>/agendar, /agendamento/<token>): what is stored, each refusal answered with the
 * page again and what was typed, the honeypot, the body cap, the rate limits, the two open
 * requests per phone, a forged token, and the link's confirm, reschedule and cancel, which touch
 * only the link's own appointment.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getBooking, POST as postBooking } from "@/app/(public-page)/oficina/[slug]/agendar/route";
import { GET as getLink, POST as postLink } from "@/app/(public-booking)/agendamento/[token]/route";
import { getDb } from "@/db";
import { queuedAppointmentMails } from "../support/agenda-rows";
import { appointmentEvents, appointments, shops } from "@/db/schema";
import { shopInstant } from "@/lib/agenda/slots";
import { addDaysToDay, formatDay, shopToday } from "@/lib/calendar";
import { createAppointment } from "@/lib/data/agenda";
import { messages } from "@/lib/messages";
import { BOOKINGS_PER_ADDRESS, BOOKINGS_PER_PHONE } from "@/lib/rate-limit";
import { createMechanic } from "../support/factories";
import { setClientAddress } from "../support/request";

const ORIGIN = "http://localhost:3000";
const t = messages.booking;
const EVERY_DAY = { open: true, hours: "08:00-18:00" };
const HOURS = {
  monday: EVERY_DAY,
  tuesday: EVERY_DAY,
  wednesday: EVERY_DAY,
  thursday: EVERY_DAY,
  friday: EVERY_DAY,
  saturday: EVERY_DAY,
  sunday: EVERY_DAY,
};
/** Tomorrow in São Paulo: open, whatever day it is (the shop opens every day). */
const tomorrow = () => addDaysToDay(shopToday(), 1);

async function bookingShop(options: { mode?: "manual" | "automatic"; onlineBooking?: boolean } = {}) {
  const account = await createMechanic({ plan: "pro" });
  const slug = `oficina-agenda-${randomUUID().slice(0, 8)}`;
  await getDb()
    .update(shops)
    .set({
      slug,
      shopName: "Auto Center Silva",
      openingHours: HOURS,
      services: [
        { id: "oleo", name: "Troca de óleo", price: 120, durationMinutes: 30 },
        { id: "freio", name: "Revisão de freios", price: 250 },
      ],
      street: "Rua das Flores",
      streetNumber: "123",
      district: "Centro",
      city: "São Paulo",
      state: "SP",
      whatsappIntegration: "(11) 98888-7777",
      bookingMode: options.mode ?? "manual",
      onlineBooking: options.onlineBooking ?? true,
    })
    .where(eq(shops.id, account.id));
  return { id: account.id, slug };
}

const bookingParams = (slug: string) => ({ params: Promise.resolve({ slug }) });
const linkParams = (token: string) => ({ params: Promise.resolve({ token }) });

function getStep(slug: string, query: Record<string, string> = {}) {
  const url = `${ORIGIN}/oficina/${slug}/agendar?${new URLSearchParams(query)}`;
  return getBooking(new Request(url), bookingParams(slug));
}

const formHeaders = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };

function contactFields(overrides: Record<string, string> = {}) {
  return {
    servico: "oleo",
    dia: tomorrow(),
    horario: "09:00",
    nome: "Maria Souza",
    whatsapp: "(11) 97777-1234",
    placa: "abc1d23",
    email: "",
    website: "",
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

function book(slug: string, fields: Record<string, string> = contactFields(), headers: Record<string, string> = formHeaders) {
  return postBooking(
    new Request(`${ORIGIN}/oficina/${slug}/agendar`, { method: "POST", body: new URLSearchParams(fields), headers }),
    bookingParams(slug),
  );
}

function act(token: string, fields: Record<string, string>, headers: Record<string, string> = formHeaders) {
  return postLink(
    new Request(`${ORIGIN}/agendamento/${token}`, { method: "POST", body: new URLSearchParams(fields), headers }),
    linkParams(token),
  );
}

const openLink = (token: string, query = "") => getLink(new Request(`${ORIGIN}/agendamento/${token}${query}`), linkParams(token));

const tokenOf = (response: Response) => /^\/agendamento\/([A-Za-z0-9_-]{32})$/.exec(response.headers.get("location") ?? "")?.[1];

const appointmentsOf = (shopId: string) => getDb().select().from(appointments).where(eq(appointments.shopId, shopId));

/** The shop's own booking of `time` tomorrow (an hour). */
function shopBooks(shopId: string, time: number) {
  return createAppointment(
    shopId,
    {
      startsAt: shopInstant(tomorrow(), time),
      durationMinutes: 60,
      customerId: null,
      vehicleId: null,
      contactName: "Balcão",
      contactPhone: "11955554444",
      contactPlate: null,
      contactEmail: null,
      services: [],
      notes: null,
      assignedTo: null,
    },
    { source: "shop", memberId: null, status: "confirmed", idempotencyKey: randomUUID() },
  );
}

describe("booking on the shop's page", () => {
  it("goes service, day, time, contact, and lands on the customer's link", async () => {
    const shop = await bookingShop();
    const first = await getStep(shop.slug);
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toContain("Troca de óleo");
    expect(firstHtml).toContain(t.service.other);
    expect(firstHtml).not.toContain("<script src");

    const days = await (await getStep(shop.slug, { servico: "oleo" })).text();
    expect(days).toContain(`value="${tomorrow()}"`);
    expect(days).not.toContain(`value="${addDaysToDay(shopToday(), -1)}"`);
    // At most the shop's 4 weeks.
    expect(days).not.toContain(`value="${addDaysToDay(shopToday(), 28)}"`);

    const times = await (await getStep(shop.slug, { servico: "oleo", dia: tomorrow() })).text();
    expect(times).toContain('value="08:00"');
    // A 30-minute service fits up to 17:30.
    expect(times).toContain('value="17:30"');

    const contact = await (await getStep(shop.slug, { servico: "oleo", dia: tomorrow(), horario: "09:00" })).text();
    expect(contact).toContain('name="website"');
    expect(contact).toContain("data-idempotency");

    const response = await book(shop.slug, contactFields({ email: "Maria@Exemplo.com" }));
    expect(response.status).toBe(303);
    const token = tokenOf(response)!;
    expect(token).toBeDefined();
    const [stored] = await appointmentsOf(shop.id);
    expect(stored).toMatchObject({
      status: "requested",
      source: "public_page",
      contactName: "Maria Souza",
      contactPhone: "11977771234",
      contactPlate: "ABC1D23",
      contactEmail: "maria@exemplo.com",
      services: [{ id: "oleo", name: "Troca de óleo" }],
      createdBy: null,
      token,
    });
    expect(stored!.startsAt.toISOString()).toBe(shopInstant(tomorrow(), 9 * 60).toISOString());
    expect(stored!.endsAt.getTime() - stored!.startsAt.getTime()).toBe(30 * 60_000);

    const link = await openLink(token);
    expect(link.status).toBe(200);
    expect(link.headers.get("x-robots-tag")).toContain("noindex");
    const html = await link.text();
    expect(html).toContain(t.link.status.requested);
    expect(html).toContain(formatDay(tomorrow()));
    expect(html).toContain("às 09:00");
    expect(html).toContain("Troca de óleo");
    expect(html).toContain("Rua das Flores, 123, Centro, São Paulo - SP");
    expect(html).toContain("https://www.google.com/maps/search/?api=1&amp;query=Rua%20das%20Flores%2C%20123");
    expect(html).toContain("https://wa.me/5511988887777");
    expect(html).toContain('content="noindex');
  });

  it("'Outro' keeps what is wrong as the appointment's notes, and refuses it blank or over 500", async () => {
    const shop = await bookingShop();
    const blank = await getStep(shop.slug, { servico: "outro", problema: "" });
    expect(blank.status).toBe(422);
    expect(await blank.text()).toContain(t.fields.problemRequired);
    const long = await getStep(shop.slug, { servico: "outro", problema: "a".repeat(501) });
    expect(long.status).toBe(422);
    expect(await long.text()).toContain(t.fields.problemTooLong);

    const response = await book(shop.slug, contactFields({ servico: "outro", problema: "Barulho no freio" }));
    expect(response.status).toBe(303);
    const [stored] = await appointmentsOf(shop.id);
    expect(stored).toMatchObject({ services: [], notes: "Barulho no freio" });
    expect(stored!.endsAt.getTime() - stored!.startsAt.getTime()).toBe(60 * 60_000);
  });

  it("confirms at once when the shop confirms automatically", async () => {
    const shop = await bookingShop({ mode: "automatic" });
    const response = await book(shop.slug);
    expect(response.status).toBe(303);
    const [stored] = await appointmentsOf(shop.id);
    expect(stored!.status).toBe("confirmed");
    expect(await (await openLink(tokenOf(response)!)).text()).toContain(`>${t.link.status.confirmed}<`);
  });

  it("answers 404 for an unknown shop, a malformed slug, or a shop with online booking off", async () => {
    const off = await bookingShop({ onlineBooking: false });
    for (const slug of ["nao-existe-" + randomUUID().slice(0, 8), "Não%20é", off.slug]) {
      expect((await getStep(slug)).status, slug).toBe(404);
    }
    expect((await book(off.slug)).status).toBe(404);
    expect(await appointmentsOf(off.id)).toEqual([]);
  });

  it("refuses bad fields with 422, keeping what was typed", async () => {
    const shop = await bookingShop();
    const response = await book(shop.slug, contactFields({ whatsapp: "1234", placa: "XYZ", email: "nao-e-email", nome: "João <b>" }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(messages.validation.phoneInvalid);
    expect(html).toContain(t.fields.plateInvalid);
    expect(html).toContain(messages.validation.emailInvalid);
    expect(html).toContain('value="João &lt;b&gt;"');
    expect(html).toContain('value="XYZ"');
    expect(html).toContain('value="nao-e-email"');
    expect(await appointmentsOf(shop.id)).toEqual([]);
  });

  it("a time just taken shows the day's free times again, with what was typed", async () => {
    const shop = await bookingShop();
    expect((await shopBooks(shop.id, 9 * 60)).ok).toBe(true);
    const response = await book(shop.slug, contactFields({ servico: "freio", nome: "Carlos Lima" }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(messages.agenda.refused.full);
    expect(html).toContain('value="Carlos Lima"');
    expect(html).not.toContain('value="09:00"');
    expect(html).toContain('value="10:00"');
    // Only the shop's own booking is there.
    expect(await appointmentsOf(shop.id)).toHaveLength(1);
    // Posted again with a free time, it books.
    expect((await book(shop.slug, contactFields({ servico: "freio", horario: "10:00" }))).status).toBe(303);
  });

  it("refuses a time in the past", async () => {
    const shop = await bookingShop();
    const response = await book(shop.slug, contactFields({ dia: shopToday(), horario: "00:00" }));
    expect(response.status).toBe(422);
    expect(await appointmentsOf(shop.id)).toEqual([]);
  });

  it("refuses a third open request from the same WhatsApp", async () => {
    const shop = await bookingShop();
    expect((await book(shop.slug, contactFields({ horario: "09:00" }))).status).toBe(303);
    expect((await book(shop.slug, contactFields({ horario: "11:00" }))).status).toBe(303);
    const third = await book(shop.slug, contactFields({ horario: "14:00", nome: "Maria Terceira" }));
    expect(third.status).toBe(422);
    const html = await third.text();
    expect(html).toContain(messages.agenda.refused.tooManyOpen);
    expect(html).toContain('value="Maria Terceira"');
    expect(await appointmentsOf(shop.id)).toHaveLength(2);
    // The shop itself still books that phone's car, and any time.
    expect((await shopBooks(shop.id, 15 * 60)).ok).toBe(true);
  });

  it("one booking per form key: a double submit lands on the same link", async () => {
    const shop = await bookingShop();
    const fields = contactFields();
    const first = await book(shop.slug, fields);
    const second = await book(shop.slug, fields);
    expect(tokenOf(second)).toBe(tokenOf(first));
    expect(await appointmentsOf(shop.id)).toHaveLength(1);
  });

  it("tells a bot that fills the honeypot it worked, and stores nothing", async () => {
    const shop = await bookingShop();
    const response = await book(shop.slug, contactFields({ website: "https://spam.example" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/oficina/${shop.slug}`);
    expect(await appointmentsOf(shop.id)).toEqual([]);
  });

  it("refuses a body over the cap, unread", async () => {
    const shop = await bookingShop();
    const response = await book(shop.slug, contactFields({ nome: "a".repeat(20_000) }));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(t.refused.tooLarge);
    expect(await appointmentsOf(shop.id)).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const shop = await bookingShop();
    const response = await book(shop.slug, contactFields(), { ...formHeaders, "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await appointmentsOf(shop.id)).toEqual([]);
  });

  it("limits requests per address and per phone, without touching the shop's own agenda", async () => {
    const shop = await bookingShop();
    // Per address: refused posts count too (a bad phone here), the next one over the limit is 429.
    for (let i = 0; i < BOOKINGS_PER_ADDRESS.limit; i++) {
      expect((await book(shop.slug, contactFields({ whatsapp: "1" }))).status).toBe(422);
    }
    const limited = await book(shop.slug, contactFields({ nome: "Quem Insiste" }));
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain(t.refused.tooMany);
    expect(html).toContain('value="Quem Insiste"');

    // Per phone, whatever the address.
    const phone = "(21) 98765-4321";
    for (let i = 0; i < BOOKINGS_PER_PHONE.limit; i++) {
      setClientAddress(`203.0.113.${i}-${randomUUID()}`);
      await book(shop.slug, contactFields({ whatsapp: phone, horario: `${String(8 + i).padStart(2, "0")}:00` }));
    }
    setClientAddress(`203.0.113.99-${randomUUID()}`);
    expect((await book(shop.slug, contactFields({ whatsapp: phone, horario: "16:00" }))).status).toBe(429);
    // Another phone from that address books; the shop books its own car at any time.
    expect((await book(shop.slug, contactFields({ whatsapp: "(21) 91234-0000", horario: "16:00" }))).status).toBe(303);
    expect((await shopBooks(shop.id, 17 * 60)).ok).toBe(true);
  });
});

describe("the customer's link", () => {
  async function booked(options: { mode?: "manual" | "automatic" } = {}) {
    const shop = await bookingShop(options);
    const response = await book(shop.slug);
    const token = tokenOf(response)!;
    const [row] = await appointmentsOf(shop.id);
    return { shop, token, id: row!.id };
  }

  it("answers 404 for a malformed or unknown token", async () => {
    for (const token of ["abc", "x".repeat(33), "A".repeat(32)]) {
      expect((await openLink(token)).status, token).toBe(404);
      expect((await act(token, { acao: "confirmar" })).status, token).toBe(404);
    }
  });

  it("confirms presence once, and says so", async () => {
    const { token, id } = await booked();
    const response = await act(token, { acao: "confirmar" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/agendamento/${token}?aviso=confirmado`);
    const html = await (await openLink(token, "?aviso=confirmado")).text();
    expect(html).toContain(t.link.presenceConfirmed);
    expect(html).toContain(t.link.notices.confirmed);
    expect(html).not.toContain(`>${t.link.presenceButton}<`);
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, id));
    expect(row!.customerConfirmedAt).not.toBeNull();
    const events = await getDb().select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, id));
    expect(events.map((event) => [event.event, event.byMember])).toContainEqual(["customer_confirmed", null]);
  });

  it("reschedules to a free time, day then time, as the customer", async () => {
    const { token, id } = await booked();
    const days = await (await openLink(token, "?remarcar=1")).text();
    expect(days).toContain(`value="${tomorrow()}"`);
    const times = await (await openLink(token, `?remarcar=1&dia=${tomorrow()}`)).text();
    expect(times).toContain('value="14:00"');
    const response = await act(token, { acao: "remarcar", dia: tomorrow(), horario: "14:00" });
    expect(response.headers.get("location")).toBe(`/agendamento/${token}?aviso=remarcado`);
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, id));
    expect(row!.startsAt.toISOString()).toBe(shopInstant(tomorrow(), 14 * 60).toISOString());
    const [event] = await getDb()
      .select()
      .from(appointmentEvents)
      .where(and(eq(appointmentEvents.appointmentId, id), eq(appointmentEvents.event, "rescheduled")));
    expect(event).toMatchObject({ byMember: null });
    expect(event!.previousStartsAt!.toISOString()).toBe(shopInstant(tomorrow(), 9 * 60).toISOString());
    // The shop hears of the move; the customer gets his new time (lib/agenda/notify.ts, sent by the queue).
    expect((await queuedAppointmentMails(id)).filter((mail) => mail.rescheduled || mail.name === "mail.appointment-confirmed")).toEqual([
      { name: "mail.appointment-requested", rescheduled: true },
      { name: "mail.appointment-confirmed", rescheduled: false },
    ]);
  });

  it("a taken time shows the free times again", async () => {
    const { shop, token, id } = await booked();
    expect((await shopBooks(shop.id, 14 * 60)).ok).toBe(true);
    const response = await act(token, { acao: "remarcar", dia: tomorrow(), horario: "14:00" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(messages.agenda.refused.full);
    expect(html).toContain('value="16:00"');
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, id));
    expect(row!.startsAt.toISOString()).toBe(shopInstant(tomorrow(), 9 * 60).toISOString());
  });

  it("cancels with a reason the history keeps as the customer's, and then offers nothing", async () => {
    const { token, id } = await booked();
    const long = await act(token, { acao: "cancelar", motivo: "b".repeat(501) });
    expect(long.status).toBe(422);
    const longHtml = await long.text();
    expect(longHtml).toContain(t.fields.reasonTooLong);
    expect(longHtml).toContain("b".repeat(501));

    const response = await act(token, { acao: "cancelar", motivo: "Vou viajar" });
    expect(response.headers.get("location")).toBe(`/agendamento/${token}?aviso=cancelado`);
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, id));
    expect(row!.status).toBe("cancelled");
    const [event] = await getDb()
      .select()
      .from(appointmentEvents)
      .where(and(eq(appointmentEvents.appointmentId, id), eq(appointmentEvents.event, "cancelled")));
    expect(event).toMatchObject({ byMember: null, reason: "Vou viajar" });

    const html = await (await openLink(token)).text();
    expect(html).toContain(t.link.status.cancelled);
    expect(html).not.toContain(`>${t.link.presenceButton}<`);
    expect((await act(token, { acao: "confirmar" })).headers.get("location")).toBe(`/agendamento/${token}?aviso=encerrado`);
  });

  it("refuses a post from another site and one over the cap", async () => {
    const { token, id } = await booked();
    expect((await act(token, { acao: "cancelar" }, { ...formHeaders, "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await act(token, { acao: "cancelar", motivo: "c".repeat(40_000) })).status).toBe(413);
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, id));
    expect(row!.status).toBe("requested");
  });

  it("one shop's link never touches another shop's appointment", async () => {
    const a = await booked();
    const b = await booked();
    // B's link, with A's appointment named wherever a form could name it: only B's changes.
    expect((await act(b.token, { acao: "cancelar", id: a.id, token: a.token })).status).toBe(303);
    const [rowA] = await getDb().select().from(appointments).where(eq(appointments.id, a.id));
    const [rowB] = await getDb().select().from(appointments).where(eq(appointments.id, b.id));
    expect(rowA!.status).toBe("requested");
    expect(rowB!.status).toBe("cancelled");
    // A's link shows A's shop's appointment only.
    expect(await (await openLink(a.token)).text()).toContain(t.link.status.requested);
  });
});
