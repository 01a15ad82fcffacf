import writeExcelFile, { type SheetData } from "write-excel-file/node";
import { formatDay, shopToday } from "@/lib/calendar";
import { toCsv } from "@/lib/csv";

/**
 * A list's export (customers, vehicles, quotes) described once, by its columns, and written from
 * that one description as CSV and as .xlsx, so the two files always hold the same cells.
 */

/** The most rows a list's file holds: what a phone's spreadsheet still opens; a search narrows the rest. */
export const EXPORT_ROW_CAP = 10_000;

export type ExportFormat = "csv" | "xlsx";

type Typed<Kind extends string, Value, Row> = { kind: Kind; header: string; width: number; value: (row: Row) => Value | null };

/**
 * `money` is Postgres numeric text ("1234.50"); `day` a calendar day ("2026-11-20", already the
 * shop's day: the data layer reads a timestamp's São Paulo day).
 */
export type Column<Row> =
  | Typed<"text", string, Row>
  | Typed<"number", number, Row>
  | Typed<"money", string, Row>
  | Typed<"day", string, Row>;

export type ListSheet<Row> = {
  /** The file's name before its date: clientes_20-11-2026.csv */
  fileName: string;
  /** The workbook's tab. */
  sheetName: string;
  columns: Column<Row>[];
};

/** Excel's own code for reais in Brazil (LCID 0416): "R$ 1.234,56" in a pt-BR Excel, still a number. */
export const XLSX_MONEY_FORMAT = "[$R$-416] #,##0.00";
export const XLSX_DATE_FORMAT = "dd/mm/yyyy";

/** clientes_20-11-2026.xlsx: the shop's today, as the leads' file is named. */
export function exportFileName(sheet: ListSheet<never>, format: ExportFormat, today = shopToday()) {
  return `${sheet.fileName}_${formatDay(today).replaceAll("/", "-")}.${format}`;
}

function csvCell<Row>(column: Column<Row>, row: Row) {
  const value = column.value(row);
  if (value === null) return "";
  switch (column.kind) {
    case "text":
      return value as string;
    case "number":
      return String(value);
    // "1234,56": a Brazilian Excel reads a comma decimal in a ';' CSV as a number.
    case "money":
      return (value as string).replace(".", ",");
    case "day":
      return formatDay(value as string);
  }
}

/** The rows as CSV for a Brazilian Excel (lib/csv.ts: BOM, ';', every cell neutralised against formulas). */
export function sheetCsv<Row>(sheet: ListSheet<Row>, rows: Row[]) {
  return toCsv(
    sheet.columns.map((column) => column.header),
    rows.map((row) => sheet.columns.map((column) => csvCell(column, row))),
  );
}

function xlsxCell<Row>(column: Column<Row>, row: Row) {
  const value = column.value(row);
  if (value === null || value === "") return null;
  switch (column.kind) {
    case "text":
      return { value: value as string, type: String };
    case "number":
      return { value: value as number, type: Number };
    case "money":
      return { value: Number(value), type: Number, format: XLSX_MONEY_FORMAT };
    // A calendar day as its UTC midnight, which the library turns into that day's serial number.
    case "day":
      return { value: new Date(`${value as string}T00:00:00Z`), type: Date, format: XLSX_DATE_FORMAT };
  }
}

/**
 * The rows as a real .xlsx (write-excel-file): days are date cells and money numbers in reais, so
 * the sheet sums and sorts; texts are string cells, never formulas, so nothing a customer typed runs.
 */
export async function sheetXlsx<Row>(sheet: ListSheet<Row>, rows: Row[]): Promise<Buffer> {
  const data: SheetData = [
    sheet.columns.map((column) => ({ value: column.header, fontWeight: "bold" as const })),
    ...rows.map((row) => sheet.columns.map((column) => xlsxCell(column, row))),
  ];
  return writeExcelFile(data, {
    sheet: sheet.sheetName,
    columns: sheet.columns.map((column) => ({ width: column.width })),
    stickyRowsCount: 1,
  }).toBuffer();
}
