/**
 * A real SMTP server in the test's own process (the `smtp-server` package), for the integration
 * tests and the e2e harness (e2e/serve.ts): the app's mail module talks to it over TCP as it would
 * to Mailpit or a provider, and the test reads back the raw messages it accepted.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: Buffer };

type Options = {
  /** Called for every accepted message (the e2e harness writes it to a file). */
  onMail?: (mail: ReceivedMail) => void | Promise<void>;
};

export type TestSmtpServer = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** From now on every message is refused with a permanent error (550), as a provider refusing it would. */
  rejectNext: (enabled: boolean) => void;
  stop: () => Promise<void>;
};

export async function startSmtpServer({ onMail }: Options = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let rejecting = false;
  const server = new SMTPServer({
    // Plain SMTP without login, as Mailpit is: nodemailer would otherwise upgrade to a self-signed TLS.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejecting) {
          callback(Object.assign(new Error("5.7.1 Message rejected by policy"), { responseCode: 550 }));
          return;
        }
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks),
        };
        received.push(mail);
        Promise.resolve(onMail?.(mail)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNext: (enabled) => void (rejecting = enabled),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
