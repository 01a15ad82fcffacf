import { leadsCsv, leadsCsvFileName } from "@/lib/csv";
import { listLeadsForExport } from "@/lib/data/leads";
import { formatDate } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { subscriptionState } from "@/lib/plans";
import { getCurrentAccount, loginPath } from "@/lib/session";
import { searchFromParam } from "@/lib/search-params";

/** What the export button shows when there is no file, and where it sends the user. */
type Refusal = { message: string; redirectTo?: string };
const refuse = (status: number, body: Refusal) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** CSV of every lead the user can see that matches `?busca=` (not only the page on screen). */
export async function GET(request: Request) {
  const account = await getCurrentAccount();
  if (!account) return refuse(401, { message: messages.auth.notAuthenticated, redirectTo: await loginPath() });
  if (!account.plan) return refuse(403, { message: messages.guard.planRequired, redirectTo: "/dashboard/plans" });
  if (account.subscriptionEndDate && subscriptionState(account) === "expired") {
    return refuse(403, { message: messages.planLimits.expired(formatDate(account.subscriptionEndDate)), redirectTo: "/dashboard/plans" });
  }

  const search = searchFromParam(new URL(request.url).searchParams.get("busca") ?? undefined);
  const leads = await load("exportação de interessados", account.id, () => listLeadsForExport(account, search));
  if (leads.failed) return refuse(500, { message: messages.export.failed });
  if (leads.value.length === 0) return refuse(404, { message: messages.export.empty });

  const fileName = leadsCsvFileName();
  return new Response(leadsCsv(leads.value), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
