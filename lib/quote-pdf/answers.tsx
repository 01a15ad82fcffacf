import { Text, View } from "@react-pdf/renderer";
import { formatDateTime } from "@/lib/format";
import { messages } from "@/lib/messages";
import { styles } from "@/lib/quote-pdf/styles";
import { approvedDeposit, receiptLines, type ReceiptAnswer } from "@/lib/quotes/receipt";
import { shortCode } from "@/lib/quotes/snapshot";

const t = messages.quotePdf;

/**
 * What the PDF says of the customer's answers: the receipt of the version it shows, and every
 * answer; `inPerson`, the versions approved at the counter and who in the shop took each
 * (lib/data/job-document.ts), which the history says were given 'presencialmente'.
 */
export type PdfAnswers = {
  receipt?: ReceiptAnswer;
  history: readonly ReceiptAnswer[];
  inPerson?: readonly { versionNumber: number; takenBy: string | null }[];
};

/** The receipt of the answer to the version this PDF shows: the same lines as the page's. */
export function QuotePdfReceipt({ answer }: { answer: ReceiptAnswer }) {
  return (
    <View style={styles.receipt} wrap={false}>
      <Text style={styles.sectionTitle}>{answer.answer === "approved" ? t.receipt.approved : t.receipt.refused}</Text>
      {receiptLines(answer).map(({ label, value }) => (
        <Text key={label} style={styles.receiptValue}>
          <Text style={styles.label}>{`${label}: `}</Text>
          {value}
        </Text>
      ))}
    </View>
  );
}

/** The name, and 'presencialmente, recebido por …' for an approval given at the counter. */
function nameAndChannel(answer: ReceiptAnswer, inPerson: PdfAnswers["inPerson"] = []) {
  const name = answer.customerName ?? "—";
  const counter = inPerson.find((entry) => entry.versionNumber === answer.versionNumber);
  return counter ? `${name} (${messages.jobDocument.inPerson(counter.takenBy)})` : name;
}

const widths = { version: 44, answer: 58, when: 92, code: 60 } as const;

/** 'Histórico de aprovações': every answer the quote received, oldest first. */
export function QuotePdfHistory({ answers, inPerson = [] }: { answers: readonly ReceiptAnswer[]; inPerson?: PdfAnswers["inPerson"] }) {
  if (answers.length === 0) return null;
  const c = t.historyColumns;
  return (
    <View style={styles.section}>
      <Text style={styles.sectionTitle} minPresenceAhead={40}>
        {t.historyHeading}
      </Text>
      <View style={styles.table}>
        <View style={styles.headerRow}>
          <Text style={[styles.cell, { width: widths.version }]}>{c.version}</Text>
          <Text style={[styles.cell, { width: widths.answer }]}>{c.answer}</Text>
          <Text style={[styles.cell, { flex: 1 }]}>{c.name}</Text>
          <Text style={[styles.cell, { width: widths.when }]}>{c.when}</Text>
          <Text style={[styles.cell, { width: widths.code }]}>{c.code}</Text>
        </View>
        {answers.map((answer) => (
          <View key={answer.versionNumber} style={styles.row} wrap={false}>
            <Text style={[styles.cell, { width: widths.version }]}>{String(answer.versionNumber)}</Text>
            <Text style={[styles.cell, { width: widths.answer }]}>{t.answers[answer.answer]}</Text>
            <Text style={[styles.cell, { flex: 1 }]}>
              {[nameAndChannel(answer, inPerson), approvedDeposit(answer)].filter(Boolean).join("\n")}
            </Text>
            <Text style={[styles.cell, { width: widths.when }]}>{formatDateTime(answer.answeredAt)}</Text>
            <Text style={[styles.cell, { width: widths.code }]}>{shortCode(answer.sha256)}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}
