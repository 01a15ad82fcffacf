/** Jobs as the DPS builder receives them: one per regime and kind of customer the shops meet. */
import type { DpsInput } from "@/lib/nfse/types";

import { TEST_CNPJ } from "./nfse-certificates";

export const SAO_PAULO_IBGE = "3550308";
export const CAMPINAS_IBGE = "3509502";

export const LONG_DESCRIPTION = [
  'Revisão completa do veículo "Gol 1.6" — troca de óleo & filtro, alinhamento < 2°, balanceamento > 4 rodas;',
  "Serviços: mão de obra de suspensão (amortecedores dianteiros), freios (pastilhas e discos), injeção eletrônica.",
  "Observação: peças em nota à parte (ICMS). Garantia de 90 dias — ç ã õ é ê í ó ú à ü; símbolos: % $ # @ * + = / \\ ' ; fim.",
]
  .join("\n")
  .padEnd(1990, " .");

export function job(overrides: Partial<DpsInput> = {}): DpsInput {
  return {
    environment: "restricted",
    issuedAt: new Date("2026-11-20T17:05:09Z"),
    competenceDate: "2026-11-20",
    applicationVersion: "OficinaDigital 0.1",
    series: "1",
    number: "1",
    issuerCityIbgeCode: SAO_PAULO_IBGE,
    provider: { cnpj: "12.345.678/0001-95", regime: { kind: "mei" } },
    customer: { document: "529.982.247-25", name: "José da Silva" },
    service: { placeIbgeCode: SAO_PAULO_IBGE, nationalTaxCode: "140101", description: "Troca de óleo e filtro" },
    values: { services: "150.00" },
    ...overrides,
  };
}

const companyAddress = {
  cityIbgeCode: CAMPINAS_IBGE,
  postalCode: "13015-001",
  // Typed on a phone: a curly apostrophe and an en dash, which TSString (Latin-1) would refuse as such.
  street: "Rua Barão de Jaguara \u2013 Edifício D\u2019Oeste",
  number: "1000",
  complement: "Sala 12",
  district: "Centro",
};

/** The table: every one must pass the XSD and the national rules we check. */
export const VALID_JOBS: Record<string, DpsInput> = {
  "MEI, CPF customer, nothing else": job(),
  "MEI, CPF customer with address, e-mail and phone, a discount": job({
    number: "2",
    customer: {
      document: "111.444.777-35",
      name: "Maria D'Ávila & Filhos",
      email: "maria@example.com",
      phone: "(11) 98765-4321",
      address: {
        ...companyAddress,
        cityIbgeCode: SAO_PAULO_IBGE,
        postalCode: "01310-100",
        street: "Avenida Paulista",
        number: "S/N",
        complement: undefined,
        district: "Bela Vista",
      },
    },
    values: { services: "480.90", unconditionalDiscount: "30.90" },
  }),
  "Simples ME/EPP, CNPJ customer, ISS rate and Simples percent": job({
    number: "3",
    provider: { cnpj: TEST_CNPJ, municipalRegistration: "1234567", regime: { kind: "simples" } },
    customer: { document: "11.222.333/0001-81", name: "Transportadora Exemplo Ltda", address: companyAddress },
    values: { services: "2350.00", issRatePercent: "2.01", totalTaxes: { kind: "simples_percent", percent: "6.00" } },
  }),
  "Simples ME/EPP, the long description with accents, quotes, & and <": job({
    number: "4",
    provider: { cnpj: TEST_CNPJ, regime: { kind: "simples" } },
    service: { placeIbgeCode: SAO_PAULO_IBGE, nationalTaxCode: "140101", description: LONG_DESCRIPTION },
    values: { services: "1234567.89", conditionalDiscount: "0.89", totalTaxes: { kind: "simples_percent", percent: "4.50" } },
  }),
  "Not in the Simples, CNPJ customer, deduction by value, ISS withheld": job({
    number: "5",
    series: "00002",
    provider: { cnpj: TEST_CNPJ, regime: { kind: "not_simples" } },
    customer: { document: "11222333000181", name: "Locadora Exemplo S.A.", address: companyAddress, email: "fiscal@example.com" },
    values: {
      services: "1000.00",
      deduction: { kind: "value", amount: "100.00" },
      issWithheld: "2",
      totalTaxes: { kind: "percent", federal: "13.45", state: "0", municipal: "2.00" },
    },
  }),
  "Not in the Simples, CPF customer, deduction by percent, no customer address": job({
    number: "999999999999999",
    provider: { cnpj: TEST_CNPJ, regime: { kind: "not_simples" } },
    values: { services: "0.50", deduction: { kind: "percent", percent: "10.00" } },
  }),
  "MEI, no customer identified (a walk-in)": job({ number: "7", customer: undefined }),
};
