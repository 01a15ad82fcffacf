import "server-only";
import { currentClientAddress } from "@/lib/client-address/current";
import { getNoteFile } from "@/lib/data/nfse-documents";
import { danfsePdfResponse, nfseXmlResponse } from "@/lib/nfse/danfse/response";
import { openPublicQuote } from "@/lib/public-quote/access";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";

// The headers of the customer's page, on the response itself too (as the link's receipt does).
const PRIVATE = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));

/**
 * The customer's copy of his job's NFS-e, from the same link as the page and under the same rule
 * as the 'Recibo': a token that opens nothing (or any token, from an address over the limit of
 * misses) is a 404, as is a job with no issued or cancelled note (a rejected one is never shown).
 * The PDF's renders count against the address's budget; the XML is a stored file and counts none.
 */
export async function publicNfseResponse(token: string, kind: "pdf" | "xml") {
  const clientAddress = await currentClientAddress();
  const view = await openPublicQuote(token, clientAddress);
  const note = view ? await getNoteFile(view.shopId, view.quoteId) : undefined;
  if (kind === "xml") return nfseXmlResponse(note, PRIVATE);
  return danfsePdfResponse(note, { clientAddress, context: { quoteId: view?.quoteId }, headers: PRIVATE });
}
