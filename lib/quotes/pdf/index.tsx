import "server-only";
import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import type { PublicQuote, QuoteDocument } from "@/lib/data/quote-document";
import { formatQuoteNumber } from "@/lib/format";

/**
 * The quote as an A4 PDF. The shop's copy (a QuoteDocument) carries the customer's phone; the
 * customer's page passes a PublicQuote, which has none.
 */
export async function renderQuotePdf(document: QuoteDocument | PublicQuote): Promise<Buffer> {
  return renderToBuffer(
    <Document title={`Orçamento Nº ${formatQuoteNumber(document.quote.number)}`}>
      <Page size="A4">
        <Text>{document.shop.shopName}</Text>
        <Text>{`Orçamento Nº ${formatQuoteNumber(document.quote.number)}`}</Text>
      </Page>
    </Document>,
  );
}
