import { Image, Text, View } from "@react-pdf/renderer";
import { formatDay } from "@/lib/calendar";
import { formatDate, formatKm } from "@/lib/format";
import { messages } from "@/lib/messages";
import { formatPhone } from "@/lib/phone";
import { formatPlate } from "@/lib/plates";
import { vehicleName } from "@/lib/quotes/display";
import type { PdfLogo } from "@/lib/quote-pdf/logo";
import { addressLines, shownTaxId, type ShopIdentity } from "@/lib/profile/shop-data";
import { styles } from "@/lib/quote-pdf/styles";
import type { PublicQuote, QuoteDocument } from "@/lib/quotes/types";

const t = messages.quotePdf;

/**
 * "Label: value", one run of text with the space in it: two boxes a gap apart looked right but
 * read back (copied, or by a screen reader) as 'Endereço:Rua', and a long value could not wrap
 * under its label. Nothing at all without a value.
 */
export function Field({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value?.trim()) return null;
  return (
    <Text>
      <Text style={styles.label}>{`${label}: `}</Text>
      {value}
    </Text>
  );
}

/**
 * The shop (logo, name, owner, WhatsApp) on the left; the document's title ('Orçamento Nº 0042' or,
 * once approved, 'Ordem de Serviço Nº 0042'), date and validity on the right.
 */
export function QuotePdfHeader({
  document,
  logo,
  title,
  identity,
}: {
  document: QuoteDocument | PublicQuote;
  logo: PdfLogo | null;
  title: string;
  /** The shop's CNPJ or CPF and address from its live profile (lib/data/shop-billing.ts). */
  identity?: ShopIdentity;
}) {
  const { shop, quote } = document;
  const taxId = shownTaxId(identity?.taxId);
  return (
    <View style={styles.header}>
      <View style={styles.shop}>
        {/* The bytes themselves, not {data, format}: react-pdf would keep the latter in a cache keyed
            by the whole file in base64, up to 30 logos of 2 MB in every server's memory. */}
        {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image, not an <img>: it has no alt. */}
        {logo && <Image style={styles.logo} src={logo.data} />}
        <View>
          {shop.shopName.trim() !== "" && <Text style={styles.shopName}>{shop.shopName}</Text>}
          <Field label={t.owner} value={shop.ownerName} />
          <Field label={t.whatsapp} value={shop.whatsapp && formatPhone(shop.whatsapp)} />
          {taxId && <Field label={taxId.kind} value={taxId.value} />}
          {identity && addressLines(identity).map((line) => <Text key={line}>{line}</Text>)}
        </View>
      </View>
      <View style={styles.quoteId}>
        <Text style={styles.title}>{title}</Text>
        <Field label={t.date} value={formatDate(quote.quoteDate)} />
        <Field label={t.validUntil} value={quote.validUntil && formatDay(quote.validUntil)} />
      </View>
    </View>
  );
}

/**
 * Who the quote is for and which car. The customer's phone only on the shop's own copy: the
 * customer's page passes a PublicQuote, which has none, and then there is no phone line at all.
 */
export function QuotePdfParties({ document }: { document: QuoteDocument | PublicQuote }) {
  const { quote, customer } = document;
  const phone = "phone" in customer && customer.phone ? formatPhone(customer.phone) : null;
  const vehicle = quote.vehicle;
  return (
    <View style={styles.parties}>
      <View style={styles.box}>
        <Text style={styles.boxTitle}>{t.customer}</Text>
        <Text style={styles.strong}>{customer.name}</Text>
        <Field label={t.phone} value={phone} />
      </View>
      {(vehicle || quote.checkInKm !== null) && (
        <View style={styles.box}>
          <Text style={styles.boxTitle}>{t.vehicle}</Text>
          {vehicle && <Field label={t.plate} value={formatPlate(vehicle.plate)} />}
          {vehicle && vehicleName(vehicle) !== "" && <Text>{vehicleName(vehicle)}</Text>}
          <Field label={t.checkInKm} value={quote.checkInKm === null ? null : formatKm(quote.checkInKm)} />
        </View>
      )}
    </View>
  );
}
