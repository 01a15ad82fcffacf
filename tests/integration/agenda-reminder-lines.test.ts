/**
 * 'Lembretes' lists a line per appointment of tomorrow (requested or confirmed), with the shop's
 * WhatsApp message (its own template, or the default) and the customer's link; 'Feito' takes it
 * off as any other line; a cancelled appointment, one of today and another shop's are not there.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { getDb } = await import("@/db");
const { appointments, shops } = await import("@/db/schema");
const { shopInstant } = await import("@/lib/agenda/slots");
const { addDaysToDay, shopToday } = await import("@/lib/calendar");
const { newAppointmentToken } = await import("@/lib/data/agenda");
const { getReminderShop, listReminders } = await import("@/lib/data/reminders");
const { reminderReason, reminderWhatsAppUrl } = await import("@/lib/reminders/lines");
const { markReminderDoneAction } = await import("@/lib/actions/reminders");
const { createMechanic } = await import("../support/factories");

const ORIGIN = "http://localhost:3000";

async function appointment(shopId: string, day: string, minutes: number, status: "confirmed" | "requested" | "cancelled" = "confirmed") {
  const startsAt = shopInstant(day, minutes);
  const [row] = await getDb()
    .insert(appointments)
    .values({
      shopId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      status,
      source: "public_page",
      contactName: "Maria Souza",
      contactPhone: "11977771234",
      contactPlate: "ABC1D23",
      services: [{ name: "Troca de óleo" }],
      token: newAppointmentToken(),
      idempotencyKey: randomUUID(),
    })
    .returning();
  return row!;
}

const appointmentLines = async (shopId: string) =>
  (await listReminders(shopId, shopToday())).reminders.filter((reminder) => reminder.kind === "appointment");

describe("an appointment tomorrow in 'Lembretes'", () => {
  it("is a line with the shop's WhatsApp message and link, and 'Feito' takes it off", async () => {
    const shop = await createMechanic({ plan: "pro", shopName: "Oficina do Zé" });
    const other = await createMechanic({ plan: "pro", shopName: "Outra" });
    const today = shopToday();
    const tomorrow = addDaysToDay(today, 1);
    const booked = await appointment(shop.id, tomorrow, 14 * 60 + 30);
    await appointment(shop.id, tomorrow, 16 * 60, "cancelled");
    await appointment(shop.id, today, 23 * 60 + 30);
    await appointment(other.id, tomorrow, 9 * 60);

    const lines = await appointmentLines(shop.id);
    expect(lines.map((line) => line.subjectId)).toEqual([booked.id]);
    const [line] = lines;
    expect(line!.day).toBe(today);
    expect(line!.occurrence).toBe(tomorrow);
    expect(line!.name).toBe("Maria Souza");
    expect(reminderReason(line!, today)).toBe("Horário de Maria Souza amanhã às 14:30 · Troca de óleo");

    const link = `${ORIGIN}/agendamento/${booked.token}`;
    const url = new URL(reminderWhatsAppUrl(line!, await getReminderShop(shop.id), ORIGIN)!);
    expect(url.origin + url.pathname).toBe("https://wa.me/5511977771234");
    expect(url.searchParams.get("text")).toBe(
      `Maria Souza, lembrando do seu horário amanhã às 14:30 para o ABC1D23. Confirme aqui: ${link}`,
    );

    await getDb()
      .update(shops)
      .set({ appointmentReminderTemplate: "Oi {cliente}! {oficina} te espera às {hora} ({dia}): {link}" })
      .where(eq(shops.id, shop.id));
    const custom = new URL(reminderWhatsAppUrl(line!, await getReminderShop(shop.id), ORIGIN)!);
    const [y, m, d] = tomorrow.split("-");
    expect(custom.searchParams.get("text")).toBe(`Oi Maria Souza! Oficina do Zé te espera às 14:30 (${d}/${m}/${y}): ${link}`);

    signInAs(other.id);
    const refused = await markReminderDoneAction({ kind: "appointment", subjectId: booked.id, occurrence: tomorrow }, "whatsapp");
    expect(refused.ok).toBe(false);
    expect(await appointmentLines(shop.id)).toHaveLength(1);

    signInAs(shop.id);
    const done = await markReminderDoneAction({ kind: "appointment", subjectId: booked.id, occurrence: tomorrow }, "whatsapp");
    expect(done.ok).toBe(true);
    expect(await appointmentLines(shop.id)).toHaveLength(0);
  });
});
