import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { qualified } from "@/db/qualified";
import { customers, quotes, shopMembers, vehicles } from "@/db/schema";
import type { QuoteStatus, ShopRole } from "@/lib/enums";
import { memberNameOf } from "@/lib/data/member-names";
import { IN_SHOP_STAGES } from "@/lib/quotes/stages";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

export type Assignable = { id: string; name: string; role: ShopRole };

export type JobPeople = {
  /** Who made the quote, by name; null before teams. */
  createdBy: string | null;
  /** 'Responsável': the member doing the job, and his name (kept after he leaves the shop). */
  assignedTo: string | null;
  assignedName: string | null;
  /** Who may be made responsible: the shop's people today, the owner first. */
  team: Assignable[];
};

/** The owner first, then by when they joined (alias m: shop_members). */
const ASSIGNABLE_ORDER = sql.raw(`m.role <> 'owner', m.created_at, m.id`);

/**
 * Who made the job and who does it, and, `withTeam`, the shop's people to choose from (only who may
 * assign needs them); undefined if not the shop's. One statement: the page reads it beside the quote.
 */
export async function getJobPeople(shopId: string, quoteId: string, { withTeam }: { withTeam: boolean }): Promise<JobPeople | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const [job] = await getDb()
    .select({
      createdBy: memberNameOf(quotes.createdBy, quotes.shopId),
      assignedTo: quotes.assignedTo,
      assignedName: memberNameOf(quotes.assignedTo, quotes.shopId),
      team: withTeam
        ? sql<Assignable[]>`coalesce((
            SELECT json_agg(json_build_object('id', m.id, 'name', m.name, 'role', m.role) ORDER BY ${ASSIGNABLE_ORDER})
            FROM ${shopMembers} m WHERE m.shop_id = ${qualified(quotes.shopId)} AND m.removed_at IS NULL), '[]')`
        : sql<Assignable[]>`'[]'::json`,
    })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  return job;
}

/** The shop's people today (not those who left), the owner first, then by when they joined. */
export async function listAssignable(shopId: string): Promise<Assignable[]> {
  return getDb()
    .select({ id: shopMembers.id, name: shopMembers.name, role: shopMembers.role })
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), isNull(shopMembers.removedAt)))
    .orderBy(sql`${shopMembers.role} <> 'owner'`, asc(shopMembers.createdAt), asc(shopMembers.id));
}

/**
 * 'Responsável': makes `memberId` (a person of this shop today) responsible for the job, or nobody
 * (null). One statement: the member must be one of the shop's people now, so a forged id of
 * another shop's person, or of someone who left, changes nothing. Whether a row changed.
 */
export async function assignJob(shopId: string, quoteId: string, memberId: string | null): Promise<boolean> {
  if (!isRecordId(quoteId) || (memberId !== null && !isRecordId(memberId))) return false;
  const ofShopToday = memberId
    ? sql`EXISTS (SELECT 1 FROM ${shopMembers} WHERE ${shopMembers.id} = ${memberId} AND ${shopMembers.shopId} = ${shopId} AND ${shopMembers.removedAt} IS NULL)`
    : sql`true`;
  const changed = await getDb()
    .update(quotes)
    .set({ assignedTo: memberId })
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId), ofShopToday))
    .returning({ id: quotes.id });
  return changed.length > 0;
}

export type AssignedCar = { quoteId: string; number: number; status: QuoteStatus; customerName: string; plate: string | null; since: Date };

/** How many of his cars 'Meus carros' lists. */
export const ASSIGNED_SHOWN = 20;

/**
 * 'Meus carros': the jobs in the shop (checked in and waiting, approved, in progress, ready) that
 * `memberId` is responsible for, the longest waiting first; a range of quotes_shop_id_assigned_to_idx.
 */
export async function listAssignedInShop(shopId: string, memberId: string, shown = ASSIGNED_SHOWN): Promise<AssignedCar[]> {
  if (!isRecordId(memberId)) return [];
  return getDb()
    .select({
      quoteId: quotes.id,
      number: quotes.number,
      status: quotes.status,
      customerName: customers.name,
      plate: vehicles.plate,
      since: quotes.stageChangedAt,
    })
    .from(quotes)
    .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.shopId, quotes.shopId)))
    .leftJoin(vehicles, and(eq(vehicles.id, quotes.vehicleId), eq(vehicles.shopId, quotes.shopId)))
    .where(
      and(
        eq(quotes.shopId, shopId),
        eq(quotes.assignedTo, memberId),
        or(inArray(quotes.status, [...IN_SHOP_STAGES]), and(eq(quotes.status, "pending"), isNotNull(quotes.checkedInAt))),
      ),
    )
    .orderBy(asc(quotes.stageChangedAt), asc(quotes.id))
    .limit(shown);
}
