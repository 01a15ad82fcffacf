import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { shops, supplierAnswers, supplierRequestLinks, supplierRequestParts, supplierRequests, suppliers } from "@/db/schema";
import type { PartCondition } from "@/lib/enums";
import { isRecordId } from "@/lib/record-id";
import { isSupplierLinkToken } from "@/lib/suppliers/link-token";
import { lastPartPriceSql } from "@/lib/data/part-prices";
import type { ParsedPartAnswer, PartAnswerInput } from "@/lib/validation/supplier-answer";

/**
 * A supplier's link (/cotacao/{token}): the only reads and writes of the request's rows that are
 * not keyed by a shop. The supplier has no login: the link's 192-bit token is the capability, and
 * it reaches its own request's rows only (every join below goes through the link's request and
 * owner, and the answers' composite foreign keys repeat it).
 */

export type SupplierLinkPart = {
  id: string;
  description: string;
  /** As stored, "2.000": the page shows it the Brazilian way. */
  quantity: string;
  /** The condition the shop asked for. */
  condition: PartCondition;
  /** This link's saved answer, if it answered this part. */
  answer: PartAnswerInput | null;
  /**
   * The shop's last price for a part of this description (lastPartPriceSql), for the price check
   * alone (lib/suppliers/price-check.ts): never shown to the supplier, the shop's cost is its own.
   */
  lastPrice: string | null;
};

export type SupplierLinkView = {
  linkId: string;
  shopName: string;
  /** The shop's WhatsApp as its profile holds it (lib/profile/whatsapp.ts turns it into a link). */
  shopWhatsapp: string | null;
  supplierName: string;
  vehicle: string;
  engine: string | null;
  deadline: Date;
  /** Whether answers are still taken, by the database's clock. */
  open: boolean;
  answeredAt: Date | null;
  parts: SupplierLinkPart[];
};

/**
 * What a supplier's link shows: the shop, the vehicle (make, model, year, engine: never the
 * customer or the plate, which the request does not even hold), the deadline and the parts with
 * this link's answers. undefined for a token that is not a live link.
 */
export async function findSupplierLink(token: string): Promise<SupplierLinkView | undefined> {
  if (!isSupplierLinkToken(token)) return undefined;
  const db = getDb();
  const [link] = await db
    .select({
      linkId: supplierRequestLinks.id,
      requestId: supplierRequestLinks.requestId,
      shopId: supplierRequestLinks.shopId,
      answeredAt: supplierRequestLinks.answeredAt,
      shopName: shops.shopName,
      shopWhatsapp: shops.whatsappIntegration,
      supplierName: suppliers.name,
      vehicle: supplierRequests.vehicle,
      engine: supplierRequests.engine,
      deadline: supplierRequests.deadline,
      open: sql<boolean>`${supplierRequests.deadline} > now()`,
    })
    .from(supplierRequestLinks)
    .innerJoin(
      supplierRequests,
      and(eq(supplierRequests.id, supplierRequestLinks.requestId), eq(supplierRequests.shopId, supplierRequestLinks.shopId)),
    )
    .innerJoin(suppliers, and(eq(suppliers.id, supplierRequestLinks.supplierId), eq(suppliers.shopId, supplierRequestLinks.shopId)))
    .leftJoin(shops, eq(shops.id, supplierRequestLinks.shopId))
    .where(eq(supplierRequestLinks.token, token));
  if (!link) return undefined;

  const rows = await db
    .select({
      id: supplierRequestParts.id,
      description: supplierRequestParts.description,
      quantity: supplierRequestParts.quantity,
      condition: supplierRequestParts.condition,
      answerId: supplierAnswers.id,
      price: supplierAnswers.price,
      answerCondition: supplierAnswers.condition,
      brand: supplierAnswers.brand,
      deliveryDays: supplierAnswers.deliveryDays,
      note: supplierAnswers.note,
      lastPrice: lastPartPriceSql(
        sql`${link.shopId}::uuid`,
        sql`${supplierRequestParts.requestId}`,
        sql`${supplierRequestParts.description}`,
      ),
    })
    .from(supplierRequestParts)
    .leftJoin(
      supplierAnswers,
      and(
        eq(supplierAnswers.partId, supplierRequestParts.id),
        eq(supplierAnswers.linkId, link.linkId),
        eq(supplierAnswers.shopId, link.shopId),
      ),
    )
    .where(and(eq(supplierRequestParts.requestId, link.requestId), eq(supplierRequestParts.shopId, link.shopId)))
    .orderBy(asc(supplierRequestParts.position));

  return {
    linkId: link.linkId,
    shopName: link.shopName?.trim() ?? "",
    shopWhatsapp: link.shopWhatsapp,
    supplierName: link.supplierName,
    vehicle: link.vehicle,
    engine: link.engine,
    deadline: link.deadline,
    open: link.open,
    answeredAt: link.answeredAt,
    parts: rows.map((row) => ({
      id: row.id,
      description: row.description,
      quantity: row.quantity,
      condition: row.condition,
      lastPrice: row.lastPrice,
      answer: row.answerId
        ? {
            price: row.price,
            condition: row.answerCondition,
            brand: row.brand,
            deliveryDays: row.deliveryDays,
            note: row.note,
          }
        : null,
    })),
  };
}

export type SaveAnswersOutcome =
  | { ok: true; deadline: Date }
  /** gone: no live link has this token; closed: past the deadline; unknownPart: a part not of this request. */
  | { ok: false; reason: "gone" | "closed" | "unknownPart" };

/** A Postgres array literal of ids the schema already read as uuids (bound as one parameter). */
const uuidArray = (ids: string[]) => `{${ids.join(",")}}`;

/** Thrown inside the transaction to undo what it wrote, and answered as its reason. */
class Refusal extends Error {
  constructor(readonly reason: "closed" | "unknownPart") {
    super(reason);
  }
}

/**
 * Saves a supplier's answer to its link's request, every part at once, in one transaction:
 *  1. the link is stamped answered IN THE SAME STATEMENT that checks the deadline (deadline >
 *     now()), so a save that arrives after it writes nothing, however long ago the page was read;
 *     the stamp also locks the link, so two saves of one link take turns;
 *  2. every posted part must be one of the link's own request's parts (another request's, or
 *     another shop's, is refused with nothing written: the answers' composite keys would refuse
 *     it too, but as a 500);
 *  3. each answered part is upserted on (link_id, part_id), again only where the request's
 *     deadline has not passed; a part left blank loses its earlier answer (the form is the answer).
 */
export async function saveSupplierAnswers(token: string, parts: ParsedPartAnswer[]): Promise<SaveAnswersOutcome> {
  if (!isSupplierLinkToken(token)) return { ok: false, reason: "gone" };
  // Not a part id at all: refused as any other stranger's part, never as a database error.
  if (!parts.every((part) => isRecordId(part.partId))) return { ok: false, reason: "unknownPart" };
  try {
    return await getDb().transaction(async (tx) => {
      const [link] = await tx.execute<{ id: string; request_id: string; shop_id: string; deadline: string }>(sql`
        UPDATE ${supplierRequestLinks} AS l SET answered_at = now()
        FROM ${supplierRequests} AS r
        WHERE l.token = ${token} AND r.id = l.request_id AND r.shop_id = l.shop_id AND r.deadline > now()
        RETURNING l.id, l.request_id, l.shop_id, r.deadline`);
      if (!link) {
        const [exists] = await tx
          .select({ id: supplierRequestLinks.id })
          .from(supplierRequestLinks)
          .where(eq(supplierRequestLinks.token, token));
        return { ok: false, reason: exists ? "closed" : "gone" } as const;
      }

      const ids = parts.map((part) => part.partId);
      const own = await tx
        .select({ id: supplierRequestParts.id })
        .from(supplierRequestParts)
        .where(
          and(
            eq(supplierRequestParts.requestId, link.request_id),
            eq(supplierRequestParts.shopId, link.shop_id),
            sql`${supplierRequestParts.id} = ANY(${uuidArray(ids)}::uuid[])`,
          ),
        );
      if (own.length !== new Set(ids).size) throw new Refusal("unknownPart");

      const answered = parts.flatMap((part) =>
        part.answer
          ? [
              {
                part_id: part.partId,
                price: part.answer.price,
                condition: part.answer.condition,
                brand: part.answer.brand,
                delivery_days: part.answer.deliveryDays,
                note: part.answer.note,
              },
            ]
          : [],
      );
      if (answered.length > 0) {
        const written = await tx.execute(sql`
          INSERT INTO ${supplierAnswers} (request_id, link_id, part_id, shop_id, price, condition, brand, delivery_days, note)
          SELECT p.request_id, ${link.id}::uuid, p.id, p.shop_id, v.price, v.condition, v.brand, v.delivery_days, v.note
          FROM jsonb_to_recordset(${JSON.stringify(answered)}::jsonb)
            AS v(part_id uuid, price numeric, condition part_condition, brand text, delivery_days smallint, note text)
          JOIN ${supplierRequestParts} AS p ON p.id = v.part_id AND p.request_id = ${link.request_id}::uuid AND p.shop_id = ${link.shop_id}::uuid
          JOIN ${supplierRequests} AS r ON r.id = p.request_id AND r.shop_id = p.shop_id AND r.deadline > now()
          ON CONFLICT (link_id, part_id) DO UPDATE SET
            price = excluded.price, condition = excluded.condition, brand = excluded.brand,
            delivery_days = excluded.delivery_days, note = excluded.note, updated_at = now()
          RETURNING 1`);
        if (written.length !== answered.length) throw new Refusal("closed");
      }

      const cleared = parts.filter((part) => !part.answer).map((part) => part.partId);
      if (cleared.length > 0) {
        await tx.execute(sql`
          DELETE FROM ${supplierAnswers}
          WHERE link_id = ${link.id}::uuid AND shop_id = ${link.shop_id}::uuid
            AND part_id = ANY(${uuidArray(cleared)}::uuid[])`);
      }
      return { ok: true, deadline: new Date(link.deadline) } as const;
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason };
    throw error;
  }
}
