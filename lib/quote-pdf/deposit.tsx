import { Text, View } from "@react-pdf/renderer";
import { formatAmount } from "@/lib/format";
import { messages } from "@/lib/messages";
import { styles } from "@/lib/quote-pdf/styles";
import { depositAmount } from "@/lib/quotes/deposit";
import type { Quote } from "@/lib/quotes/types";

const m = messages.deposit;

/** The deposit ('sinal') the quote asks with its approval, as the link says it; nothing when none. */
export function QuotePdfDeposit({ quote }: { quote: Quote }) {
  const amount = depositAmount(quote, quote.totals.parts, quote.cost);
  if (!amount) return null;
  const shown = formatAmount(amount);
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.strong}>{`${m.askedLabel}: ${shown}`}</Text>
      <Text style={styles.paragraph}>{m.askedNote(shown)}</Text>
    </View>
  );
}
