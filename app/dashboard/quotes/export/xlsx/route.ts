import { exportQuotes } from "@/lib/exports/routes";

/** The quotes list (?busca=, ?situacao=) as an Excel workbook. */
export async function GET(request: Request) {
  return exportQuotes(request, "xlsx");
}
