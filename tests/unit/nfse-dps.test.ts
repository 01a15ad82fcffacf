import { beforeAll, describe, expect, it } from "vitest";

import { buildDps, dpsId, saoPauloDateTime } from "@/lib/nfse/dps";
import { checkDpsInput } from "@/lib/nfse/dps-rules";
import { MoneyFormatError } from "@/lib/nfse/money";
import { validateMany, type ValidationResult } from "@/lib/nfse/validate";
import type { DpsInput } from "@/lib/nfse/types";
import { TEST_CNPJ } from "@/tests/support/nfse-certificates";
import { LONG_DESCRIPTION, VALID_JOBS, job } from "@/tests/support/nfse-jobs";

/** Inputs our builder writes faithfully and the XSD must refuse, with the element it names. */
const XSD_REJECTS: Record<string, [DpsInput, string]> = {
  "a CNPJ one digit short": [job({ provider: { cnpj: "1234567800019", regime: { kind: "mei" } } }), "CNPJ"],
  "a description over 2000 characters": [
    job({ service: { placeIbgeCode: "3550308", nationalTaxCode: "140101", description: "x".repeat(2001) } }),
    "xDescServ",
  ],
  "a service code of 5 digits (14.01 without the desdobro)": [
    job({ service: { placeIbgeCode: "3550308", nationalTaxCode: "14010", description: "Reparo" } }),
    "cTribNac",
  ],
  "a CEP with 7 digits": [
    job({
      customer: {
        document: "52998224725",
        name: "José",
        address: { cityIbgeCode: "3550308", postalCode: "0131010", street: "Rua A", number: "1", district: "Centro" },
      },
    }),
    "CEP",
  ],
  "an ISS rate of 10% (pAliq holds one digit)": [
    job({ provider: { cnpj: TEST_CNPJ, regime: { kind: "not_simples" } }, values: { services: "10", issRatePercent: "10" } }),
    "pAliq",
  ],
  "a DPS number with a leading zero": [job({ number: "0042" }), "nDPS"],
};

const valid = Object.entries(VALID_JOBS).map(([name, input]) => ({ name, input, xml: buildDps(input).xml }));
const wrong = Object.entries(XSD_REJECTS).map(([name, [input, element]]) => ({ name, element, xml: buildDps(input).xml }));
let results: ValidationResult[] = [];

beforeAll(async () => {
  // One libxml2 start for the whole table (each call costs ~0.5 s of start-up and schema parsing).
  results = await validateMany(
    "dps",
    [...valid, ...wrong].map((entry) => entry.xml),
  );
});

describe("the DPS of each job passes the national XSD 1.01", () => {
  it.each(valid.map((entry, index) => [entry.name, index] as const))("%s", (name, index) => {
    expect(results[index]).toEqual({ ok: true });
    expect(checkDpsInput(valid[index]!.input)).toEqual([]);
  });
});

describe("a wrong field fails the XSD", () => {
  it.each(wrong.map((entry, index) => [entry.name, valid.length + index] as const))("%s", (name, index) => {
    const result = results[index]!;
    expect(result.ok).toBe(false);
    const element = wrong[index - valid.length]!.element;
    expect(result.ok ? [] : result.errors).toEqual([expect.stringContaining(`{http://www.sped.fazenda.gov.br/nfse}${element}': [facet`)]);
  });
});

describe("the XML itself", () => {
  it("writes the Id from cLocEmi, CNPJ, série and number, padded as TSIdDPS says", () => {
    expect(dpsId({ issuerCityIbgeCode: "3550308", providerDocument: "12.345.678/0001-95", series: "1", number: "42" })).toBe(
      "DPS3550308" + "2" + "12345678000195" + "00001" + "000000000000042",
    );
    expect(dpsId({ issuerCityIbgeCode: "3550308", providerDocument: "529.982.247-25", series: "1", number: "1" })).toBe(
      "DPS3550308" + "1" + "00052998224725" + "00001" + "000000000000001",
    );
  });

  it("writes dhEmi in São Paulo's time with its offset", () => {
    expect(saoPauloDateTime(new Date("2026-11-20T02:30:00Z"))).toBe("2026-11-19T23:30:00-03:00");
  });

  it("escapes &, < and > and keeps accents, quotes and line breaks of the description", () => {
    const xml = buildDps(VALID_JOBS["Simples ME/EPP, the long description with accents, quotes, & and <"]!).xml;
    expect(xml).toContain("troca de óleo &amp; filtro, alinhamento &lt; 2°, balanceamento &gt; 4 rodas;\n");
    expect(xml).toContain('"Gol 1.6"');
    expect(LONG_DESCRIPTION.length).toBeLessThanOrEqual(2000);
  });

  it("writes money with two decimals, from strings, never through a float", () => {
    const xml = buildDps(job({ values: { services: "0.1", unconditionalDiscount: "0.2" } })).xml;
    expect(xml).toContain("<vServ>0.10</vServ>");
    expect(xml).toContain("<vDescIncond>0.20</vDescIncond>");
    expect(() => buildDps(job({ values: { services: "10.005" } }))).toThrow(MoneyFormatError);
    expect(() => buildDps(job({ values: { services: "-1" } }))).toThrow(MoneyFormatError);
  });

  it("leaves the IBS/CBS group out", () => {
    expect(buildDps(job()).xml).not.toContain("IBSCBS");
  });
});

describe("the national rules the XSD cannot express", () => {
  it("a CNPJ customer without an address (E0235)", () => {
    expect(checkDpsInput(job({ customer: { document: "11222333000181", name: "Empresa" } }))).toEqual([expect.stringContaining("E0235")]);
  });

  it("a MEI with a deduction (E0436) or an ISS rate (E0600)", () => {
    const input = job({ values: { services: "100", deduction: { kind: "value", amount: "10" }, issRatePercent: "2" } });
    expect(checkDpsInput(input)).toEqual([expect.stringContaining("E0436"), expect.stringContaining("E0600")]);
  });

  it("a Simples ME/EPP with a deduction (E0441) or without its Simples percent (E0712)", () => {
    const input = job({
      provider: { cnpj: TEST_CNPJ, regime: { kind: "simples" } },
      values: { services: "100", deduction: { kind: "percent", percent: "5" } },
    });
    expect(checkDpsInput(input)).toEqual([expect.stringContaining("E0441"), expect.stringContaining("E0712")]);
  });

  it("check digits of the shop's and the customer's documents, and discounts over the total", () => {
    const input = job({
      provider: { cnpj: "12345678000100", regime: { kind: "mei" } },
      customer: { document: "52998224700", name: "X" },
      values: { services: "10", unconditionalDiscount: "11" },
    });
    expect(checkDpsInput(input)).toEqual([
      "CNPJ da oficina inválido",
      "CPF ou CNPJ do cliente inválido",
      "Descontos maiores que o valor do serviço",
    ]);
  });
});
