import { currentClientAddress } from "@/lib/client-address/current";
import { formatQuoteNumber } from "@/lib/format";
import { messages } from "@/lib/messages";
import { openPublicQuote } from "@/lib/quotes/public-access";
import { renderQuotePdf } from "@/lib/quotes/pdf";
import { QUOTE_LINK_HEADERS } from "@/lib/security-headers";

// The headers of the customer's page, on the response itself too (next.config.ts adds the same).
const PRIVATE = Object.fromEntries(QUOTE_LINK_HEADERS.map(({ key, value }) => [key, value]));

/**
 * The customer's quote as a PDF, from the same link as the page and under the same rule: any token
 * that opens nothing (or any token, from an address over the limit of misses) is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const document = await openPublicQuote(token, await currentClientAddress());
  if (!document) {
    return new Response(messages.publicQuote.pdfNotFound, { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const pdf = await renderQuotePdf(document);
  // "Nº 0042" → orcamento-0042.pdf
  const filename = `orcamento-${formatQuoteNumber(document.quote.number).replace(/\D/g, "")}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Content-Length": String(pdf.length),
    },
  });
}
