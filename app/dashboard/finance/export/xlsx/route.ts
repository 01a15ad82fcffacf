import { paymentsExport } from "@/lib/finance/export-response";
import { paymentsFileName, paymentsXlsx } from "@/lib/finance/payments-export";

/** The month's payments received (`?mes=yyyy-MM`) as an Excel workbook. */
export async function GET(request: Request) {
  return paymentsExport(request, {
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    name: (month) => paymentsFileName(month, "xlsx"),
    body: async (rows) => new Uint8Array(await paymentsXlsx(rows)),
  });
}
