import { formatAmount } from "@/lib/format";
import { Text, View } from "@react-pdf/renderer";
import { messages } from "@/lib/messages";
import { itemQuantity } from "@/lib/quotes/display";
import { PART_CONDITION_LABELS, QUOTE_ITEM_KIND_LABELS } from "@/lib/quotes/items";
import { columnWidths as w, styles } from "@/lib/quote-pdf/styles";
import type { QuoteItem } from "@/lib/quotes/types";

const t = messages.quotePdf;

const cells = {
  kind: [styles.cell, { width: w.kind }],
  description: [styles.cell, { flex: 1 }],
  condition: [styles.cell, { width: w.condition }],
  quantity: [styles.cell, styles.right, { width: w.quantity }],
  unitPrice: [styles.cell, styles.right, { width: w.unitPrice }],
  total: [styles.cell, styles.right, { width: w.total }],
};

/**
 * Every line of the quote: type, description, a part's condition (CDC art. 21), quantity (labour
 * by the hour in hours, at a fixed price none), unit price and total. The header is `fixed` inside
 * the table's view, so react-pdf repeats it at the top of every page the table runs onto; a row is
 * never cut between two pages.
 */
export function QuotePdfItems({ items }: { items: QuoteItem[] }) {
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle}>{t.itemsHeading}</Text>
      <View style={styles.table}>
        <View style={styles.headerRow} fixed>
          <Text style={cells.kind}>{t.columns.kind}</Text>
          <Text style={cells.description}>{t.columns.description}</Text>
          <Text style={cells.condition}>{t.columns.condition}</Text>
          <Text style={cells.quantity}>{t.columns.quantity}</Text>
          <Text style={cells.unitPrice}>{t.columns.unitPrice}</Text>
          <Text style={cells.total}>{t.columns.total}</Text>
        </View>
        {items.map((item) => (
          <View key={item.id} style={styles.row} wrap={false}>
            <Text style={cells.kind}>{QUOTE_ITEM_KIND_LABELS[item.kind]}</Text>
            <Text style={cells.description}>{item.description}</Text>
            <Text style={cells.condition}>{item.partCondition ? PART_CONDITION_LABELS[item.partCondition] : ""}</Text>
            <Text style={cells.quantity}>{itemQuantity(item) ?? messages.quotePage.fixedPrice}</Text>
            <Text style={cells.unitPrice}>{formatAmount(item.unitPrice)}</Text>
            <Text style={[...cells.total, styles.strong]}>{formatAmount(item.total)}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}
