import { formatAmount } from "@/lib/format";
import { Text, View } from "@react-pdf/renderer";
import { formatDay } from "@/lib/calendar";
import { messages } from "@/lib/messages";
import { totalsLines } from "@/lib/quotes/display";
import { styles } from "@/lib/quote-pdf/styles";
import type { Quote } from "@/lib/quotes/types";

const t = messages.quotePdf;
const labels = messages.quotePage;

/** The sums, as the quote's page shows them (components/quotes/view-totals.tsx): only the kinds it has. */
export function QuotePdfTotals({ quote }: { quote: Quote }) {
  const kinds = new Set(quote.items.map((item) => item.kind));
  const total = quote.cost === null ? "0" : quote.cost.toFixed(2);
  const lines = totalsLines(kinds, quote.totals, { kind: quote.discountKind, value: quote.discountValue }, total);
  return (
    <View style={styles.totals} wrap={false}>
      {lines.map((line) => (
        <View key={line.id} style={line.id === "total" ? styles.grandTotal : styles.totalLine}>
          <Text style={line.id === "total" ? undefined : styles.label}>{line.label}</Text>
          <Text>{`${line.subtracted ? "− " : ""}${formatAmount(line.amount)}`}</Text>
        </View>
      ))}
    </View>
  );
}

function Term({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    // A short term stays whole; a long text (observations) may run onto the next page.
    <View style={wide ? styles.termWide : styles.term} wrap={Boolean(wide)}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.termValue}>{value}</Text>
    </View>
  );
}

/**
 * What CDC art. 40 asks a quote to state besides its prices, as on its page
 * (components/quotes/view-terms.tsx): validity, estimated dates, payment, observations, warranty.
 * Only what was filled in.
 */
export function QuotePdfTerms({ quote }: { quote: Quote }) {
  type Filled = { label: string; value: string };
  const days = (
    [
      { label: labels.validUntil, value: quote.validUntil },
      { label: labels.estimatedStart, value: quote.estimatedStart },
      { label: labels.estimatedCompletion, value: quote.estimatedCompletion },
    ] as { label: string; value: string | null }[]
  ).filter((day): day is Filled => day.value !== null);
  const texts = (
    [
      { label: labels.paymentTerms, value: quote.paymentTerms },
      { label: labels.observations, value: quote.observations },
      { label: labels.warranty, value: quote.warrantyText },
    ] as { label: string; value: string | null }[]
  ).filter((text): text is Filled => Boolean(text.value?.trim()));
  if (days.length === 0 && texts.length === 0) return null;
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle} minPresenceAhead={40}>
        {t.termsHeading}
      </Text>
      <View style={styles.terms}>
        {days.map((day) => (
          <Term key={day.label} label={day.label} value={formatDay(day.value)} />
        ))}
        {texts.map((text) => (
          <Term key={text.label} label={text.label} value={text.value} wide />
        ))}
      </View>
    </View>
  );
}

/** The closing note: until when the quote holds and that, once approved, it binds both parties. */
export function QuotePdfFootnote({ quote }: { quote: Quote }) {
  return (
    <Text style={styles.footnote} wrap={false}>
      {messages.quotes.footnote(quote.validUntil && formatDay(quote.validUntil))}
    </Text>
  );
}
