import { quoteExists } from "@/lib/data/quotes";
import { listQuoteSupplierAnswers } from "@/lib/data/supplier-answers";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { isRecordId } from "@/lib/record-id";
import { fetchedRouteCaller } from "@/lib/session";

const m = messages.supplierAnswers;

const reply = (status: number, body: object) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * The suppliers' answers for the quote's parts, by line key, as JSON: the editor polls it while
 * its tab is visible, so answers that arrive show without reloading the page (which would lose
 * what is typed). The shop's only: another shop's quote, or an id that is no quote, is a 404 that
 * does not say whether it exists; no session (or no live plan) is a JSON 401/403, not a redirect.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const caller = await fetchedRouteCaller("handleSuppliers");
  if (!caller.ok) return caller.response;
  const { account } = caller;
  const { id } = await params;
  if (!isRecordId(id)) return reply(404, { ok: false, message: messages.quotes.notFoundReason });
  const read = await load("leitura das respostas de fornecedores", account.shopId, () =>
    Promise.all([quoteExists(account.shopId, id), listQuoteSupplierAnswers(account.shopId, id)]),
  );
  if (read.failed) return reply(500, { ok: false, message: m.loadFailed });
  const [exists, answers] = read.value;
  if (!exists) return reply(404, { ok: false, message: messages.quotes.notFoundReason });
  return reply(200, { ok: true, answers });
}
