import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import { formatDay } from "@/lib/calendar";
import type { Receipt } from "@/lib/data/receipts";
import { formatAmount, formatQuoteNumber } from "@/lib/format";
import { messages } from "@/lib/messages";
import { groupAccessKey } from "@/lib/nfse/access-key";
import { formatPlate } from "@/lib/plates";
import { Field } from "@/lib/quote-pdf/header";
import type { PdfLogo } from "@/lib/quote-pdf/logo";
import { colors, styles } from "@/lib/quote-pdf/styles";
import { vehicleName } from "@/lib/quotes/display";
import { addressLine, amountInFiguresAndWords, placeOf, receiptTitle, taxIdLine } from "@/lib/receipt-pdf/format";

const t = messages.receiptPdf;
const p = messages.payments;

const methodText = (payment: Receipt["payments"][number]) =>
  p.methods[payment.method] + (payment.installments ? ` (${p.installments(payment.installments)})` : "");

/**
 * The 'Recibo' on one A4 page, in the quote PDF's fonts and styles: the shop (name, CPF/CNPJ,
 * address: what the profile has), the customer, the amount in figures and in words, what it refers
 * to (OS number, vehicle, description), how and when it was paid, and the place and date above the
 * shop's signature line.
 */
export function ReceiptPdfDocument({ receipt, logo }: { receipt: Receipt; logo: PdfLogo | null }) {
  const { shop } = receipt;
  const title = receiptTitle(receipt);
  const lastDay = receipt.payments.at(-1)!.paidOn;
  const single = receipt.payments.length === 1 ? receipt.payments[0]! : null;
  const vehicle = receipt.vehicle && [formatPlate(receipt.vehicle.plate), vehicleName(receipt.vehicle)].filter(Boolean).join(" · ");
  return (
    <Document
      title={title}
      author={shop.name || undefined}
      language="pt-BR"
      creator={shop.name || undefined}
      producer={shop.name || undefined}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View style={styles.shop}>
            {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image, not an <img>: it has no alt. */}
            {logo && <Image style={styles.logo} src={logo.data} />}
            <View>
              {shop.name.trim() !== "" && <Text style={styles.shopName}>{shop.name}</Text>}
              {taxIdLine(shop.taxId) && <Text>{taxIdLine(shop.taxId)}</Text>}
              <Field label={t.address} value={addressLine(shop)} />
            </View>
          </View>
          <View style={styles.quoteId}>
            <Text style={styles.title}>{title}</Text>
            <Text style={{ fontSize: 12, fontWeight: 700 }}>{formatAmount(receipt.total)}</Text>
          </View>
        </View>

        <View style={[styles.section, { gap: 4 }]}>
          <Text style={[styles.paragraph, { fontSize: 11 }]}>
            {`${t.received(receipt.customerName)} ${t.theAmount} `}
            <Text style={styles.strong}>{amountInFiguresAndWords(receipt.total)}</Text>
            {`, ${t.refersTo(formatQuoteNumber(receipt.quoteNumber))}.`}
          </Text>
        </View>

        <View style={[styles.section, { gap: 2 }]}>
          <Field label={t.description} value={receipt.description} />
          <Field label={t.vehicle} value={vehicle} />
          {single && <Field label={t.method} value={methodText(single)} />}
          {single && <Field label={t.paidOn} value={formatDay(single.paidOn)} />}
          {receipt.nfse && (
            <Text>{messages.nfseDocuments.receiptLine(receipt.nfse.nfseNumber, groupAccessKey(receipt.nfse.accessKey))}</Text>
          )}
        </View>

        {!single && (
          <View style={styles.section}>
            <Text style={styles.sectionTitle}>{t.paymentsHeading}</Text>
            <View style={styles.table}>
              {receipt.payments.map((payment) => (
                <View key={payment.id} style={styles.row}>
                  <Text style={[styles.cell, { width: 80 }]}>{formatDay(payment.paidOn)}</Text>
                  <Text style={[styles.cell, { flex: 1 }]}>{methodText(payment)}</Text>
                  <Text style={[styles.cell, styles.right, { width: 90 }]}>{formatAmount(payment.amount)}</Text>
                </View>
              ))}
            </View>
          </View>
        )}

        <View style={{ marginTop: 28, alignItems: "center", gap: 4 }}>
          <Text>{t.placeAndDate(placeOf(shop), formatDay(lastDay))}</Text>
          <View style={{ marginTop: 36, width: 260, borderTopWidth: 1, borderTopColor: colors.text }} />
          {shop.name.trim() !== "" && <Text style={styles.strong}>{shop.name}</Text>}
          {taxIdLine(shop.taxId) && <Text>{taxIdLine(shop.taxId)}</Text>}
        </View>
      </Page>
    </Document>
  );
}
