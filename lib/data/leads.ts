import "server-only";
import { and, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { leads } from "@/db/schema";
import { insertedOrExisting } from "@/lib/data/insert-once";
import { containsTerm, pageWindow } from "@/lib/data/search";
import { shopCount } from "@/lib/data/shop-counts";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { RateLimitedError, type RateLimitRule } from "@/lib/rate-limit";
import type { LeadInput } from "@/lib/validation/lead";

/** Who is looking: operators also see the product's own prospects. */
export type Viewer = { id: string; isOperator: boolean };

export type LeadRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  isMechanic: boolean;
  /** What the visitor wrote on the shop's page; the landing page's form has no message. */
  message: string | null;
  createdAt: Date;
};

export const LEADS_PAGE_SIZE = 20;

/** The leads a viewer may see: their shop's, plus the unowned ones for an operator. */
export function visibleLeads(viewer: Viewer): SQL {
  const own = eq(leads.ownerId, viewer.id);
  return viewer.isOperator ? (or(own, isNull(leads.ownerId)) as SQL) : own;
}

/** The visible leads whose name, e-mail, phone or message contains the search, accents and case ignored. */
function matching(viewer: Viewer, search: string): SQL {
  const term = search.trim();
  if (!term) return visibleLeads(viewer);
  return and(visibleLeads(viewer), containsTerm(leads.searchKey, term)) as SQL;
}

const columns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  isMechanic: leads.isMechanic,
  message: leads.message,
  createdAt: leads.createdAt,
};

/** A page of the viewer's leads, newest first, and how many match in all. */
export async function listLeads(viewer: Viewer, options: { search?: string; page?: number } = {}) {
  const search = options.search?.trim() ?? "";
  const where = matching(viewer, search);
  const { page, limit, offset } = pageWindow(options.page, LEADS_PAGE_SIZE);
  const db = getDb();
  // An operator's total also counts the product's own leads, which belong to no shop.
  const countedByShop = !search && !viewer.isOperator;
  const [items, total] = await Promise.all([
    db.select(columns).from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit).offset(offset),
    countedByShop ? shopCount(viewer.id, "leads") : db.$count(leads, where),
  ]);
  return { items: items satisfies LeadRow[], total, page, pageSize: LEADS_PAGE_SIZE };
}

/** Every lead matching the search, for the CSV export (not just the visible page). */
export async function listLeadsForExport(viewer: Viewer, search = ""): Promise<LeadRow[]> {
  return getDb().select(columns).from(leads).where(matching(viewer, search)).orderBy(desc(leads.createdAt), desc(leads.id));
}

/** Deletes a lead the viewer can see; false when it is not theirs or does not exist. */
export async function deleteLead(viewer: Viewer, leadId: string) {
  const deleted = await getDb()
    .delete(leads)
    .where(and(eq(leads.id, leadId), visibleLeads(viewer)))
    .returning({ id: leads.id });
  return deleted.length === 1;
}

/**
 * Stores a lead: `ownerId` null for the landing page, the shop's id for its public page. Once per
 * `idempotencyKey` and owner: called again with that key, it answers the first lead and stores
 * nothing. With `rateLimit`, only a lead really stored counts against it, in the same transaction:
 * a lead over the limit is undone (RateLimitedError), and a repeated submit neither counts nor
 * stores, so a double click never spends the visitor's allowance.
 */
export async function createLead(
  ownerId: string | null,
  input: LeadInput,
  options: { idempotencyKey?: string; rateLimit?: { key: string; rule: RateLimitRule } } = {},
) {
  const { idempotencyKey = crypto.randomUUID(), rateLimit } = options;
  return getDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values({
        ownerId,
        name: input.name,
        email: input.email || null,
        phone: input.phone || null,
        isMechanic: input.isMechanic,
        message: input.message || null,
        idempotencyKey,
      })
      // The constraint is NULLS NOT DISTINCT, so this also catches a repeated landing-page lead.
      .onConflictDoNothing({ target: [leads.ownerId, leads.idempotencyKey] })
      .returning({ id: leads.id });
    const stored = inserted.length > 0;
    if (stored && rateLimit && !(await consumeRateLimit(rateLimit.key, rateLimit.rule, tx)).allowed) throw new RateLimitedError();
    const owner = ownerId === null ? isNull(leads.ownerId) : eq(leads.ownerId, ownerId);
    return insertedOrExisting(inserted, () =>
      tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(owner, eq(leads.idempotencyKey, idempotencyKey))),
    );
  });
}
