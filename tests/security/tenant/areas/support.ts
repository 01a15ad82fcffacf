/** Tenant isolation: support (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack } from "../fixtures";

const supportActions = await import("@/lib/actions/support");
const supportData = await import("@/lib/data/support-tickets");
const { messages } = await import("@/lib/messages");

export const attacks: Record<string, Attack> = {
  "lib/actions/support.ts#closeSupportTicketAction": async (a) => {
    expect(await supportActions.closeSupportTicketAction(a.ticketId)).toEqual({
      ok: false,
      message: messages.support.closeError + messages.support.notFound,
    });
  },
  "lib/data/support-tickets.ts#listSupportTickets": async (_a, b) => {
    expect((await supportData.listSupportTickets(b.viewer)).items.map((t) => t.id)).toEqual([b.ticketId]);
  },
  "lib/data/support-tickets.ts#closeSupportTicket": async (a, b) => {
    expect(await supportData.closeSupportTicket(b.viewer, a.ticketId)).toBe(false);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/actions/support.ts#sendSupportTicketAction": "creates a ticket for the caller; no id taken",
  "lib/data/support-tickets.ts#createSupportTicket": "creates a row for the caller; no record id",
  "lib/data/support-tickets.ts#ticketSenderDefaults": "the session's own name and e-mail",
};
