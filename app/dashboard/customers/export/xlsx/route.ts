import { exportCustomers } from "@/lib/exports/routes";

/** The customers list (?busca=) as an Excel workbook. */
export async function GET(request: Request) {
  return exportCustomers(request, "xlsx");
}
