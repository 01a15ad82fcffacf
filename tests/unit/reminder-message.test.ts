import { describe, expect, it } from "vitest";
import { nextServiceMessage, unknownReminderPlaceholders } from "@/lib/reminders/message";

const facts = {
  customerName: "Ana",
  vehicle: { plate: "ABC1D23", make: "Volkswagen", model: "Gol" },
  serviceName: "Troca de óleo",
  dueOn: "2027-05-10",
  dueKm: 60000,
  shopName: "Oficina do Zé",
};

describe("the next-service message", () => {
  it("says the car, the service and when, by date or km, whichever comes first", () => {
    expect(nextServiceMessage(null, facts)).toBe(
      "Olá, Ana! Lembrete da Oficina do Zé: Troca de óleo do seu Gol ABC1D23 em 10/05/2027 ou aos 60.000 km, o que vier primeiro. Quer agendar um horário?",
    );
    expect(nextServiceMessage("{quando}", { ...facts, dueKm: null })).toBe("em 10/05/2027");
    expect(nextServiceMessage("{quando}", { ...facts, dueOn: null })).toBe("aos 60.000 km");
  });

  it("fills the shop's own template once, and never a placeholder a value brings", () => {
    expect(nextServiceMessage("{cliente}, {servico}: {veiculo}", { ...facts, customerName: "{servico}", vehicle: null })).toBe(
      "{servico}, Troca de óleo: carro",
    );
    expect(nextServiceMessage("   ", facts)).toContain("Lembrete da Oficina do Zé");
  });

  it("names the placeholders it does not know", () => {
    expect(unknownReminderPlaceholders("{cliente} {servço} {data} {data}")).toEqual(["servço", "data"]);
  });
});
