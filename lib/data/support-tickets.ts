import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { shops, supportTickets, users } from "@/db/schema";
import { insertedOrExisting } from "@/lib/data/insert-once";
import { pageWindow } from "@/lib/data/search";
import type { Viewer } from "@/lib/data/leads";
import type { SupportTicketInput } from "@/lib/validation/support";

export type TicketStatus = (typeof supportTickets.status.enumValues)[number];

export type SupportTicketRow = {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  status: TicketStatus;
  createdAt: Date;
};

export const TICKETS_PAGE_SIZE = 20;

/** A mechanic sees only their own tickets; an operator answers everyone's. */
function visibleTickets(viewer: Viewer): SQL | undefined {
  return viewer.isOperator ? undefined : eq(supportTickets.shopId, viewer.shopId);
}

const columns = {
  id: supportTickets.id,
  name: supportTickets.name,
  email: supportTickets.email,
  subject: supportTickets.subject,
  message: supportTickets.message,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
};

/**
 * Stores a ticket for the signed-in user (an empty subject is stored as no subject), once per
 * `idempotencyKey`: called again with a key the user already used, it answers that ticket.
 */
export async function createSupportTicket(shopId: string, input: SupportTicketInput, idempotencyKey: string = crypto.randomUUID()) {
  const db = getDb();
  const inserted = await db
    .insert(supportTickets)
    .values({ shopId, name: input.name, email: input.email, subject: input.subject || null, message: input.message, idempotencyKey })
    .onConflictDoNothing({ target: [supportTickets.shopId, supportTickets.idempotencyKey] })
    .returning({ id: supportTickets.id });
  return insertedOrExisting(inserted, () =>
    db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(and(eq(supportTickets.shopId, shopId), eq(supportTickets.idempotencyKey, idempotencyKey))),
  );
}

/** A page of the tickets the viewer may see, newest first, and how many there are in all. */
export async function listSupportTickets(viewer: Viewer, options: { page?: number } = {}) {
  const where = visibleTickets(viewer);
  const { page, limit, offset } = pageWindow(options.page, TICKETS_PAGE_SIZE);
  const db = getDb();
  const [items, total] = await Promise.all([
    db
      .select(columns)
      .from(supportTickets)
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(limit)
      .offset(offset),
    db.$count(supportTickets, where),
  ]);
  return { items: items satisfies SupportTicketRow[], total, page, pageSize: TICKETS_PAGE_SIZE };
}

/**
 * Marks a ticket closed. Only operators close tickets: anyone else, or an unknown id, gets false
 * and nothing changes (never confirming that the ticket exists). Closing a closed ticket is true.
 */
export async function closeSupportTicket(viewer: Viewer, ticketId: string) {
  if (!viewer.isOperator) return false;
  const closed = await getDb()
    .update(supportTickets)
    .set({ status: "closed" })
    .where(eq(supportTickets.id, ticketId))
    .returning({ id: supportTickets.id });
  return closed.length === 1;
}

/** What the ticket form starts with: the owner's name from the profile and the account e-mail. */
export async function ticketSenderDefaults(shopId: string) {
  const [row] = await getDb()
    .select({ name: shops.ownerName, email: users.email })
    .from(users)
    .leftJoin(shops, eq(shops.id, users.id))
    .where(eq(users.id, shopId));
  return { name: row?.name?.trim() ?? "", email: row?.email ?? "" };
}
