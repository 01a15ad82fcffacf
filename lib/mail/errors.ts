import { messages } from "@/lib/messages";

/**
 * Why a mail could not be sent, as a short pt-BR reason to put after a screen's own prefix
 * ('Erro ao enviar e-mail: '). Nodemailer's errors carry the SMTP conversation, host names and
 * sometimes the credentials of SMTP_URL: none of that reaches the user, only a category.
 */
const m = messages.mail.reasons;

export class MailNotConfiguredError extends Error {
  constructor() {
    super("mail delivery is off: SMTP_URL is not set");
    this.name = "MailNotConfiguredError";
  }
}

type NodemailerError = { code?: unknown; responseCode?: unknown };

export function mailFailureReason(error: unknown): string {
  if (error instanceof MailNotConfiguredError) return m.notConfigured;
  const { code, responseCode } = (typeof error === "object" && error !== null ? error : {}) as NodemailerError;
  if (code === "EAUTH" || code === "ENOAUTH") return m.auth;
  if (code === "EENVELOPE" || (typeof responseCode === "number" && responseCode >= 500 && responseCode < 600)) return m.rejected;
  if (code === "ETIMEDOUT") return m.timeout;
  if (typeof responseCode === "number" && responseCode >= 400 && responseCode < 500) return m.temporary;
  if (code === "ECONNECTION" || code === "ESOCKET" || code === "EDNS" || code === "ETLS" || code === "ECONNREFUSED") return m.unreachable;
  return m.unknown;
}
