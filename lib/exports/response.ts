import "server-only";
import type { Account } from "@/lib/data/accounts";
import { formatDate } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { subscriptionState } from "@/lib/plans";
import { getCurrentAccount, loginPath } from "@/lib/session";
import { can, type Permission } from "@/lib/team/permissions";
import { exportFileName, sheetCsv, sheetXlsx, type ExportFormat, type ListSheet } from "@/lib/exports/sheet";

/** What a download answers when there is no file, and where it sends the user. */
type Refusal = { message: string; redirectTo?: string };
export const refuseExport = (status: number, body: Refusal) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * The signed-in person whose shop may download this data, or the refusal: no session 401; a role
 * without `permission`, no plan or an expired one 403, each with its message and where to go (as
 * every export answers).
 */
export async function exportingAccount(permission: Permission): Promise<Account | Response> {
  const account = await getCurrentAccount();
  if (!account) return refuseExport(401, { message: messages.auth.notAuthenticated, redirectTo: await loginPath() });
  if (!can(account.role, permission)) return refuseExport(403, { message: messages.guard.roleRefused, redirectTo: "/dashboard" });
  if (!account.plan) return refuseExport(403, { message: messages.guard.planRequired, redirectTo: "/dashboard/plans" });
  if (account.subscriptionEndDate && subscriptionState(account) === "expired") {
    return refuseExport(403, {
      message: messages.planLimits.expired(formatDate(account.subscriptionEndDate)),
      redirectTo: "/dashboard/plans",
    });
  }
  return account;
}

export function downloadResponse(body: BodyInit, contentType: string, fileName: string) {
  return new Response(body, {
    headers: { "Content-Type": contentType, "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "no-store" },
  });
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * A list's rows as a file for the signed-in shop: `read` gets the shop's id and the list's own
 * parameters (its search and filter, so the file holds what the list shows, every page of it).
 * Nothing to export 404, a read that failed 500, each with its message; else the file, never cached.
 */
export async function listExport<Row>(
  request: Request,
  format: ExportFormat,
  list: { what: string; permission: Permission; sheet: ListSheet<Row>; read: (shopId: string, params: URLSearchParams) => Promise<Row[]> },
) {
  const account = await exportingAccount(list.permission);
  if (account instanceof Response) return account;
  const rows = await load(list.what, account.shopId, () => list.read(account.shopId, new URL(request.url).searchParams));
  if (rows.failed) return refuseExport(500, { message: messages.export.failed });
  if (rows.value.length === 0) return refuseExport(404, { message: messages.export.empty });
  const body = format === "csv" ? sheetCsv(list.sheet, rows.value) : new Uint8Array(await sheetXlsx(list.sheet, rows.value));
  return downloadResponse(body, CONTENT_TYPES[format], exportFileName(list.sheet as ListSheet<never>, format));
}
