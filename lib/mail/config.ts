import path from "node:path";
import addressparser from "nodemailer/lib/addressparser";
import { readEnv, type EnvSource } from "@/lib/env";

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

export function mailDelivery(source?: EnvSource): MailDelivery {
  const env = readEnv(source);
  if (env.SMTP_URL) return "smtp";
  return env.NODE_ENV === "production" ? "off" : "outbox";
}

/** The sender of every mail: MAIL_FROM, or the product's name at a no-reply address (lib/env.ts). */
export function mailFrom(source?: EnvSource): string {
  return readEnv(source).MAIL_FROM;
}

/** Where the development outbox keeps its .eml files. */
export function outboxDir(source?: EnvSource): string {
  return path.resolve(readEnv(source).OFICINA_DATA_DIR, "outbox");
}

/** MAIL_FROM's address alone (`nao-responda@…`), for a sender shown under another name. */
export function mailFromAddress(source?: EnvSource): string {
  const [parsed] = addressparser(mailFrom(source), { flatten: true });
  return parsed?.address || "nao-responda@localhost";
}

/** The longest display name a sender is given (RFC 5322 keeps a header line under 78 characters). */
export const SENDER_NAME_MAX = 60;

/**
 * A name from a user (a shop's) made safe as the display name of a From header: no control
 * characters or line breaks (no header injection), no double quotes, backslashes, angle
 * brackets, brackets, commas, semicolons, colons or at signs (nothing that could close the quoted
 * name or read as another address), spaces collapsed, at most `max` characters. nodemailer then encodes
 * what is left (accents) as the standard asks. Empty when nothing printable remains.
 */
export function safeSenderName(name: string, max: number = SENDER_NAME_MAX): string {
  const cleaned = name
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"`\\<>,;:@[\]]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(cleaned).slice(0, max).join("").trim();
}
