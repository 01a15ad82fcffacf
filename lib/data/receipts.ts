import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, shops, payments, quotes, vehicles } from "@/db/schema";
import type { PaymentMethod } from "@/lib/enums";
import { getReceiptNote } from "@/lib/data/nfse-documents";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

export type ReceiptPayment = { id: string; amount: string; method: PaymentMethod; paidOn: string; installments: number | null };

/** What a 'Recibo' says (lib/receipt-pdf): who received, from whom, how much, for what, how, when and where. */
export type Receipt = {
  shop: {
    name: string;
    ownerName: string | null;
    /** CPF (11 digits) or CNPJ (14), or null until the profile has it. */
    taxId: string | null;
    street: string | null;
    streetNumber: string | null;
    district: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    logoUrl: string | null;
  };
  customerName: string;
  quoteNumber: number;
  description: string;
  vehicle: { plate: string; make: string | null; model: string | null; year: number | null } | null;
  /** The one payment, or every payment of the job not cancelled, oldest first. */
  payments: ReceiptPayment[];
  /** Their sum, as Postgres added it ("1234.56"). */
  total: string;
  /** One payment's receipt (its id), or the whole job's (null). */
  paymentId: string | null;
  /** The job's NFS-e while it holds (issued, not cancelled): the receipt names its number and key. */
  nfse: { nfseNumber: string; accessKey: string } | null;
};

/**
 * The receipt of one of the job's payments (`paymentId`) or of the whole job (the sum of its payments
 * not cancelled), if the quote is this shop's. A cancelled payment has no receipt, nor a job with
 * no payment left: undefined, like another shop's.
 */
export async function getReceipt(shopId: string, quoteId: string, paymentId: string | null = null): Promise<Receipt | undefined> {
  if (!isRecordId(quoteId) || (paymentId !== null && !isRecordId(paymentId))) return undefined;
  const db = getDb();
  const [head, rows, nfse] = await Promise.all([
    db
      .select({
        shop: {
          name: sql<string>`coalesce(${shops.shopName}, '')`,
          ownerName: shops.ownerName,
          taxId: shops.taxId,
          street: shops.street,
          streetNumber: shops.streetNumber,
          district: shops.district,
          city: shops.city,
          state: shops.state,
          postalCode: shops.postalCode,
          logoUrl: shops.logoUrl,
        },
        customerName: customers.name,
        quoteNumber: quotes.number,
        description: quotes.description,
        plate: vehicles.plate,
        make: vehicles.make,
        model: vehicles.model,
        year: vehicles.year,
      })
      .from(quotes)
      .innerJoin(shops, eq(shops.id, quotes.shopId))
      .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.shopId, shopId)))
      .leftJoin(vehicles, and(eq(vehicles.id, quotes.vehicleId), eq(vehicles.shopId, shopId)))
      .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId))),
    db
      .select({
        id: payments.id,
        amount: payments.amount,
        method: payments.method,
        paidOn: payments.paidOn,
        installments: payments.installments,
        // The sum over the rows read, by Postgres (numeric), not by adding floats here.
        total: sql<string>`sum(${payments.amount}) over ()`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.quoteId, quoteId),
          eq(payments.shopId, shopId),
          isNull(payments.cancelledAt),
          paymentId === null ? undefined : eq(payments.id, paymentId),
        ),
      )
      .orderBy(asc(payments.paidOn), asc(payments.createdAt)),
    getReceiptNote(shopId, quoteId),
  ]);
  const [job] = head;
  if (!job || rows.length === 0) return undefined;
  const { plate, make, model, year, ...rest } = job;
  return {
    ...rest,
    vehicle: plate === null ? null : { plate, make, model, year },
    payments: rows.map(({ id, amount, method, paidOn, installments }) => ({ id, amount, method, paidOn, installments })),
    total: rows[0]!.total,
    paymentId,
    nfse,
  };
}
