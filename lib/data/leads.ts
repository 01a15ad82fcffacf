import "server-only";
import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, leads } from "@/db/schema";
import { insertedOrExisting } from "@/lib/data/insert-once";
import { containsTerm, pageWindow } from "@/lib/data/search";
import { shopCount } from "@/lib/data/shop-counts";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { RateLimitedError, type RateLimitRule } from "@/lib/rate-limit";
import type { LeadInput } from "@/lib/validation/lead";

/** Who is looking: operators also see the product's own prospects. */
export type Viewer = { shopId: string; isOperator: boolean };

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
  const own = eq(leads.shopId, viewer.shopId);
  return viewer.isOperator ? (or(own, isNull(leads.shopId)) as SQL) : own;
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

/** A lead as 'Interessados' shows it: whether the shop answered it, and the customer made from it. */
export type LeadListRow = LeadRow & {
  /** The viewer's shop's own lead (an operator also sees the product's, which no shop can convert). */
  isOwn: boolean;
  answeredAt: Date | null;
  /** The customer 'Transformar em cliente' made from it, while that customer exists. */
  customer: { id: string; name: string } | null;
};

/** A page of the viewer's leads, newest first, and how many match in all. */
export async function listLeads(
  viewer: Viewer,
  options: { search?: string; page?: number } = {},
): Promise<{ items: LeadListRow[]; total: number; page: number; pageSize: number }> {
  const search = options.search?.trim() ?? "";
  const where = matching(viewer, search);
  const { page, limit, offset } = pageWindow(options.page, LEADS_PAGE_SIZE);
  const db = getDb();
  // An operator's total also counts the product's own leads, which belong to no shop.
  const countedByShop = !search && !viewer.isOperator;
  const [items, total] = await Promise.all([
    db
      .select({ ...columns, shopId: leads.shopId, answeredAt: leads.answeredAt, customerId: customers.id, customerName: customers.name })
      .from(leads)
      // The customer only when it is the lead's own shop's (the link is written that way too).
      .leftJoin(customers, and(eq(customers.id, leads.customerId), eq(customers.shopId, viewer.shopId)))
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit)
      .offset(offset),
    countedByShop ? shopCount(viewer.shopId, "leads") : db.$count(leads, where),
  ]);
  return {
    items: items.map(({ shopId, customerId, customerName, ...lead }) => ({
      ...lead,
      isOwn: shopId === viewer.shopId,
      customer: customerId && customerName !== null ? { id: customerId, name: customerName } : null,
    })),
    total,
    page,
    pageSize: LEADS_PAGE_SIZE,
  };
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
 * Marks a lead the viewer can see as answered ('Respondido', now) or not (null); false when it is
 * not theirs or does not exist. Marking an answered lead again keeps its first time.
 */
export async function setLeadAnswered(viewer: Viewer, leadId: string, answered: boolean): Promise<boolean> {
  const updated = await getDb()
    .update(leads)
    .set({ answeredAt: answered ? sql`coalesce(${leads.answeredAt}, now())` : null })
    .where(and(eq(leads.id, leadId), visibleLeads(viewer)))
    .returning({ id: leads.id });
  return updated.length === 1;
}

/** One of the shop's own leads (what 'Transformar em cliente' and the e-mail to the shop show), or null. */
export async function getShopLead(shopId: string, leadId: string) {
  const [lead] = await getDb()
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      message: leads.message,
      createdAt: leads.createdAt,
      customerId: leads.customerId,
    })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.shopId, shopId)));
  return lead ?? null;
}

/**
 * Stores a lead: `shopId` null for the landing page, the shop's id for its public page. Once per
 * `idempotencyKey` and owner: called again with that key, it answers the first lead and stores
 * nothing. With `rateLimit`, only a lead really stored counts against it, in the same transaction:
 * a lead over the limit is undone (RateLimitedError), and a repeated submit neither counts nor
 * stores, so a double click never spends the visitor's allowance.
 */
export async function createLead(
  shopId: string | null,
  input: LeadInput,
  options: { idempotencyKey?: string; rateLimit?: { key: string; rule: RateLimitRule } } = {},
) {
  const { idempotencyKey = crypto.randomUUID(), rateLimit } = options;
  return getDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values({
        shopId,
        name: input.name,
        email: input.email || null,
        phone: input.phone || null,
        isMechanic: input.isMechanic,
        message: input.message || null,
        idempotencyKey,
      })
      // The constraint is NULLS NOT DISTINCT, so this also catches a repeated landing-page lead.
      .onConflictDoNothing({ target: [leads.shopId, leads.idempotencyKey] })
      .returning({ id: leads.id });
    const stored = inserted.length > 0;
    if (stored && rateLimit && !(await consumeRateLimit(rateLimit.key, rateLimit.rule, tx)).allowed) throw new RateLimitedError();
    const owner = shopId === null ? isNull(leads.shopId) : eq(leads.shopId, shopId);
    const lead = await insertedOrExisting(inserted, () =>
      tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(owner, eq(leads.idempotencyKey, idempotencyKey))),
    );
    // `stored`: this call wrote it (a repeated submit answers the first lead, not stored again).
    return { ...lead, stored };
  });
}
