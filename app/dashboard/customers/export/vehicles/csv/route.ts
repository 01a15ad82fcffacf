import { exportVehicles } from "@/lib/exports/routes";

/** The vehicles of the customers list (?busca=) as CSV for a Brazilian Excel. */
export async function GET(request: Request) {
  return exportVehicles(request, "csv");
}
