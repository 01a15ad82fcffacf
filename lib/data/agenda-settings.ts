import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { shopClosedDays, shops } from "@/db/schema";
import { lockUntilCommit } from "@/lib/data/advisory-locks";
import { hasPostgresCode, PG_UNIQUE_VIOLATION } from "@/lib/data/postgres-errors";
import { DEFAULT_APPOINTMENT_REMINDER_TEMPLATE } from "@/lib/agenda/reminder-message";
import type { BookingMode } from "@/lib/enums";
import type { AgendaSettingsInput } from "@/lib/validation/agenda-settings";

// The agenda's settings on the shop's row and its days off. Every function takes the shop's id
// first and filters by it in the same statement.

/** The settings as the form shows them: the reminder's template is the default when none is stored. */
export type AgendaSettingsView = {
  agendaSlots: number;
  agendaDailyCap: number | null;
  onlineBooking: boolean;
  bookingMode: BookingMode;
  bookingWeeksAhead: number;
  appointmentReminderHour: number;
  appointmentReminderTemplate: string;
};

/** The shop's agenda settings and its days off from `today` on (yyyy-MM-dd, São Paulo), in one statement. */
export async function getAgendaSettings(
  shopId: string,
  today: string,
): Promise<{ settings: AgendaSettingsView; closedDays: string[] } | null> {
  const [row] = await getDb()
    .select({
      agendaSlots: shops.agendaSlots,
      agendaDailyCap: shops.agendaDailyCap,
      onlineBooking: shops.onlineBooking,
      bookingMode: shops.bookingMode,
      bookingWeeksAhead: shops.bookingWeeksAhead,
      appointmentReminderHour: shops.appointmentReminderHour,
      appointmentReminderTemplate: shops.appointmentReminderTemplate,
      closedDays: sql<string[]>`coalesce((select array_agg(d.day::text order by d.day) from ${shopClosedDays} d
        where d.shop_id = ${shops.id} and d.day >= ${today}::date), '{}')`,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!row) return null;
  const { closedDays, ...settings } = row;
  return {
    settings: { ...settings, appointmentReminderTemplate: settings.appointmentReminderTemplate ?? DEFAULT_APPOINTMENT_REMINDER_TEMPLATE },
    closedDays,
  };
}

/** Stores the settings; the default reminder (or a blank one) is stored as null. False: no such shop. */
export async function saveAgendaSettings(shopId: string, input: AgendaSettingsInput): Promise<boolean> {
  const template = input.appointmentReminderTemplate.trim();
  const changed = await getDb()
    .update(shops)
    .set({
      ...input,
      appointmentReminderTemplate: template && template !== DEFAULT_APPOINTMENT_REMINDER_TEMPLATE ? template : null,
      updatedAt: sql`now()`,
    })
    .where(eq(shops.id, shopId))
    .returning({ id: shops.id });
  return changed.length > 0;
}

export type AddClosedDayResult = { ok: true } | { ok: false; reason: "tooMany" | "alreadyClosed" };

/**
 * Adds a day off, while the shop has fewer than `maxFuture` from `today` on: counted and inserted
 * under the shop's agenda lock, so two adds at once never pass the limit together.
 */
export async function addClosedDay(shopId: string, day: string, today: string, maxFuture: number): Promise<AddClosedDayResult> {
  try {
    return await getDb().transaction(async (tx): Promise<AddClosedDayResult> => {
      await lockUntilCommit(tx, "agenda", shopId);
      const [count] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(shopClosedDays)
        .where(and(eq(shopClosedDays.shopId, shopId), gte(shopClosedDays.day, today)));
      if ((count?.count ?? 0) >= maxFuture) return { ok: false, reason: "tooMany" };
      await tx.insert(shopClosedDays).values({ shopId, day });
      return { ok: true };
    });
  } catch (error) {
    if (hasPostgresCode(error, PG_UNIQUE_VIOLATION)) return { ok: false, reason: "alreadyClosed" };
    throw error;
  }
}

/** Removes one of the shop's days off; false when the shop has no such day. */
export async function removeClosedDay(shopId: string, day: string): Promise<boolean> {
  const removed = await getDb()
    .delete(shopClosedDays)
    .where(and(eq(shopClosedDays.shopId, shopId), eq(shopClosedDays.day, day)))
    .returning({ day: shopClosedDays.day });
  return removed.length > 0;
}
