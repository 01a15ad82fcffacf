import { commissionsExport } from "@/lib/finance/commissions-export-response";

/** The month's commissions (`?mes=yyyy-MM`) with the jobs behind them, as CSV for a Brazilian Excel. */
export async function GET(request: Request) {
  return commissionsExport(request, "csv");
}
