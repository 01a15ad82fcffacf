import "server-only";
import { deviceName } from "@/lib/auth/device-name";
import { networkPlace } from "@/lib/client-address/place";
import { listQuoteAnswers } from "@/lib/data/quote-answers";
import { getQuoteDocument } from "@/lib/data/quote-document";
import { findVerifiedShopEmail } from "@/lib/data/accounts";
import { formatQuoteNumber } from "@/lib/format";
import { mailDelivery, sendMail, shopNotice } from "@/lib/mail";
import { messages } from "@/lib/messages";
import { defineTask, enqueue, shopTaskData } from "@/lib/queue";
import { receiptLines } from "@/lib/quotes/receipt";
import { siteOrigin } from "@/lib/site-url";
import type { StoredAnswer } from "@/lib/quotes/types";
import { z } from "@/lib/validation/zod";

const m = messages.publicQuote.answer.mail;

type AnswerEmailInput = { quoteNumber: number; customerName: string; answer: StoredAnswer; link: string };

/**
 * The e-mail that tells the shop its customer answered: "Orçamento Nº 0042 aprovado por Maria
 * Souza", the receipt (the same lines as the page and the PDF), the device and network it came from, and the
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
    // Read, not raw: a shop owner does not read "::1" or a user agent; both stay in the record.
    { label: m.device, value: deviceName(answer.userAgent) },
    { label: m.network, value: m.networks[networkPlace(answer.clientAddress)] },
  ];
  return { subject, ...shopNotice({ intro, lines, linkIntro: m.linkIntro, link, footer: m.automatic }) };
}

/**
 * Tells the shop by e-mail that `answer` was recorded, at the account's address once its owner
 * confirmed it (never the profile's, nor an unconfirmed one: whoever typed it may not own it, and
 * the customer writes part of this mail), when this server can send mail. Sent by the queue's
 * 'mail.answer-notice' once the answer is committed (after the customer's response, see
 * app/(public-quote)/orcamento/[token]/resposta/route.ts): a failed send throws, and the queue
 * tries again. The shop sees the answer on the quote's page either way.
 */
export async function notifyShopOfAnswer(shopId: string, quoteId: string, answer: StoredAnswer): Promise<void> {
  if (mailDelivery() === "off") return;
  const [document, to] = await Promise.all([getQuoteDocument(shopId, quoteId), findVerifiedShopEmail(shopId)]);
  if (!document || !to) return;
  const link = `${siteOrigin()}/dashboard/quotes/${quoteId}`;
  await sendMail({ to, ...answerEmail({ quoteNumber: document.quote.number, customerName: document.customer.name, answer, link }) });
}

/**
 * The shop's e-mail about an answer, as a job: it names the answer (quote and version), never
 * carries it; the answer is read again when the job runs, and a quote deleted meanwhile sends nothing.
 */
export const answerNoticeMail = defineTask({
  name: "mail.answer-notice",
  data: shopTaskData({ quoteId: z.string().uuid(), versionNumber: z.number().int().positive() }),
  run: async ({ shopId, quoteId, versionNumber }) => {
    const answer = (await listQuoteAnswers(shopId, quoteId)).find((one) => one.versionNumber === versionNumber);
    if (answer) await notifyShopOfAnswer(shopId, quoteId, answer);
  },
});

/** Queues the shop's e-mail about an answer just committed; a failure to queue is logged, the customer's answer stands. */
export async function queueAnswerNotice(shopId: string, quoteId: string, versionNumber: number) {
  try {
    await enqueue(answerNoticeMail, { shopId, quoteId, versionNumber });
  } catch (error) {
    console.error("e-mail da resposta ao orçamento não enfileirado", { shopId, quoteId, versionNumber }, error);
  }
}
