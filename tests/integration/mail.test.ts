/**
 * The mail module against a real SMTP server in this process (tests/support/smtp-server.ts), the
 * development outbox on disk, and delivery switched off as `npm start` has it without SMTP_URL.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

const { escapeHtml, mailDelivery, mailFailureReason, MailNotConfiguredError, sendMail } = await import("@/lib/mail");
const { messages } = await import("@/lib/messages");

const reasons = messages.mail.reasons;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
afterEach(() => {
  vi.unstubAllEnvs();
  smtp.rejectNext(false);
});

const MAIL = {
  to: "maria.conceicao@exemplo.com.br",
  subject: "Orçamento Nº 0042 — Auto Mecânica Conceição",
  text: "Olá, Maria! Ação, pão, coração.",
  html: `<p>${escapeHtml("<Maria & João>")}</p>`,
  replyTo: "oficina@exemplo.com.br",
  attachments: [{ filename: "orcamento-0042.pdf", content: Buffer.from("%PDF-1.4 teste"), contentType: "application/pdf" }],
};

describe("where mail goes", () => {
  it("SMTP when SMTP_URL is set, the outbox in development, nowhere in production", () => {
    expect(mailDelivery({ SMTP_URL: "smtp://mailpit:1025", NODE_ENV: "production" })).toBe("smtp");
    expect(mailDelivery({ NODE_ENV: "development" })).toBe("outbox");
    expect(mailDelivery({ SMTP_URL: "  ", NODE_ENV: "test" })).toBe("outbox");
    expect(mailDelivery({ NODE_ENV: "production" })).toBe("off");
  });
});

describe("through SMTP", () => {
  it("delivers subject, body, HTML, reply-to and attachment from MAIL_FROM", async () => {
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("MAIL_FROM", "Oficina Digital <orcamentos@oficina.test>");
    const before = smtp.received.length;
    await sendMail(MAIL);

    expect(smtp.received).toHaveLength(before + 1);
    const received = smtp.received.at(-1)!;
    expect(received.to).toEqual([MAIL.to]);
    const mail = await simpleParser(received.raw);
    expect(mail.subject).toBe(MAIL.subject);
    expect(mail.from?.text).toBe('"Oficina Digital" <orcamentos@oficina.test>');
    expect(mail.replyTo?.text).toBe(MAIL.replyTo);
    expect(mail.text?.trim()).toBe(MAIL.text);
    expect(mail.html).toContain("<p>&#60;Maria &#38; João&#62;</p>");
    expect(mail.attachments.map((file) => [file.filename, file.contentType, file.content.toString()])).toEqual([
      ["orcamento-0042.pdf", "application/pdf", "%PDF-1.4 teste"],
    ]);
  });

  it("without MAIL_FROM sends as the product from a no-reply address", async () => {
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("MAIL_FROM", "");
    await sendMail({ to: "a@exemplo.com", subject: "Teste", text: "Teste" });
    const mail = await simpleParser(smtp.received.at(-1)!.raw);
    expect(mail.from?.text).toBe('"Oficina Digital" <nao-responda@localhost>');
  });

  it("a refused message rejects, and its reason is a short pt-BR category", async () => {
    vi.stubEnv("SMTP_URL", smtp.url);
    smtp.rejectNext(true);
    const before = smtp.received.length;
    const error = await sendMail(MAIL).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(mailFailureReason(error)).toBe(reasons.rejected);
    expect(smtp.received).toHaveLength(before);
  });

  it("a server nobody answers on fails in seconds, and the reason never shows SMTP_URL or its password", async () => {
    const closed = await startSmtpServer();
    await closed.stop();
    vi.stubEnv("SMTP_URL", closed.url.replace("smtp://", "smtp://usuario:senha-secreta@"));
    const started = Date.now();
    const error = await sendMail(MAIL).catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(6_000);
    const reason = mailFailureReason(error);
    expect(reason).toBe(reasons.unreachable);
    expect(reason).not.toContain("senha-secreta");
  });
});

describe("the development outbox", () => {
  it("keeps each mail as a readable .eml under OFICINA_DATA_DIR/outbox", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-outbox-"));
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("OFICINA_DATA_DIR", dataDir);
    try {
      const { outboxFile } = await sendMail(MAIL);
      expect(path.dirname(outboxFile!)).toBe(path.join(dataDir, "outbox"));
      expect(await fs.readdir(path.join(dataDir, "outbox"))).toEqual([path.basename(outboxFile!)]);
      expect(outboxFile).toMatch(/\.eml$/);
      const mail = await simpleParser(await fs.readFile(outboxFile!));
      expect(mail.subject).toBe(MAIL.subject);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(MAIL.to);
      expect(mail.replyTo?.text).toBe(MAIL.replyTo);
      expect(mail.text?.trim()).toBe(MAIL.text);
      expect(mail.attachments[0]?.filename).toBe("orcamento-0042.pdf");
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("switched off", () => {
  it("production without SMTP_URL sends nothing and says it is not configured", async () => {
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("NODE_ENV", "production");
    const before = smtp.received.length;
    const error = await sendMail(MAIL).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailNotConfiguredError);
    expect(mailFailureReason(error)).toBe(reasons.notConfigured);
    expect(smtp.received).toHaveLength(before);
  });
});
