import { leadsCsv, leadsCsvFileName } from "@/lib/csv";
import { listLeadsForExport } from "@/lib/data/leads";
import { downloadResponse, exportingAccount, refuseExport } from "@/lib/exports/response";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { searchFromParam } from "@/lib/search-params";

/** CSV of every lead the user can see that matches `?busca=` (not only the page on screen). */
export async function GET(request: Request) {
  const account = await exportingAccount("serveCustomers");
  if (account instanceof Response) return account;

  const search = searchFromParam(new URL(request.url).searchParams.get("busca") ?? undefined);
  const leads = await load("exportação de interessados", account.shopId, () => listLeadsForExport(account, search));
  if (leads.failed) return refuseExport(500, { message: messages.export.failed });
  if (leads.value.length === 0) return refuseExport(404, { message: messages.export.empty });
  return downloadResponse(leadsCsv(leads.value), "text/csv; charset=utf-8", leadsCsvFileName());
}
