/**
 * An itemised quote, written straight into the e2e database (the editor that makes them on screen
 * is its own spec's business): every kind of line, the three part conditions, labour by the hour
 * and at a fixed price, a 5% discount and the CDC art. 40 terms. The sums are written by the
 * statement a save runs (db/quote-totals.ts).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { quoteTotalsUpdate } from "../../db/quote-totals";
import { quoteItems, quoteLinks, quotes } from "../../db/schema";
import { newQuoteLinkToken } from "../../lib/quotes/link-token";
import type { AccountsDatabase } from "./accounts";

type Tx = Parameters<Parameters<AccountsDatabase["db"]["transaction"]>[0]>[0];

/** What the seeded quote adds up to: 1.299,54 less 5% (64,977 → 64,98) is 1.234,56. */
export const SEEDED_QUOTE = {
  services: "R$ 149,90",
  parts: "R$ 894,64",
  labour: "R$ 255,00",
  subtotal: "R$ 1.299,54",
  discount: "R$ 64,98",
  total: "R$ 1.234,56",
  validUntil: "30/10/2026",
  checkInKm: "187.450 km",
} as const;

const LINES = [
  { kind: "service", description: "Troca de óleo e filtro", quantity: "1", unitPrice: "149.90" },
  { kind: "part", description: "Pastilhas de freio dianteiras", partCondition: "original", quantity: "1", unitPrice: "289.90" },
  { kind: "part", description: "Filtro de ar", partCondition: "paralela", quantity: "2", unitPrice: "45.50" },
  { kind: "part", description: "Óleo 5W30 sintético (litro)", partCondition: "original", quantity: "4.5", unitPrice: "52.90" },
  { kind: "part", description: "Alternador recondicionado", partCondition: "usada", quantity: "1", unitPrice: "275.69" },
  { kind: "labour", description: "Mão de obra mecânica", labourPricing: "hours", quantity: "1.5", unitPrice: "90.00" },
  { kind: "labour", description: "Diagnóstico eletrônico", labourPricing: "fixed", quantity: "1", unitPrice: "120.00" },
] as const;

/** Turns `quoteId` (a quote of `shopId`'s, for `vehicleId`'s owner) into the itemised quote above. */
export async function itemiseQuote(tx: Tx, shopId: string, quoteId: string, vehicleId: string) {
  await tx.insert(quoteItems).values(
    LINES.map((line, position) => ({
      quoteId,
      shopId,
      position,
      kind: line.kind,
      description: line.description,
      partCondition: "partCondition" in line ? line.partCondition : null,
      labourPricing: "labourPricing" in line ? line.labourPricing : null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  );
  await tx.execute(sql`
    UPDATE ${quotes} SET
      vehicle_id = ${vehicleId}, check_in_km = 187450,
      valid_until = '2026-10-30', estimated_start = '2026-10-21', estimated_completion = '2026-10-23',
      payment_terms = 'PIX, cartão ou dinheiro na entrega',
      observations = 'Cliente autorizou por telefone a peça paralela e a usada.',
      warranty_text = 'Garantia de 90 dias para os serviços executados (CDC, art. 26).',
      discount_kind = 'percent', discount_value = 5
    WHERE id = ${quoteId} AND shop_id = ${shopId}`);
  await writeSeededTotals(tx, shopId, quoteId);
}

/** The quote's sums from its lines, by the statement a save runs (tests/integration/quote-totals-seeds.test.ts). */
export async function writeSeededTotals(tx: Tx, shopId: string, quoteId: string) {
  await tx.execute(quoteTotalsUpdate(shopId, quoteId));
}

/**
 * The quote's live link token, as the shop's quote page shows it. A quote written straight into
 * the database (not through createQuote) gets its link here.
 */
export async function quoteLinkToken({ db }: AccountsDatabase, shopId: string, quoteId: string): Promise<string> {
  await db.insert(quoteLinks).values({ shopId, quoteId, token: newQuoteLinkToken() }).onConflictDoNothing();
  const [link] = await db
    .select({ token: quoteLinks.token })
    .from(quoteLinks)
    .where(and(eq(quoteLinks.shopId, shopId), eq(quoteLinks.quoteId, quoteId), isNull(quoteLinks.revokedAt)));
  if (!link) throw new Error("quote link not found");
  return link.token;
}
