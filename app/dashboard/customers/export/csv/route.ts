import { exportCustomers } from "@/lib/exports/routes";

/** The customers list (?busca=) as CSV for a Brazilian Excel. */
export async function GET(request: Request) {
  return exportCustomers(request, "csv");
}
