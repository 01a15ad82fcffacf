import Papa from "papaparse";
import { formatDate } from "@/lib/format";
import { formatPhone } from "@/lib/phone";
import type { LeadRow } from "@/lib/data/leads";

/** UTF-8 byte order mark: without it, Brazilian Excel opens the file as Latin-1. */
export const BOM = "\uFEFF";

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab/CR that some strip first) is
 * prefixed with an apostrophe so it is shown as text (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** CSV for Brazilian Excel: BOM, `;` between cells, quotes where needed. */
export function toCsv(header: string[], rows: string[][]) {
  const body = Papa.unparse(
    { fields: header, data: rows.map((row) => row.map(neutraliseFormula)) },
    { delimiter: ";", newline: "\r\n", quotes: false },
  );
  return `${BOM}${body}\r\n`;
}

/**
 * Lines of a CSV written in parts (lib/account-export streams each file batch by batch): the same
 * separator, quoting and formula neutralising as toCsv, each line ended, no header and no BOM.
 */
export function csvLines(rows: string[][]) {
  if (rows.length === 0) return "";
  return `${Papa.unparse(
    rows.map((row) => row.map(neutraliseFormula)),
    { delimiter: ";", newline: "\r\n", quotes: false },
  )}\r\n`;
}

/** A lead as the export reads it: what the list shows, without its id. */
export type ExportableLead = Omit<LeadRow, "id">;

/**
 * The product's columns, then what the visitor wrote (a shop's page has a message; the landing
 * page's leads leave it empty). Added last so a spreadsheet built on the first five still reads them.
 */
export const LEADS_CSV_HEADER = ["Nome", "Email", "Telefone", "É Mecânico", "Data de Cadastro", "Mensagem"];

export function leadsCsv(leads: ExportableLead[]) {
  return toCsv(
    LEADS_CSV_HEADER,
    leads.map((lead) => [
      lead.name,
      lead.email ?? "",
      lead.phone ? formatPhone(lead.phone) : "",
      lead.isMechanic ? "Sim" : "Não",
      formatDate(lead.createdAt),
      lead.message ?? "",
    ]),
  );
}

/** interessados_dd-MM-yyyy.csv */
export function leadsCsvFileName(today = new Date()) {
  return `interessados_${formatDate(today).replaceAll("/", "-")}.csv`;
}
