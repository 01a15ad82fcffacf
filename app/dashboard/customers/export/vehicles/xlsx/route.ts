import { exportVehicles } from "@/lib/exports/routes";

/** The vehicles of the customers list (?busca=) as an Excel workbook. */
export async function GET(request: Request) {
  return exportVehicles(request, "xlsx");
}
