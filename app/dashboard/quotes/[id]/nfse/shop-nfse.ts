import "server-only";
import { getNoteFile } from "@/lib/data/nfse-documents";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { danfsePdfResponse, nfseXmlResponse } from "@/lib/nfse/danfse/response";
import { pdfTextResponse } from "@/lib/quote-pdf/response";
import { requireSubscribedUser } from "@/lib/session";

/**
 * The shop's copy of its job's NFS-e, the DANFSe or the XML, for the roles that issue notes
 * (issueInvoices: the front desk and the owner, as the 'Recibo' is handlePayments'): the note states
 * the amount and the customer's CPF, which a mechanic's view of the job does not show. Another
 * shop's job, a malformed id, or a job without an issued or cancelled note from the API are all the
 * same 404.
 */
export async function shopNfseResponse(quoteId: string, kind: "pdf" | "xml") {
  const account = await requireSubscribedUser("issueInvoices");
  const read = await load("leitura da NFS-e", account.shopId, () => getNoteFile(account.shopId, quoteId));
  if (read.failed) return pdfTextResponse(500, messages.nfseDocuments.renderFailed);
  if (kind === "xml") return nfseXmlResponse(read.value);
  return danfsePdfResponse(read.value, { clientAddress: null, context: { shopId: account.shopId, quoteId } });
}
