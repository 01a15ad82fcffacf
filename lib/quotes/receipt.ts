import { formatAmount, formatDateTime } from "@/lib/format";
import { messages } from "@/lib/messages";
import { shortCode } from "@/lib/quotes/snapshot";
import type { StoredAnswer } from "@/lib/quotes/types";

const r = messages.publicQuote.answer.receipt;
const inPerson = messages.inPersonApproval;

/** What a receipt needs of a stored answer: all but where it came from. */
export type ReceiptAnswer = Omit<StoredAnswer, "clientAddress" | "userAgent">;

/**
 * The receipt's lines, the same on the customer's page, both PDFs and the shop's e-mail: who,
 * when (São Paulo's clock), which version and the short code of exactly what was shown, and for a
 * refusal its reason. One list, so the three can never say different things.
 */
export function receiptLines(answer: ReceiptAnswer): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [
    // Recorded by the shop, not typed on the link: said first, with who took it.
    ...(answer.channel === "in_person"
      ? [
          {
            label: inPerson.receiptLabel,
            value: inPerson.approvedBy(
              answer.customerName ?? "",
              answer.takenBy ?? "",
              formatDateTime(answer.answeredAt),
              answer.versionNumber,
              shortCode(answer.sha256),
            ),
          },
        ]
      : []),
    ...(answer.customerName ? [{ label: r.name, value: answer.customerName }] : []),
    { label: r.when, value: r.dateTime(formatDateTime(answer.answeredAt)) },
    { label: r.version, value: String(answer.versionNumber) },
    { label: r.code, value: shortCode(answer.sha256) },
  ];
  if (answer.answer === "rejected") lines.push({ label: r.reason, value: answer.reason?.trim() || r.noReason });
  if (answer.nonOriginalPartsConsent) lines.push({ label: r.parts, value: r.partsAuthorised });
  const deposit = approvedDeposit(answer);
  if (deposit) lines.push({ label: messages.deposit.receiptLabel, value: deposit });
  return lines;
}

/** 'Aprovado com sinal de R$ 150,00' when the approved version asked a deposit; else null. */
export function approvedDeposit(answer: Pick<ReceiptAnswer, "answer" | "deposit">): string | null {
  if (answer.answer !== "approved" || !answer.deposit) return null;
  return messages.deposit.approvedWith(formatAmount(answer.deposit));
}

/** The answer to `versionNumber`, if it has one (a version holds at most one). */
export function answerTo<T extends { versionNumber: number }>(answers: readonly T[], versionNumber: number): T | undefined {
  return answers.find((answer) => answer.versionNumber === versionNumber);
}
