import writeExcelFile, { type SheetData } from "write-excel-file/node";
import { toCsv } from "@/lib/csv";
import { XLSX_DATE_FORMAT, XLSX_MONEY_FORMAT } from "@/lib/exports/sheet";
import { formatDay } from "@/lib/calendar";
import type { ExportedPayment } from "@/lib/data/finance";
import { quoteNumberDigits } from "@/lib/format";
import { messages } from "@/lib/messages";
import { formatPlate } from "@/lib/plates";

const t = messages.finance;

/** "1234,56": a Brazilian Excel reads a comma decimal in a ';' CSV as a number. */
const csvMoney = (amount: string) => amount.replace(".", ",");

/** The month's payments as CSV (lib/csv.ts: BOM, ';', every cell neutralised against formulas). */
export function paymentsCsv(rows: ExportedPayment[]) {
  return toCsv(
    t.export.header,
    rows.map((row) => [
      formatDay(row.paidOn),
      quoteNumberDigits(row.number),
      row.customerName,
      row.plate ? formatPlate(row.plate) : "",
      messages.payments.methods[row.method],
      row.installments ? String(row.installments) : "",
      csvMoney(row.amount),
      row.note ?? "",
    ]),
  );
}

export { XLSX_DATE_FORMAT, XLSX_MONEY_FORMAT };

/**
 * The month's payments as a real .xlsx (write-excel-file): the date a date cell and the amount a
 * number with the currency format, so the sheet sums and sorts; texts are string cells, never
 * formulas, so nothing a customer's name holds is run. A calendar day is written as its UTC
 * midnight, which the library turns into that day's serial number.
 */
export async function paymentsXlsx(rows: ExportedPayment[]): Promise<Buffer> {
  const header = t.export.header.map((value) => ({ value, fontWeight: "bold" as const }));
  const data: SheetData = [
    header,
    ...rows.map((row) => [
      { value: new Date(`${row.paidOn}T00:00:00Z`), type: Date, format: XLSX_DATE_FORMAT },
      { value: row.number, type: Number },
      { value: row.customerName, type: String },
      row.plate ? { value: formatPlate(row.plate), type: String } : null,
      { value: messages.payments.methods[row.method], type: String },
      row.installments ? { value: row.installments, type: Number } : null,
      { value: Number(row.amount), type: Number, format: XLSX_MONEY_FORMAT },
      row.note ? { value: row.note, type: String } : null,
    ]),
  ];
  return writeExcelFile(data, {
    sheet: t.export.sheet,
    columns: [{ width: 12 }, { width: 8 }, { width: 30 }, { width: 10 }, { width: 20 }, { width: 9 }, { width: 14 }, { width: 30 }],
    stickyRowsCount: 1,
  }).toBuffer();
}

/** pagamentos_2026-11.csv / .xlsx */
export const paymentsFileName = (month: string, extension: "csv" | "xlsx") => `pagamentos_${month}.${extension}`;
