import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { appointmentEvents, appointments } from "@/db/schema";
import { OPEN_STATUSES } from "@/lib/data/agenda";
import { getBookableServices } from "@/lib/data/agenda-form";
import { createQuote } from "@/lib/data/quotes";
import { findVehicleByPlate } from "@/lib/data/vehicles";
import { createWalkIn } from "@/lib/data/walk-ins";
import { agenda as agendaMessages } from "@/lib/messages/agenda";
import { formatPhone } from "@/lib/phone";
import { isRecordId } from "@/lib/record-id";

// 'Chegou'. Every function takes the shop's id first and filters by it in the same statement.

export type ArrivalResult = { ok: true; quoteId: string } | { ok: false; reason: "notFound" | "plateTaken" | "notOpen" };

/**
 * 'Chegou': someone new becomes a customer with his vehicle (a plate the shop already has is that
 * vehicle and its owner), his job opens as a quote whose lines are the catalogue services wanted
 * (at today's prices; what was typed under 'Outro' goes in its description), and the appointment
 * is marked 'arrived' with the quote, logged. The customer and the quote are made by the walk-in's
 * and the quote's own writes, each keyed by the appointment's id: a repeat, or a retry after a
 * failure half-way, finds what the first made and makes nothing twice; the appointment's own change
 * is one transaction under its row lock.
 */
export async function markArrived(shopId: string, appointmentId: string, memberId: string | null): Promise<ArrivalResult> {
  if (!isRecordId(appointmentId)) return { ok: false, reason: "notFound" };
  const db = getDb();
  const [current] = await db
    .select({
      status: appointments.status,
      quoteId: appointments.quoteId,
      customerId: appointments.customerId,
      vehicleId: appointments.vehicleId,
      contactName: appointments.contactName,
      contactPhone: appointments.contactPhone,
      contactPlate: appointments.contactPlate,
      services: appointments.services,
    })
    .from(appointments)
    .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId)));
  if (!current) return { ok: false, reason: "notFound" };
  if (current.status === "arrived" && current.quoteId) return { ok: true, quoteId: current.quoteId };
  if (!(OPEN_STATUSES as readonly string[]).includes(current.status)) return { ok: false, reason: "notOpen" };

  let { customerId, vehicleId } = current;
  if (!customerId) {
    const known = current.contactPlate ? await findVehicleByPlate(shopId, current.contactPlate) : undefined;
    if (known) {
      customerId = known.customerId;
      vehicleId = known.id;
    } else {
      const car = current.contactPlate ? { plate: current.contactPlate, make: "", model: "" } : null;
      const made = await createWalkIn(
        shopId,
        { owner: { name: current.contactName, phone: formatPhone(current.contactPhone) }, car },
        appointmentId,
      );
      if (!made.ok) return { ok: false, reason: "plateTaken" };
      ({ customerId, vehicleId } = made);
    }
  }

  const catalogue = new Map((await getBookableServices(shopId, db)).map((service) => [service.id, service]));
  const lines = current.services.flatMap((wanted) => {
    const service = wanted.id ? catalogue.get(wanted.id) : undefined;
    return service ? [service] : [];
  });
  // Every service wanted, typed ones included: the lines carry the catalogue's, with their prices.
  const description = agendaMessages.detail.jobDescription(current.services.map((wanted) => wanted.name).join(", ") || "-");
  const quote = await createQuote(
    shopId,
    customerId!,
    {
      description,
      cost: null,
      vehicleId,
      items: lines.map((service) => ({
        kind: "service" as const,
        description: service.name,
        catalogueServiceId: service.id,
        partCondition: null,
        labourPricing: null,
        quantity: "1",
        unitPrice: service.price.toFixed(2),
      })),
    },
    appointmentId,
    memberId,
  );
  if (!quote) return { ok: false, reason: "notFound" };

  return db.transaction(async (tx) => {
    const changed = await tx
      .update(appointments)
      .set({
        status: "arrived",
        quoteId: quote.id,
        customerId,
        vehicleId,
        version: sql`${appointments.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(appointments.shopId, shopId), eq(appointments.id, appointmentId), inArray(appointments.status, OPEN_STATUSES)))
      .returning({ id: appointments.id });
    if (changed.length === 0) return { ok: false as const, reason: "notOpen" as const };
    await tx.insert(appointmentEvents).values({ shopId, appointmentId, event: "arrived", byMember: memberId });
    return { ok: true as const, quoteId: quote.id };
  });
}
