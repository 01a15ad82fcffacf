import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { LEADS_CSV_HEADER, leadsCsv, leadsCsvFileName, neutraliseFormula } from "@/lib/csv";

const lead = (overrides: Partial<Parameters<typeof leadsCsv>[0][number]> = {}) => ({
  name: "João da Silva",
  email: "joao@exemplo.com",
  phone: "(11) 91234-5678",
  isMechanic: true,
  message: null,
  createdAt: new Date("2026-03-09T15:00:00Z"),
  ...overrides,
});

function parse(csv: string) {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { delimiter: ";", skipEmptyLines: true }).data;
}

describe("leads CSV", () => {
  it("starts with the BOM and the product's header, separated by ;", () => {
    const csv = leadsCsv([lead()]);
    expect(csv.split("\r\n")[0]).toBe("\uFEFFNome;Email;Telefone;É Mecânico;Data de Cadastro;Mensagem");
    expect(parse(csv)[0]).toEqual(LEADS_CSV_HEADER);
  });

  it("writes Sim/Não and dd/MM/yyyy dates in São Paulo time", () => {
    const rows = parse(leadsCsv([lead(), lead({ isMechanic: false, phone: null, createdAt: new Date("2026-12-01T02:00:00Z") })]));
    expect(rows[1]).toEqual(["João da Silva", "joao@exemplo.com", "(11) 91234-5678", "Sim", "09/03/2026", ""]);
    expect(rows[2]).toEqual(["João da Silva", "joao@exemplo.com", "", "Não", "30/11/2026", ""]);
  });

  it("quotes values holding ; quotes or line breaks, and reads back the same", () => {
    const tricky = 'Oficina "Boa"; Peças\nLtda';
    const csv = leadsCsv([lead({ name: tricky })]);
    expect(csv).toContain('"Oficina ""Boa""; Peças\nLtda"');
    expect(parse(csv)[1]?.[0]).toBe(tricky);
  });

  it.each(['=HYPERLINK("http://x")', "+5511", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])("neutralises the formula %j", (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
    expect(parse(leadsCsv([lead({ name: value })]))[1]?.[0]).toBe(`'${value}`);
  });

  it("leaves ordinary values alone", () => {
    expect(neutraliseFormula("Maria")).toBe("Maria");
    expect(neutraliseFormula("(11) 3333-4444")).toBe("(11) 3333-4444");
  });

  it("ends each row with the message, quoted where it holds line breaks, and reads back the same", () => {
    const message = 'Carro não liga;\r\nbateria nova?\n"urgente"';
    const csv = leadsCsv([lead({ message, email: null, phone: "11977771234" })]);
    expect(csv).toContain('"Carro não liga;\r\nbateria nova?\n""urgente"""\r\n');
    expect(parse(csv)[1]).toEqual(["João da Silva", "", "(11) 97777-1234", "Sim", "09/03/2026", message]);
  });

  it("neutralises a message that starts like a formula", () => {
    expect(parse(leadsCsv([lead({ message: '=HYPERLINK("http://x")' })]))[1]?.[5]).toBe('\'=HYPERLINK("http://x")');
  });

  it("names the file interessados_dd-MM-yyyy.csv", () => {
    expect(leadsCsvFileName(new Date("2026-11-21T12:00:00Z"))).toBe("interessados_21-11-2026.csv");
  });
});

describe("CSV lines written in parts (Baixar meus dados)", () => {
  it("join into the same CSV as toCsv: quoted, neutralised, one header", async () => {
    const { BOM, csvLines, toCsv } = await import("@/lib/csv");
    const rows = [
      ['=HYPERLINK("http://evil.example")', 'Conceição; "aspas"\nnova linha'],
      ["<script>alert(1)</script>", "-10,00"],
    ];
    expect(BOM + csvLines([["Nome", "Observações"]]) + csvLines(rows.slice(0, 1)) + csvLines(rows.slice(1)) + csvLines([])).toBe(
      toCsv(["Nome", "Observações"], rows),
    );
    expect(parse(BOM + csvLines(rows))).toEqual([
      ['\'=HYPERLINK("http://evil.example")', 'Conceição; "aspas"\nnova linha'],
      ["<script>alert(1)</script>", "'-10,00"],
    ]);
  });
});
