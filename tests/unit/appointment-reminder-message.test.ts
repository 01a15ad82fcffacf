/**
 * The appointment's WhatsApp reminder and its invitation: the shop's template filled in one pass
 * (a customer named "{link}" stays as typed), the default for a blank one, the time on São Paulo's
 * clock whatever the server's zone; the .ics says that same time under TZID=America/Sao_Paulo.
 */
import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { appointmentInvitation } from "@/lib/agenda/ical";
import { appointmentReminderMessage, unknownAppointmentReminderPlaceholders } from "@/lib/agenda/reminder-message";

// 17:30Z is 14:30 in São Paulo (UTC-3).
const facts = {
  customerName: "Maria",
  startsAt: new Date("2030-03-04T17:30:00Z"),
  vehicle: "Gol ABC1D23",
  link: "https://oficina.example/agendamento/abc",
  shopName: "Oficina do Zé",
};

describe("the appointment reminder's message", () => {
  test("a blank template is the default, with the hour in São Paulo", () => {
    expect(appointmentReminderMessage("  ", facts)).toBe(
      "Maria, lembrando do seu horário amanhã às 14:30 para o Gol ABC1D23. Confirme aqui: https://oficina.example/agendamento/abc",
    );
  });

  test("fills each placeholder once: a value holding a placeholder is not filled again", () => {
    expect(appointmentReminderMessage("{cliente} {dia} {oficina} {nada}", { ...facts, customerName: "{link}" })).toBe(
      "{link} 04/03/2030 Oficina do Zé {nada}",
    );
    expect(appointmentReminderMessage(null, { ...facts, vehicle: null })).toContain("para o seu carro.");
    expect(unknownAppointmentReminderPlaceholders("{cliente} {nada} {hora}")).toEqual(["nada"]);
  });

  test("the invitation holds the same time in São Paulo's zone, the address and the link", () => {
    const text = appointmentInvitation(
      {
        appointmentId: "7d1f4c1e-0000-4000-8000-000000000001",
        startsAt: facts.startsAt,
        endsAt: new Date("2030-03-04T18:30:00Z"),
        status: "confirmed",
        shopName: facts.shopName,
        location: "Rua das Flores, 120 – Centro",
        services: ["Troca de óleo"],
        link: facts.link,
      },
      "oficina.example",
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toString()).toBe("2030-03-04T14:30:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-03-04T17:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2030-03-04T18:30:00.000Z");
    expect(event.location).toBe("Rua das Flores, 120 – Centro");
    expect(event.uid).toBe("agendamento-7d1f4c1e-0000-4000-8000-000000000001@oficina.example");
    expect(event.description).toContain(facts.link);
  });
});
