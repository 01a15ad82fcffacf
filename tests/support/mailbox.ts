/**
 * A test file's mailbox: a real SMTP server (./smtp-server.ts) started for the file, SMTP_URL
 * pointing at it in every test, and the mail a test sent read back parsed. Call once, at the top
 * of a file (it registers the file's hooks).
 */
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { settleAfterResponse } from "./request";
import { startSmtpServer, type TestSmtpServer } from "./smtp-server";

export function testMailbox() {
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.stop());
  beforeEach(() => {
    vi.stubEnv("SMTP_URL", smtp!.url);
  });
  afterEach(async () => {
    // The mail a test did not read still goes out before the next test changes the environment.
    await settleAfterResponse();
    vi.unstubAllEnvs();
  });

  /** Every mail sent to `to` so far, parsed, once the work after the response has run. */
  async function mailsTo(to: string) {
    await settleAfterResponse();
    return Promise.all(smtp!.received.filter((mail) => mail.to.includes(to)).map((mail) => simpleParser(mail.raw)));
  }

  /** The token of the last link mailed to `to` for `path`, as the click would open it. */
  async function lastLinkTo(to: string, path: string) {
    const links = (await mailsTo(to)).flatMap((mail) =>
      [...(mail.text ?? "").matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0])),
    );
    const link = links.filter((url) => url.pathname === path).at(-1);
    if (!link) throw new Error(`no ${path} link mailed to ${to}`);
    return link.searchParams.get("token") ?? "";
  }

  return { mailsTo, lastLinkTo, server: () => smtp! };
}
