import { currentClientAddress } from "@/lib/client-address/current";
import { messages } from "@/lib/messages";
import { pdfTextResponse, quotePdfResponse } from "@/lib/quotes/pdf/response";
import { openPublicQuote } from "@/lib/quotes/public-access";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";

// The headers of the customer's page, on the response itself too (next.config.ts adds the same).
const PRIVATE = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));

/**
 * The customer's quote as a PDF, from the same link as the page and under the same rule: any token
 * that opens nothing (or any token, from an address over the limit of misses) is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const view = await openPublicQuote(token, await currentClientAddress());
  if (!view) return pdfTextResponse(404, messages.quotePdf.notFound, PRIVATE);
  return quotePdfResponse(view.document, { quoteId: view.quoteId }, PRIVATE);
}
