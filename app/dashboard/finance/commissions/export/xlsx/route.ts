import { commissionsExport } from "@/lib/finance/commissions-export-response";

/** The month's commissions (`?mes=yyyy-MM`) with the jobs behind them, as an Excel workbook. */
export async function GET(request: Request) {
  return commissionsExport(request, "xlsx");
}
