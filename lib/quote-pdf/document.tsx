import { Document, Page, Text, View } from "@react-pdf/renderer";
import { formatAmount, formatQuoteNumber } from "@/lib/format";
import { messages } from "@/lib/messages";
import { QuotePdfHistory, QuotePdfReceipt, type PdfAnswers } from "@/lib/quote-pdf/answers";
import { QuotePdfHeader, QuotePdfParties } from "@/lib/quote-pdf/header";
import { QuotePdfItems } from "@/lib/quote-pdf/items-table";
import { isJobDocument, JobPdfCheckIn, JobPdfDelivery, JobPdfPartPhotos, JobPdfStage } from "@/lib/quote-pdf/job";
import type { PdfPhoto } from "@/lib/quote-pdf/job-photos";
import type { JobDocument } from "@/lib/data/job-document";
import type { PdfLogo } from "@/lib/quote-pdf/logo";
import { QuotePdfPix } from "@/lib/quote-pdf/pix";
import type { QuoteBilling } from "@/lib/data/shop-billing";
import { styles } from "@/lib/quote-pdf/styles";
import { QuotePdfDeposit } from "@/lib/quote-pdf/deposit";
import { QuotePdfFootnote, QuotePdfTerms, QuotePdfTotals } from "@/lib/quote-pdf/summary";
import type { PublicQuote, QuoteDocument } from "@/lib/quotes/types";

const t = messages.quotePdf;

/**
 * The quote on A4 pages: the shop and the quote's number, the customer and the vehicle, the job's
 * description, the items and their sums (or, for a record from before quotes had items, its
 * value), the CDC art. 40 terms and the closing note; then, once the customer answered on the
 * link, the receipt of the version shown and the 'Histórico de aprovações'. Every page ends with
 * "Página N de M". Once approved it is the job's document, 'Ordem de Serviço' (lib/quote-pdf/job.tsx):
 * its stage and check-in (with the photos) after the parties, the parts' photos after the items,
 * the delivery and warranty after the terms.
 */
export function QuotePdfDocument({
  document,
  logo,
  answers,
  job,
  photos = [],
  billing,
  pixQr,
}: {
  document: QuoteDocument | PublicQuote;
  logo: PdfLogo | null;
  answers?: PdfAnswers;
  job?: JobDocument;
  photos?: readonly PdfPhoto[];
  /** The shop's CNPJ or CPF and address, and the PIX charge for what the job still owes. */
  billing?: QuoteBilling;
  /** The charge's QR code as a PNG (drawn by renderQuotePdf from billing.pix). */
  pixQr?: Buffer;
}) {
  const { quote, shop } = document;
  const jobDocument = isJobDocument(job) ? job : undefined;
  const title = (jobDocument ? messages.jobDocument.title : t.title)(formatQuoteNumber(quote.number));
  return (
    <Document
      title={title}
      author={shop.shopName || undefined}
      subject={quote.description}
      language="pt-BR"
      creator={shop.shopName || undefined}
      producer={shop.shopName || undefined}
    >
      <Page size="A4" style={styles.page}>
        <QuotePdfHeader document={document} logo={logo} title={title} identity={billing?.identity} />
        <QuotePdfParties document={document} />
        {jobDocument && <JobPdfStage job={jobDocument} />}
        {jobDocument && <JobPdfCheckIn job={jobDocument} photos={photos} />}
        {(quote.description.trim() !== "" || quote.items.length === 0) && (
          <View style={styles.section}>
            <Text style={styles.sectionTitle}>{t.description}</Text>
            <Text style={styles.paragraph}>{quote.description}</Text>
            {quote.items.length === 0 && (
              <Text
                style={styles.strong}
              >{`${t.value}: ${quote.cost === null ? messages.quotePage.notInformed : formatAmount(quote.cost)}`}</Text>
            )}
          </View>
        )}
        {quote.items.length > 0 && (
          <>
            <QuotePdfItems items={quote.items} />
            <QuotePdfTotals quote={quote} />
          </>
        )}
        {billing?.pix && pixQr && <QuotePdfPix pix={billing.pix} qr={pixQr} />}
        {jobDocument && <JobPdfPartPhotos photos={photos} />}
        <QuotePdfTerms quote={quote} />
        <QuotePdfDeposit quote={quote} />
        {jobDocument && <JobPdfDelivery job={jobDocument} />}
        <QuotePdfFootnote quote={quote} />
        {answers?.receipt && <QuotePdfReceipt answer={answers.receipt} />}
        {answers && <QuotePdfHistory answers={answers.history} inPerson={answers.inPerson} />}
        <View style={styles.pageFooter} fixed>
          <Text>{[shop.shopName, title].filter(Boolean).join(" · ")}</Text>
          <Text render={({ pageNumber, totalPages }) => t.page(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}
