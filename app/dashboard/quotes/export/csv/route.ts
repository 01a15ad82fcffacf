import { exportQuotes } from "@/lib/exports/routes";

/** The quotes list (?busca=, ?situacao=) as CSV for a Brazilian Excel. */
export async function GET(request: Request) {
  return exportQuotes(request, "csv");
}
