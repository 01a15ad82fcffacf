import "server-only";
import { getQuoteDocument } from "@/lib/data/quote-document";
import { findVerifiedShopEmail } from "@/lib/data/accounts";
import { formatQuoteNumber } from "@/lib/format";
import { mailDelivery, sendMail, shopNotice } from "@/lib/mail";
import { messages } from "@/lib/messages";
import { receiptLines } from "@/lib/quotes/receipt";
import { siteOrigin } from "@/lib/site-url";
import type { StoredAnswer } from "@/lib/quotes/types";

const m = messages.publicQuote.answer.mail;

type AnswerEmailInput = { quoteNumber: number; customerName: string; answer: StoredAnswer; link: string };

/**
 * The e-mail that tells the shop its customer answered: "Orçamento Nº 0042 aprovado por Maria
 * Souza", the receipt (the same lines as the page and the PDF), the address it came from, and the
 * quote's page in the dashboard. Plain text and HTML, every value escaped.
 */
export function answerEmail({ quoteNumber, customerName, answer, link }: AnswerEmailInput) {
  const number = formatQuoteNumber(quoteNumber);
  const approved = answer.answer === "approved";
  const subject = approved ? m.subjectApproved(number, answer.customerName ?? customerName) : m.subjectRefused(number);
  const intro = approved ? m.introApproved(number, answer.customerName ?? customerName) : m.introRefused(number, customerName);
  const lines = [
    { label: m.answer, value: approved ? m.approved : m.refused },
    ...receiptLines(answer),
    { label: m.address, value: answer.clientAddress },
  ];
  return { subject, ...shopNotice({ intro, lines, linkIntro: m.linkIntro, link, footer: m.automatic }) };
}

/**
 * Tells the shop by e-mail that `answer` was recorded, at the account's address once its owner
 * confirmed it (never the profile's, nor an unconfirmed one: whoever typed it may not own it, and
 * the customer writes part of this mail), when this server can send mail. Called once the answer
 * is committed (after the customer's response, see app/(public-quote)/orcamento/[token]/resposta/route.ts): it
 * never throws, since a mail that fails must not change what the customer was told. The shop
 * still sees the answer on the quote's page.
 */
export async function notifyShopOfAnswer(userId: string, quoteId: string, answer: StoredAnswer): Promise<void> {
  try {
    if (mailDelivery() === "off") return;
    const [document, to] = await Promise.all([getQuoteDocument(userId, quoteId), findVerifiedShopEmail(userId)]);
    if (!document || !to) return;
    const link = `${siteOrigin()}/dashboard/services/${quoteId}`;
    await sendMail({ to, ...answerEmail({ quoteNumber: document.quote.number, customerName: document.customer.name, answer, link }) });
  } catch (error) {
    console.error("e-mail da resposta ao orçamento não enviado", { userId, quoteId, versionNumber: answer.versionNumber }, error);
  }
}
