import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { setOperator } from "@/db/operators";
import { shops, supportTickets } from "@/db/schema";

// The session is the one thing faked here: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { closeSupportTicketAction, sendSupportTicketAction } = await import("@/lib/actions/support");
const { closeSupportTicket, createSupportTicket, listSupportTickets, ticketSenderDefaults, TICKETS_PAGE_SIZE } =
  await import("@/lib/data/support-tickets");
const { messages } = await import("@/lib/messages");
const { SUPPORT_TICKET_LIMITS } = await import("@/lib/validation/support");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

const m = messages.support;

function ticketForm(fields: Partial<Record<"name" | "email" | "subject" | "message", string>>) {
  return submittedForm(fields);
}

async function ticketsOf(shopId: string) {
  return getDb().select().from(supportTickets).where(eq(supportTickets.shopId, shopId));
}

async function ticketById(id: string) {
  const [row] = await getDb().select().from(supportTickets).where(eq(supportTickets.id, id));
  return row;
}

async function signedIn(options: { plan?: "basic" | "pro" } = { plan: "basic" }) {
  const mechanic = await createMechanic(options);
  signInAs(mechanic.id);
  return mechanic;
}

const valid = { name: "Ana Lima", email: "ana@exemplo.com", subject: "Dúvida", message: "Como exporto meus clientes?" };

describe("sending a ticket", () => {
  it("stores it for the signed-in mechanic, trimmed, with an empty subject as none", async () => {
    const mechanic = await signedIn();
    const result = await sendSupportTicketAction(
      null,
      ticketForm({ ...valid, name: "  Ana  ", email: " ANA@Exemplo.com ", subject: "  " }),
    );
    expect(result).toEqual({ ok: true, message: m.sent });
    expect(await ticketsOf(mechanic.id)).toMatchObject([
      { name: "Ana", email: "ana@exemplo.com", subject: null, message: valid.message, status: "open" },
    ]);
  });

  it.each([
    ["an empty name", { ...valid, name: "" }, m.requiredFields, "name", m.nameRequired],
    ["a whitespace-only name", { ...valid, name: " \t " }, m.requiredFields, "name", m.nameRequired],
    ["an empty e-mail", { ...valid, email: "" }, m.requiredFields, "email", messages.validation.emailRequired],
    ["a whitespace-only message", { ...valid, message: "  \n  " }, m.requiredFields, "message", m.messageRequired],
    ["a form with only a subject", { subject: "só o assunto" }, m.requiredFields, "message", m.messageRequired],
    [
      "an e-mail that is not one",
      { ...valid, email: "nao-e-email" },
      messages.validation.emailInvalid,
      "email",
      messages.validation.emailInvalid,
    ],
    ["a name too long", { ...valid, name: "x".repeat(SUPPORT_TICKET_LIMITS.name + 1) }, m.nameTooLong, "name", m.nameTooLong],
    [
      "a subject too long",
      { ...valid, subject: "x".repeat(SUPPORT_TICKET_LIMITS.subject + 1) },
      m.subjectTooLong,
      "subject",
      m.subjectTooLong,
    ],
    [
      "a message too long",
      { ...valid, message: "x".repeat(SUPPORT_TICKET_LIMITS.message + 1) },
      m.messageTooLong,
      "message",
      m.messageTooLong,
    ],
  ])("refuses %s with its message, storing nothing", async (_label, fields, message, field, fieldError) => {
    const mechanic = await signedIn();
    const result = await sendSupportTicketAction(null, ticketForm(fields));
    expect(result).toMatchObject({ ok: false, message });
    expect(result.ok === false && result.fieldErrors?.[field]).toContain(fieldError);
    expect(await ticketsOf(mechanic.id)).toHaveLength(0);
  });

  it("accepts text at the limits, and the limits are the ones the messages state", async () => {
    const mechanic = await signedIn();
    const atLimit = {
      ...valid,
      name: "n".repeat(SUPPORT_TICKET_LIMITS.name),
      subject: "s".repeat(SUPPORT_TICKET_LIMITS.subject),
      message: "m".repeat(SUPPORT_TICKET_LIMITS.message),
    };
    expect((await sendSupportTicketAction(null, ticketForm(atLimit))).ok).toBe(true);
    expect(await ticketsOf(mechanic.id)).toHaveLength(1);
    expect(m.nameTooLong).toContain(` ${SUPPORT_TICKET_LIMITS.name} `);
    expect(m.subjectTooLong).toContain(` ${SUPPORT_TICKET_LIMITS.subject} `);
    expect(m.messageTooLong).toContain(` ${SUPPORT_TICKET_LIMITS.message.toLocaleString("pt-BR")} `);
  });

  it("keeps hostile text as plain data, and refuses a NUL (Postgres cannot store it) with a clear message", async () => {
    const mechanic = await signedIn();
    const hostile = `<img src=x onerror=alert(1)>'; DROP TABLE support_tickets; --`;
    expect(await sendSupportTicketAction(null, ticketForm({ ...valid, message: `a\u0000b ${hostile}` }))).toMatchObject({
      ok: false,
      message: messages.validation.controlCharacters,
    });
    expect(await ticketsOf(mechanic.id)).toEqual([]);
    const result = await sendSupportTicketAction(
      null,
      ticketForm({ ...valid, name: '=HYPERLINK("x")', subject: hostile, message: `ab ${hostile}` }),
    );
    expect(result.ok).toBe(true);
    expect(await ticketsOf(mechanic.id)).toMatchObject([{ name: '=HYPERLINK("x")', subject: hostile, message: `ab ${hostile}` }]);
  });

  it("refuses a visitor without a session with a message and a way to /auth", async () => {
    // Its own message, to look for: other files add tickets to the shared database meanwhile.
    const message = `Sem sessão ${randomUUID()}`;
    expect(await sendSupportTicketAction(null, ticketForm({ ...valid, message }))).toEqual({
      ok: false,
      message: messages.validation.loggedInRequired,
      redirectTo: "/auth",
    });
    expect(await getDb().select().from(supportTickets).where(eq(supportTickets.message, message))).toEqual([]);
  });

  it("sends a mechanic without a plan to the plans page, storing nothing", async () => {
    const mechanic = await signedIn({});
    expect(await sendSupportTicketAction(null, ticketForm(valid))).toEqual({
      ok: false,
      message: messages.guard.planRequired,
      redirectTo: "/dashboard/plans",
    });
    expect(await ticketsOf(mechanic.id)).toHaveLength(0);
  });

  it("starts the form with the profile's owner name and the account e-mail", async () => {
    const mechanic = await createMechanic({ plan: "basic" });
    expect(await ticketSenderDefaults(mechanic.id)).toEqual({ name: "", email: mechanic.email });
    await getDb().update(shops).set({ ownerName: " João Silva " }).where(eq(shops.id, mechanic.id));
    expect(await ticketSenderDefaults(mechanic.id)).toEqual({ name: "João Silva", email: mechanic.email });
  });
});

describe("who sees and closes which tickets", () => {
  it("shows each mechanic only their own, an operator all of them; only an operator closes", async () => {
    const shopA = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
    const shopB = { ...(await createMechanic({ plan: "pro" })), isOperator: false };
    const operator = { ...(await createMechanic({ plan: "pro" })), isOperator: true };
    const olderA = await createSupportTicket(shopA.id, { ...valid, subject: "A antigo" });
    const newerA = await createSupportTicket(shopA.id, { ...valid, subject: "A novo" });
    const ticketB = await createSupportTicket(shopB.id, { ...valid, subject: "B" });

    expect((await listSupportTickets(shopA)).items.map((ticket) => ticket.id)).toEqual([newerA!.id, olderA!.id]);
    expect((await listSupportTickets(shopB)).items.map((ticket) => ticket.id)).toEqual([ticketB!.id]);
    // Newest first, every shop's; other test files may add tickets at the same moment, so only
    // this test's three are compared.
    const mine = [ticketB!.id, newerA!.id, olderA!.id];
    const all = (await listSupportTickets(operator)).items.map((ticket) => ticket.id);
    expect(all.filter((id) => mine.includes(id))).toEqual(mine);

    // Another shop, the owner itself, and an unknown id: false, and nothing changes.
    expect(await closeSupportTicket(shopB, newerA!.id)).toBe(false);
    expect(await closeSupportTicket(shopA, newerA!.id)).toBe(false);
    expect(await closeSupportTicket(operator, randomUUID())).toBe(false);
    expect((await ticketById(newerA!.id))?.status).toBe("open");

    expect(await closeSupportTicket(operator, newerA!.id)).toBe(true);
    expect((await ticketById(newerA!.id))?.status).toBe("closed");
    expect((await ticketById(olderA!.id))?.status).toBe("open");
    expect((await listSupportTickets(shopA)).items.map((ticket) => ticket.status)).toEqual(["closed", "open"]);
  });

  it("closes through the action only for an operator, saying 'not found' to anyone else", async () => {
    const owner = await createMechanic({ plan: "basic" });
    const ticket = await createSupportTicket(owner.id, valid);
    const notFound = { ok: false, message: m.closeError + m.notFound };

    const other = await signedIn();
    expect(await closeSupportTicketAction(ticket!.id)).toEqual(notFound);
    signInAs(owner.id);
    expect(await closeSupportTicketAction(ticket!.id)).toEqual(notFound);
    expect(await closeSupportTicketAction("1' OR '1'='1")).toEqual(notFound);
    expect((await ticketById(ticket!.id))?.status).toBe("open");

    await setOperator(other.email, true);
    signInAs(other.id);
    expect(await closeSupportTicketAction(randomUUID())).toEqual(notFound);
    expect(await closeSupportTicketAction(ticket!.id)).toEqual({ ok: true, message: m.closed });
    expect((await ticketById(ticket!.id))?.status).toBe("closed");
  });

  it("paginates on the server, newest first", async () => {
    const shop = { ...(await createMechanic({ plan: "basic" })), isOperator: false };
    for (let index = 0; index < TICKETS_PAGE_SIZE + 5; index++) {
      await createSupportTicket(shop.id, { ...valid, subject: `Ticket ${index}` });
    }
    const first = await listSupportTickets(shop);
    expect(first).toMatchObject({ total: TICKETS_PAGE_SIZE + 5, page: 1 });
    expect(first.items).toHaveLength(TICKETS_PAGE_SIZE);
    expect(first.items[0]?.subject).toBe(`Ticket ${TICKETS_PAGE_SIZE + 4}`);
    const second = await listSupportTickets(shop, { page: 2 });
    expect(second.items.map((ticket) => ticket.subject)).toEqual(["Ticket 4", "Ticket 3", "Ticket 2", "Ticket 1", "Ticket 0"]);
    expect((await listSupportTickets(shop, { page: 99 })).items).toEqual([]);
  });
});
