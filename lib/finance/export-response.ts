import "server-only";
import { listPaymentsForExport, type ExportedPayment } from "@/lib/data/finance";
import { downloadResponse, exportingAccount, refuseExport } from "@/lib/exports/response";
import { parseMonth } from "@/lib/finance/months";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";

/**
 * A download of the month's payments (`?mes=yyyy-MM`) for the signed-in shop, refused as every
 * export is (lib/exports/response.ts), and a bad month 400; no payment 404, a read that failed
 * 500, each with its message; else the file, never cached.
 */
export async function paymentsExport(
  request: Request,
  file: { contentType: string; name: (month: string) => string; body: (rows: ExportedPayment[]) => BodyInit | Promise<BodyInit> },
) {
  const account = await exportingAccount("seeFinance");
  if (account instanceof Response) return account;
  const month = parseMonth(new URL(request.url).searchParams.get("mes"));
  if (!month) return refuseExport(400, { message: messages.finance.export.invalidMonth });

  const rows = await load("exportação de pagamentos", account.shopId, () => listPaymentsForExport(account.shopId, month));
  if (rows.failed) return refuseExport(500, { message: messages.export.failed });
  if (rows.value.length === 0) return refuseExport(404, { message: messages.export.empty });
  return downloadResponse(await file.body(rows.value), file.contentType, file.name(month));
}
