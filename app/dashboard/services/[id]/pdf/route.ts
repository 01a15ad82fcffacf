import { getQuoteDocument } from "@/lib/data/quote-document";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { quotePdfFileName, renderQuotePdf } from "@/lib/quotes/pdf";
import { isRecordId } from "@/lib/search-params";
import { requireSubscribedUser } from "@/lib/session";

const t = messages.quotePdf;

// A quote holds the customer's name and phone: never kept by a browser or a proxy, never sniffed.
const PRIVATE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" } as const;

function plainText(status: number, text: string) {
  return new Response(text, { status, headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The shop's quote as a PDF, opened in the browser ('Baixar PDF' on the quote's page). Another
 * shop's quote, or an id that is no quote, is a 404 that does not say whether it exists.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const account = await requireSubscribedUser();
  const { id } = await params;
  if (!isRecordId(id)) return plainText(404, t.notFound);

  const document = await load("leitura do orçamento para PDF", account.id, () => getQuoteDocument(account.id, id));
  if (document.failed) return plainText(500, t.renderFailed);
  if (!document.value) return plainText(404, t.notFound);

  let pdf: Buffer;
  try {
    pdf = await renderQuotePdf(document.value);
  } catch (error) {
    console.error("PDF do orçamento falhou", { userId: account.id, quoteId: id }, error);
    return plainText(500, t.renderFailed);
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${quotePdfFileName(document.value.quote.number)}"`,
      "Content-Length": String(pdf.byteLength),
    },
  });
}
