import { describe, expect, it } from "vitest";
import { dueNoticeMessage, unknownDueNoticePlaceholders } from "@/lib/service-dues/notice";

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
    expect(dueNoticeMessage(null, facts)).toBe(
      "Olá, Ana! Lembrete da Oficina do Zé: Troca de óleo do seu Gol ABC1D23 em 10/05/2027 ou aos 60.000 km, o que vier primeiro. Quer agendar um horário?",
    );
    expect(dueNoticeMessage("{quando}", { ...facts, dueKm: null })).toBe("em 10/05/2027");
    expect(dueNoticeMessage("{quando}", { ...facts, dueOn: null })).toBe("aos 60.000 km");
  });

  it("fills the shop's own template once, and never a placeholder a value brings", () => {
    expect(dueNoticeMessage("{cliente}, {servico}: {veiculo}", { ...facts, customerName: "{servico}", vehicle: null })).toBe(
      "{servico}, Troca de óleo: carro",
    );
    expect(dueNoticeMessage("   ", facts)).toContain("Lembrete da Oficina do Zé");
  });

  it("names the placeholders it does not know", () => {
    expect(unknownDueNoticePlaceholders("{cliente} {servço} {data} {data}")).toEqual(["servço", "data"]);
  });
});
