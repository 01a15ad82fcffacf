import "server-only";
import { listMonthCommissionJobs, listMonthCommissions } from "@/lib/data/commissions";
import { downloadResponse, exportingAccount, refuseExport } from "@/lib/exports/response";
import { sheetCsv, sheetXlsx, type ExportFormat } from "@/lib/exports/sheet";
import { COMMISSIONS_SHEET, commissionRows, commissionsFileName } from "@/lib/finance/commissions-export";
import { parseMonth } from "@/lib/finance/months";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * The month's commissions (`?mes=yyyy-MM`) with the jobs behind them, for the signed-in shop's
 * owner: refused as every export is (lib/exports/response.ts: 401, a role without 'seeFinance' or
 * no plan 403), a bad month 400, nobody with a commission 404, a read that failed 500, each with
 * its message; else the file, never cached.
 */
export async function commissionsExport(request: Request, format: ExportFormat) {
  const account = await exportingAccount("seeFinance");
  if (account instanceof Response) return account;
  const month = parseMonth(new URL(request.url).searchParams.get("mes"));
  if (!month) return refuseExport(400, { message: messages.commissions.export.invalidMonth });

  const read = await load("exportação de comissões", account.shopId, () =>
    Promise.all([listMonthCommissions(account.shopId, month), listMonthCommissionJobs(account.shopId, month)]),
  );
  if (read.failed) return refuseExport(500, { message: messages.export.failed });
  const rows = commissionRows(...read.value);
  if (rows.length === 0) return refuseExport(404, { message: messages.export.empty });
  const body = format === "csv" ? sheetCsv(COMMISSIONS_SHEET, rows) : new Uint8Array(await sheetXlsx(COMMISSIONS_SHEET, rows));
  return downloadResponse(body, CONTENT_TYPES[format], commissionsFileName(month, format));
}
