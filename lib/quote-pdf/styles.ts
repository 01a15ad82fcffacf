import { StyleSheet } from "@react-pdf/renderer";
import { PDF_FONT_FAMILY } from "@/lib/quote-pdf/fonts";

/**
 * A printable document: black on white, grey for labels and rules, one accent (a dark blue) for the
 * title and the table's header line. Sizes in points (A4 is 595 × 842).
 */
export const colors = { text: "#111111", muted: "#555555", rule: "#d4d4d4", band: "#f3f4f6", accent: "#1e3a8a" } as const;

/** The widths of the item table's fixed columns; the description takes what is left. */
// Wide enough for "Mão de obra" and "Preço fechado" on one line at the table's size.
export const columnWidths = { kind: 62, condition: 50, quantity: 70, unitPrice: 64, total: 68 } as const;

// No lineHeight on the page: react-pdf then drops every `render` text (the page numbers); the
// blocks of running text set their own.
export const styles = StyleSheet.create({
  page: { fontFamily: PDF_FONT_FAMILY, fontSize: 9, color: colors.text, paddingTop: 36, paddingBottom: 60, paddingHorizontal: 40 },

  header: {
    flexDirection: "row",
    justifyContent: "space-between",
    gap: 16,
    paddingBottom: 12,
    borderBottomWidth: 1,
    borderBottomColor: colors.rule,
  },
  shop: { flexDirection: "row", gap: 10, flexShrink: 1 },
  logo: { width: 64, height: 64, objectFit: "contain" },
  shopName: { fontSize: 13, fontWeight: 700, marginBottom: 2 },
  quoteId: { alignItems: "flex-end", flexShrink: 0 },
  title: { fontSize: 15, fontWeight: 700, color: colors.accent, marginBottom: 4 },

  label: { color: colors.muted },

  parties: { flexDirection: "row", gap: 12, marginTop: 12 },
  box: { flex: 1, borderWidth: 1, borderColor: colors.rule, borderRadius: 3, padding: 8 },
  boxTitle: { fontSize: 8, fontWeight: 700, color: colors.muted, textTransform: "uppercase", marginBottom: 3 },
  strong: { fontWeight: 700 },

  section: { marginTop: 14 },
  sectionTitle: { fontSize: 10, fontWeight: 700, marginBottom: 5 },
  paragraph: { marginBottom: 2, lineHeight: 1.35 },

  table: { marginTop: 6, fontSize: 8.5 },
  headerRow: {
    flexDirection: "row",
    backgroundColor: colors.band,
    borderBottomWidth: 1,
    borderBottomColor: colors.accent,
    fontWeight: 700,
  },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: colors.rule },
  cell: { paddingVertical: 4, paddingHorizontal: 4 },
  right: { textAlign: "right" },

  totals: { marginTop: 10, marginLeft: "auto", width: 230 },
  totalLine: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  grandTotal: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderTopWidth: 1,
    borderTopColor: colors.text,
    marginTop: 3,
    paddingTop: 4,
    fontSize: 11,
    fontWeight: 700,
  },

  terms: { flexDirection: "row", flexWrap: "wrap", gap: 8 },
  term: { width: "31%" },
  termWide: { width: "100%" },
  termValue: { lineHeight: 1.35 },

  receipt: { marginTop: 14, padding: 8, borderWidth: 1, borderColor: colors.accent, borderRadius: 3, gap: 2 },
  receiptValue: { flexShrink: 1, lineHeight: 1.35 },

  footnote: {
    marginTop: 16,
    paddingTop: 8,
    borderTopWidth: 1,
    borderTopColor: colors.rule,
    fontSize: 8,
    color: colors.muted,
    lineHeight: 1.35,
  },
  pageFooter: {
    position: "absolute",
    bottom: 28,
    left: 40,
    right: 40,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: colors.muted,
  },
});
