import { leadsCsv, leadsCsvFileName } from "@/lib/csv";
import { listLeadsForExport } from "@/lib/data/leads";
import { messages } from "@/lib/messages";
import { getCurrentAccount } from "@/lib/session";
import { searchFromParam } from "@/lib/search-params";

/** CSV of every lead the user can see that matches `?busca=` (not only the page on screen). */
export async function GET(request: Request) {
  const account = await getCurrentAccount();
  if (!account?.plan) return Response.json({ message: messages.auth.notAuthenticated }, { status: 401 });

  const search = searchFromParam(new URL(request.url).searchParams.get("busca") ?? undefined);
  const leads = await listLeadsForExport(account, search);
  if (leads.length === 0) return Response.json({ message: messages.export.empty }, { status: 404 });

  const fileName = leadsCsvFileName();
  return new Response(leadsCsv(leads), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
