/** The booking page's choices, read again from the query at every step (lib/booking/choice.ts). */
import { describe, expect, it } from "vitest";
import { addressLine, choiceQuery, currentStep, durationOf, mapUrl, readChoice, readTime } from "@/lib/booking/choice";
import { sanitiseServices } from "@/lib/profile/services";

const services = [
  { id: "oleo", name: "Troca de óleo", price: 120, durationMinutes: 30 },
  { id: "freio", name: "Freios", price: 250 },
];
const range = { fromDay: "2030-03-04", toDay: "2030-03-31" };
const read = (query: Record<string, string>) => readChoice(new URLSearchParams(query), services, range);

describe("the booking's choices", () => {
  it("asks again from the first choice that does not hold", () => {
    expect(currentStep(read({}))).toBe("service");
    expect(currentStep(read({ servico: "nao-existe" }))).toBe("service");
    expect(currentStep(read({ servico: "outro", problema: "  " }))).toBe("service");
    expect(currentStep(read({ servico: "outro", problema: "a".repeat(501) }))).toBe("service");
    expect(currentStep(read({ servico: "outro", problema: "Barulho\u0000" }))).toBe("service");
    expect(currentStep(read({ servico: "oleo", dia: "2030-03-03" }))).toBe("day");
    expect(currentStep(read({ servico: "oleo", dia: "2030-04-01" }))).toBe("day");
    expect(currentStep(read({ servico: "oleo", dia: "2030-02-30" }))).toBe("day");
    expect(currentStep(read({ servico: "oleo", dia: "2030-03-04", horario: "9:00" }))).toBe("time");
    expect(currentStep(read({ servico: "oleo", dia: "2030-03-04", horario: "24:00" }))).toBe("time");
    expect(currentStep(read({ servico: "oleo", dia: "2030-03-04", horario: "09:30" }))).toBe("contact");
  });

  it("carries the choices up to a step, and books for the catalogue's duration or an hour", () => {
    const choice = read({ servico: "outro", problema: "Freio fazendo barulho", dia: "2030-03-04", horario: "09:30" });
    expect(choiceQuery(choice, "all").toString()).toBe("servico=outro&problema=Freio+fazendo+barulho&dia=2030-03-04&horario=09%3A30");
    expect(choiceQuery(choice, "time").toString()).toBe("servico=outro&problema=Freio+fazendo+barulho&dia=2030-03-04");
    expect(choiceQuery(choice, "service").toString()).toBe("");
    expect(durationOf(choice.service)).toBe(60);
    expect(durationOf(read({ servico: "oleo" }).service)).toBe(30);
    expect(readTime("17:30")).toBe(17 * 60 + 30);
  });

  it("writes the shop's address in one line, and its map search", () => {
    const line = addressLine({ street: "Rua das Flores", streetNumber: "123", district: "Centro", city: "São Paulo", state: "SP" });
    expect(line).toBe("Rua das Flores, 123, Centro, São Paulo - SP");
    expect(mapUrl(line)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Rua%20das%20Flores%2C%20123%2C%20Centro%2C%20S%C3%A3o%20Paulo%20-%20SP",
    );
    expect(addressLine({ street: null, streetNumber: null, district: null, city: "Campinas", state: "SP" })).toBe("Campinas - SP");
  });

  it("the catalogue keeps a service's duration, within a day's work", () => {
    expect(sanitiseServices([{ ...services[0] }, { id: "x", name: "X", price: 1, durationMinutes: 601 }])).toEqual([
      services[0],
      { id: "x", name: "X", price: 1 },
    ]);
  });
});
