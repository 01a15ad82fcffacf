import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { mailDelivery, mailFrom, mailFromAddress, outboxDir, safeSenderName } from "@/lib/mail/config";
import { MailNotConfiguredError } from "@/lib/mail/errors";

/**
 * The app's one way to send an e-mail (quotes now, account e-mails later): nothing here knows
 * what a mail is about. See ./config.ts for where mail goes (SMTP, the development outbox, or
 * nowhere) and ./errors.ts for the short reason a failure is shown with.
 */
export { mailDelivery, mailFrom, mailFromAddress, outboxDir, safeSenderName, type MailDelivery } from "@/lib/mail/config";
export { mailFailureReason, MailNotConfiguredError } from "@/lib/mail/errors";
export { escapeHtml, shopNotice, type NoticeLine } from "@/lib/mail/html";

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** Every value interpolated into it must already be escaped (escapeHtml). */
  html?: string;
  replyTo?: string;
  /**
   * The sender's display name instead of MAIL_FROM's (the address stays MAIL_FROM's): a quote goes
   * out as "Oficina do Zé via Oficina Digital". Made safe for the header here (safeSenderName).
   */
  senderName?: string;
  attachments?: MailAttachment[];
  /**
   * Extra headers, by name (List-Unsubscribe of an automatic reminder). Never user text: nodemailer
   * folds and encodes them, but a value from a user would still say what it likes.
   */
  headers?: Record<string, string>;
};

/**
 * Timeouts well under a request's patience: a dead or silent SMTP server fails the send in
 * seconds (and the mechanic can try again) instead of holding the request open for minutes,
 * nodemailer's defaults.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000, dnsTimeout: 5_000 };

let smtp: { url: string; transporter: Transporter } | undefined;

/** One transporter per process, remade when SMTP_URL changes (the tests point it at their own server). */
function smtpTransporter(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transporter.close();
    smtp = { url, transporter: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) };
  }
  return smtp.transporter;
}

/** The development outbox's writer: the message as the SMTP server would have received it. */
const outboxTransporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

/**
 * Sends `mail` from MAIL_FROM. Resolves once the SMTP server accepted it (or the outbox file is
 * written); rejects with nodemailer's error, or MailNotConfiguredError when delivery is off.
 * Answers the outbox file's path in outbox mode (tests and the README's instructions use it).
 */
export async function sendMail(mail: Mail): Promise<{ outboxFile?: string }> {
  const delivery = mailDelivery();
  if (delivery === "off") throw new MailNotConfiguredError();
  const { senderName, ...rest } = mail;
  const name = senderName === undefined ? "" : safeSenderName(senderName);
  // An address object: nodemailer quotes and encodes the name itself, so no user text is ever
  // spliced into the header's raw syntax.
  const message = { ...rest, from: name ? { name, address: mailFromAddress() } : mailFrom() };
  if (delivery === "smtp") {
    await smtpTransporter(env.SMTP_URL!).sendMail(message);
    return {};
  }
  const info = await outboxTransporter.sendMail(message);
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  // Sortable by time, unique within the millisecond.
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID().slice(0, 8)}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  return { outboxFile: file };
}
