import path from "node:path";

/**
 * How this process delivers mail, read from the environment on every call (tests and the e2e
 * harness set SMTP_URL per run):
 * - "smtp": SMTP_URL is set; every mail goes through that server (Mailpit under docker compose).
 * - "outbox": no SMTP_URL outside production (`npm run dev`, the tests): every mail is written as
 *   an .eml file under OFICINA_DATA_DIR/outbox (.data/outbox), for the developer to open.
 * - "off": no SMTP_URL in production (`npm start`): nothing can be sent, and the screens that send
 *   say what to configure instead of offering a button that would fail.
 */
export type MailDelivery = "smtp" | "outbox" | "off";

export function mailDelivery(env: NodeJS.ProcessEnv = process.env): MailDelivery {
  if (env.SMTP_URL?.trim()) return "smtp";
  return env.NODE_ENV === "production" ? "off" : "outbox";
}

/** The sender of every mail: MAIL_FROM, or the product's name at a no-reply address. */
export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM?.trim() || "Oficina Digital <nao-responda@localhost>";
}

/** Where the development outbox keeps its .eml files. */
export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.OFICINA_DATA_DIR || ".data", "outbox");
}
