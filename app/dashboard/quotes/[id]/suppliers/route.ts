import { listRequestSuppliers } from "@/lib/data/supplier-requests";
import { load } from "@/lib/load";
import { isRecordId } from "@/lib/record-id";
// The guard of every route a script fetches: 401/403 as JSON, never a redirect to a page.
import { fetchedRouteCaller } from "@/lib/session";

// A search is short text and each part a quote line's description: anything longer is cut, not refused.
const MAX_SEARCH = 100;
const MAX_PARTS = 100;
const MAX_DESCRIPTION = 300;

const noStore = { "Cache-Control": "private, no-store" };

/**
 * The 'Cotar com fornecedores' dialog's list (JSON): the quote's vehicle as the suppliers see it
 * and the shop's suppliers, searched (?busca=) and those matching the chosen parts (?peca=, one per
 * part) first, capped. Another shop's quote or a malformed id is a 404 that says nothing more.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const caller = await fetchedRouteCaller("handleSuppliers");
  if (!caller.ok) return caller.response;
  const { account } = caller;
  const { id } = await params;
  if (!isRecordId(id)) return Response.json({ error: "not found" }, { status: 404, headers: noStore });
  const query = new URL(request.url).searchParams;
  const search = (query.get("busca") ?? "").slice(0, MAX_SEARCH);
  const descriptions = query
    .getAll("peca")
    .slice(0, MAX_PARTS)
    .map((description) => description.slice(0, MAX_DESCRIPTION));
  const loaded = await load("lista de fornecedores para cotação", account.shopId, () =>
    listRequestSuppliers(account.shopId, id, { search, descriptions }),
  );
  if (loaded.failed) return Response.json({ error: "failed" }, { status: 500, headers: noStore });
  if (!loaded.value) return Response.json({ error: "not found" }, { status: 404, headers: noStore });
  return Response.json(loaded.value, { headers: noStore });
}
