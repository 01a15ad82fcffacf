import { paymentsExport } from "@/lib/finance/export-response";
import { paymentsCsv, paymentsFileName } from "@/lib/finance/payments-export";

/** The month's payments received (`?mes=yyyy-MM`) as CSV for a Brazilian Excel. */
export async function GET(request: Request) {
  return paymentsExport(request, {
    contentType: "text/csv; charset=utf-8",
    name: (month) => paymentsFileName(month, "csv"),
    body: paymentsCsv,
  });
}
