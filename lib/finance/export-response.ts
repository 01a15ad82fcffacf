import "server-only";
import { listPaymentsForExport, type ExportedPayment } from "@/lib/data/finance";
import { parseMonth } from "@/lib/finance/months";
import { formatDate } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { subscriptionState } from "@/lib/plans";
import { getCurrentAccount, loginPath } from "@/lib/session";

type Refusal = { message: string; redirectTo?: string };
const refuse = (status: number, body: Refusal) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * A download of the month's payments (`?mes=yyyy-MM`) for the signed-in shop, as the leads export
 * answers: no session 401, no plan or an expired one 403, a bad month 400, no payment 404, a read
 * that failed 500, each with its message; else the file, never cached.
 */
export async function paymentsExport(
  request: Request,
  file: { contentType: string; name: (month: string) => string; body: (rows: ExportedPayment[]) => BodyInit | Promise<BodyInit> },
) {
  const account = await getCurrentAccount();
  if (!account) return refuse(401, { message: messages.auth.notAuthenticated, redirectTo: await loginPath() });
  if (!account.plan) return refuse(403, { message: messages.guard.planRequired, redirectTo: "/dashboard/plans" });
  if (account.subscriptionEndDate && subscriptionState(account) === "expired") {
    return refuse(403, { message: messages.planLimits.expired(formatDate(account.subscriptionEndDate)), redirectTo: "/dashboard/plans" });
  }
  const month = parseMonth(new URL(request.url).searchParams.get("mes"));
  if (!month) return refuse(400, { message: messages.finance.export.invalidMonth });

  const rows = await load("exportação de pagamentos", account.id, () => listPaymentsForExport(account.id, month));
  if (rows.failed) return refuse(500, { message: messages.export.failed });
  if (rows.value.length === 0) return refuse(404, { message: messages.export.empty });
  return new Response(await file.body(rows.value), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.name(month)}"`,
      "Cache-Control": "no-store",
    },
  });
}
