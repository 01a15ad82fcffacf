import { formatDay } from "@/lib/calendar";
import { formatDate, formatDateTime } from "@/lib/format";

/**
 * Cells of the export as a Brazilian spreadsheet reads them: the leads export's dd/MM/yyyy (and
 * dd/MM/yyyy HH:mm for moments) in São Paulo, and numbers with a decimal comma and no thousands
 * separator or "R$", so Excel and LibreOffice in pt-BR take them as numbers, not text.
 */

/** "1234.56" (numeric from Postgres) → "1234,56"; empty when absent. */
export function decimalCell(value: string | number | null | undefined) {
  if (value === null || value === undefined) return "";
  return String(value).replace(".", ",");
}

export function textCell(value: string | null | undefined) {
  return value ?? "";
}

export function integerCell(value: number | null | undefined) {
  return value === null || value === undefined ? "" : String(value);
}

export function yesNoCell(value: boolean | null | undefined) {
  return value === null || value === undefined ? "" : value ? "Sim" : "Não";
}

export function dateCell(value: Date | null | undefined) {
  return value ? formatDate(value) : "";
}

export function dateTimeCell(value: Date | null | undefined) {
  return value ? formatDateTime(value) : "";
}

/** A calendar day stored as yyyy-MM-dd: written as it is, never moved by a time zone. */
export function dayCell(value: string | null | undefined) {
  return value ? formatDay(value) : "";
}
