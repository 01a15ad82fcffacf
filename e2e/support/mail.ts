/**
 * What the e2e SMTP server received (e2e/serve.ts writes each message to E2E_MAIL_DIR), parsed as
 * a mail client would.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { E2E_MAIL_DIR } from "../env";

function recipients(mail: ParsedMail): string[] {
  const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]) : [];
  return to.flatMap((address) => address.value.map((value) => value.address ?? ""));
}

/** Every mail received so far addressed to `to` (each test uses an address of its own). */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  const files = (await fs.readdir(E2E_MAIL_DIR)).filter((file) => file.endsWith(".eml")).sort();
  const mails = await Promise.all(files.map(async (file) => simpleParser(await fs.readFile(path.join(E2E_MAIL_DIR, file)))));
  return mails.filter((mail) => recipients(mail).includes(to.toLowerCase()));
}
