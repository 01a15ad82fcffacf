import type { CommissionJob, MemberCommission } from "@/lib/data/commissions";
import type { ListSheet } from "@/lib/exports/sheet";
import { messages } from "@/lib/messages";
import { formatPlate } from "@/lib/plates";

const t = messages.commissions;

/**
 * A line of the month's commissions file: a job behind a person's figure, or, after his jobs, his
 * total (no job number; the customer's column says "Total de <nome>"). The total carries the
 * member's own figure, round(Σ labour × % / 100, 2), which may differ by a cent from the sum of
 * the jobs' rounded shares: the file says what the page says.
 */
export type CommissionRow = {
  name: string;
  percent: string;
  number: number | null;
  customer: string;
  plate: string | null;
  deliveredOn: string | null;
  labour: string;
  commission: string;
};

/** Each person's jobs, then his total, in the page's order. */
export function commissionRows(members: MemberCommission[], jobs: CommissionJob[]): CommissionRow[] {
  return members.flatMap((member) => [
    ...jobs
      .filter((job) => job.memberId === member.memberId)
      .map((job) => ({
        name: member.name,
        percent: member.percent,
        number: job.number,
        customer: job.customerName,
        plate: job.plate,
        deliveredOn: job.deliveredOn,
        labour: job.labour,
        commission: job.commission,
      })),
    {
      name: member.name,
      percent: member.percent,
      number: null,
      customer: t.export.totalOf(member.name),
      plate: null,
      deliveredOn: null,
      labour: member.labour,
      commission: member.commission,
    },
  ]);
}

const [name, percent, number, customer, plate, delivered, labour, commission] = t.export.header;

/**
 * The file's columns, written as CSV and .xlsx from this one description (lib/exports/sheet.ts:
 * every CSV cell neutralised against formulas, texts as string cells in the workbook, money as
 * numbers in reais, the delivery a date cell).
 */
export const COMMISSIONS_SHEET: ListSheet<CommissionRow> = {
  fileName: "comissoes",
  sheetName: t.export.sheet,
  columns: [
    { kind: "text", header: name!, width: 24, value: (row) => row.name },
    // "12,5%": a text, as the page writes it (a money cell would show R$).
    { kind: "text", header: percent!, width: 12, value: (row) => t.percentValue(row.percent) },
    { kind: "number", header: number!, width: 8, value: (row) => row.number },
    { kind: "text", header: customer!, width: 30, value: (row) => row.customer },
    { kind: "text", header: plate!, width: 10, value: (row) => (row.plate ? formatPlate(row.plate) : null) },
    { kind: "day", header: delivered!, width: 12, value: (row) => row.deliveredOn },
    { kind: "money", header: labour!, width: 14, value: (row) => row.labour },
    { kind: "money", header: commission!, width: 14, value: (row) => row.commission },
  ],
};

/** comissoes_2026-11.csv / .xlsx */
export const commissionsFileName = (month: string, extension: "csv" | "xlsx") => `comissoes_${month}.${extension}`;
