/**
 * The e-mails that went out through after() go through the queue. What a job stores (no
 * token), that 'Esqueci minha senha' does the same work for any address, that a failed send is kept
 * for a retry, and that a job whose row is gone completes without sending.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { leads, users } from "@/db/schema";
import { confirmEmail, createMechanic, uniqueEmail } from "../support/factories";
import { testMailbox } from "../support/mailbox";

const { forgotPasswordAction } = await import("@/lib/actions/forgot-password");
const { signUpAction } = await import("@/lib/actions/auth");
const { createLead } = await import("@/lib/data/leads");
const { accountLinkMail, accountNoticeMail } = await import("@/lib/account/mail-tasks");
const { leadNoticeMail } = await import("@/lib/leads/lead-email");
const { answerNoticeMail } = await import("@/lib/quote-sending/answer-email");
const { enqueue } = await import("@/lib/queue");
const { runQueuedTasks } = await import("@/lib/queue/worker");

const { mailsTo, server } = testMailbox();

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The jobs of one queue, as pg-boss keeps them (this file's own schema). */
async function jobsOf(queue: string) {
  return getDb().execute<{ id: string; state: string; data: Record<string, unknown> }>(
    sql`select id, state, data from ${sql.identifier(process.env.QUEUE_SCHEMA!)}.job where name = ${queue} order by created_on`,
  );
}

describe("account e-mails through the queue", () => {
  it("'Esqueci minha senha' queues one job for any address, holding no token; only the owner gets a link", async () => {
    await runQueuedTasks();
    const owner = await createMechanic();
    const nobody = uniqueEmail("ninguem");
    const before = (await jobsOf("mail.account-link")).length;
    await forgotPasswordAction(null, form({ email: owner.email }));
    await forgotPasswordAction(null, form({ email: nobody }));
    const queued = (await jobsOf("mail.account-link")).slice(before);
    // The same work for both (one INSERT each): the request's time tells nothing about the address.
    expect(queued.map((job) => Object.keys(job.data).sort())).toEqual([
      ["email", "kind", "origin"],
      ["email", "kind", "origin"],
    ]);
    expect(JSON.stringify(queued)).not.toMatch(/token/i);

    const [mail] = await mailsTo(owner.email);
    expect(mail?.text).toMatch(/\/auth\/nova-senha\?token=[A-Za-z0-9_-]{43}/);
    expect(await mailsTo(nobody)).toEqual([]);
    expect((await jobsOf("mail.account-link")).slice(before).map((job) => job.state)).toEqual(["completed", "completed"]);
  });

  it("the sign-up's confirmation is queued, and sent by the job", async () => {
    const email = uniqueEmail("cadastro");
    expect(await signUpAction(null, form({ email, password: "senha-segura-1" }))).toMatchObject({ ok: true });
    expect(server().received.filter((mail) => mail.to.includes(email))).toEqual([]);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain("/auth/confirmar-email?token=");
  });

  it("a failed send throws: the job waits for its retry, and is sent when it runs again", async () => {
    const to = uniqueEmail("aviso");
    server().rejectNext(true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const id = await enqueue(accountNoticeMail, { notice: "password_changed" as const, to });
      expect(await runQueuedTasks()).toEqual({ ran: 0, failed: 1 });
      const [job] = (await jobsOf("mail.account-notice")).filter((one) => one.id === id);
      expect(job?.state).toBe("retry");
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Tarefa mail\.account-notice/), expect.anything());
      // Its time comes (the backoff is 30 s; here the wait is skipped), the server accepts.
      server().rejectNext(false);
      await getDb().execute(sql`update ${sql.identifier(process.env.QUEUE_SCHEMA!)}.job set start_after = now() where id = ${id}`);
      expect(await runQueuedTasks()).toEqual({ ran: 1, failed: 0 });
    } finally {
      server().rejectNext(false);
      logged.mockRestore();
    }
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("a new-password link whose mail failed is not left open: the retry sends a fresh one", async () => {
    const owner = await createMechanic();
    server().rejectNext(true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const id = await enqueue(accountLinkMail, { kind: "reset", email: owner.email, origin: "http://localhost:3000" });
      expect(await runQueuedTasks()).toEqual({ ran: 0, failed: 1 });
      const open = sql`select id from account_tokens where user_id = ${owner.id} and purpose = 'reset_password' and used_at is null`;
      expect(await getDb().execute(open)).toHaveLength(0);
      server().rejectNext(false);
      await getDb().execute(sql`update ${sql.identifier(process.env.QUEUE_SCHEMA!)}.job set start_after = now() where id = ${id}`);
      expect(await runQueuedTasks()).toEqual({ ran: 1, failed: 0 });
      expect(await getDb().execute(open)).toHaveLength(1);
    } finally {
      server().rejectNext(false);
      logged.mockRestore();
    }
    const [mail] = await mailsTo(owner.email);
    expect(mail?.text).toMatch(/\/auth\/nova-senha\?token=[A-Za-z0-9_-]{43}/);
  });

  it("an account deleted before its job runs gets nothing, and the job completes", async () => {
    const account = await createMechanic();
    await enqueue(accountLinkMail, { kind: "verify", userId: account.id, to: account.email, origin: "http://localhost:3000" });
    await getDb().delete(users).where(eq(users.id, account.id));
    expect(await runQueuedTasks()).toEqual({ ran: 1, failed: 0 });
    expect(await mailsTo(account.email)).toEqual([]);
  });
});

describe("the shop's e-mail about a lead", () => {
  it("is sent by its job; a lead deleted before the job runs sends nothing", async () => {
    const shop = await createMechanic();
    await confirmEmail(shop.id);
    const kept = await createLead(shop.id, { name: "Maria", email: "", phone: "(11) 98765-4321", isMechanic: false });
    const gone = await createLead(shop.id, { name: "Apagado", email: "", phone: "(11) 98765-4322", isMechanic: false });
    await enqueue(leadNoticeMail, { shopId: shop.id, leadId: kept.id });
    await enqueue(leadNoticeMail, { shopId: shop.id, leadId: gone.id });
    await getDb().delete(leads).where(eq(leads.id, gone.id));
    expect(await runQueuedTasks()).toEqual({ ran: 2, failed: 0 });
    const mails = await mailsTo(shop.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining("Maria")]);
  });
});

describe("the shop's e-mail about an answer", () => {
  it("completes without sending when the quote is gone", async () => {
    const shop = await createMechanic();
    await confirmEmail(shop.id);
    await enqueue(answerNoticeMail, { shopId: shop.id, quoteId: crypto.randomUUID(), versionNumber: 1 });
    expect(await runQueuedTasks()).toEqual({ ran: 1, failed: 0 });
    expect(await mailsTo(shop.email)).toEqual([]);
  });
});

describe("a shop's task queued before the shop had a name of its own", () => {
  it("reads the old `userId` (the shop's founder's id, which the shop kept) as `shopId`", async () => {
    const { remindersShop } = await import("@/lib/reminders/tasks");
    const shopId = crypto.randomUUID();
    const leadId = crypto.randomUUID();
    const quoteId = crypto.randomUUID();
    expect(leadNoticeMail.data.parse({ userId: shopId, leadId })).toEqual({ shopId, leadId });
    expect(answerNoticeMail.data.parse({ userId: shopId, quoteId, versionNumber: 2 })).toEqual({ shopId, quoteId, versionNumber: 2 });
    expect(remindersShop.data.parse({ userId: shopId, day: "2026-11-29" })).toEqual({ shopId, day: "2026-11-29" });
    // A task written today names its shop and is read as written; one naming nothing is refused.
    expect(leadNoticeMail.data.parse({ shopId, leadId })).toEqual({ shopId, leadId });
    expect(leadNoticeMail.data.safeParse({ leadId }).success).toBe(false);
  });
});
