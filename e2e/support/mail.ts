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

/** Each file parsed once per worker: a file is complete (and never changes) once it is named .eml. */
const parsed = new Map<string, Promise<ParsedMail>>();

/**
 * Every mail received so far addressed to `to` (each test uses an address of its own). Only the
 * files that name the address are parsed: by the end of a run the folder holds hundreds of mails,
 * and parsing them all on each poll of a wait kept a core busy.
 */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  const address = to.toLowerCase();
  const files = (await fs.readdir(E2E_MAIL_DIR)).filter((file) => file.endsWith(".eml")).sort();
  const mails = await Promise.all(
    files.map(async (file) => {
      let mail = parsed.get(file);
      if (!mail) {
        const raw = await fs.readFile(path.join(E2E_MAIL_DIR, file));
        if (!raw.toString("latin1").toLowerCase().includes(address)) return null;
        mail = simpleParser(raw);
        parsed.set(file, mail);
      }
      return mail;
    }),
  );
  return mails.filter((mail): mail is ParsedMail => mail !== null && recipients(mail).includes(address));
}
