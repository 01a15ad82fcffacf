/**
 * Against a real Postgres: 'Esqueci minha senha' counts only the client's own address and sends an
 * account at most one open link, so no stranger can keep its owner from a new password; the
 * rate_limits table does not keep every key ever typed (the queue's sweep), and a deleted account takes along every
 * counter naming its e-mail.
 */
import { randomUUID } from "node:crypto";
import { like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { rateLimits } from "@/db/schema";
import type { ObjectStorage } from "@/lib/storage/types";
import { createMechanic, uniqueEmail } from "../support/factories";
import { testMailbox } from "../support/mailbox";
import { submittedForm as form } from "../support/forms";
import { setClientAddress } from "../support/request";

const { forgotPasswordAction } = await import("@/lib/actions/forgot-password");
const { verifyCredentials } = await import("@/lib/auth/credentials");
const { deleteAccount } = await import("@/lib/data/account-deletion");
const { consumeRateLimit, deleteEndedRateLimits } = await import("@/lib/data/rate-limits");
const { sweepRateLimits } = await import("@/lib/maintenance/tasks");
const { enqueue } = await import("@/lib/queue");
const { runQueuedTasks } = await import("@/lib/queue/worker");
const { messages } = await import("@/lib/messages");
const { resetPasswordAction } = await import("@/lib/actions/reset-password");
const { PASSWORD_RESET_REQUESTS_PER_ADDRESS } = await import("@/lib/rate-limit");

const m = messages.accountAccess;
const sent = { ok: true, message: m.forgotSent };
const refused = { ok: false, message: m.forgotRateLimited };

const { mailsTo, lastLinkTo } = testMailbox();
const resetMailsTo = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject === m.mail.resetSubject);

function forgot(email: string) {
  return forgotPasswordAction(null, form({ email }));
}

describe("'Esqueci minha senha' cannot be used to keep the owner out", () => {
  it("a client over its own limit is refused, and the owner elsewhere still gets his link", async () => {
    const owner = await createMechanic();
    setClientAddress(`203.0.113.9-${randomUUID()}`);
    for (let request = 0; request < PASSWORD_RESET_REQUESTS_PER_ADDRESS.limit; request++)
      expect(await forgot(uniqueEmail("outro"))).toEqual(sent);
    // Refused from here on, however often it asks for the owner's address.
    for (let request = 0; request < 20; request++) expect(await forgot(owner.email)).toEqual(refused);
    expect(await resetMailsTo(owner.email)).toHaveLength(0);

    setClientAddress(`198.51.100.20-${randomUUID()}`);
    expect(await forgot(owner.email)).toEqual(sent);
    expect(await resetMailsTo(owner.email)).toHaveLength(1);
  });

  it("a stranger asking from many places is answered as anyone is; the owner, from a new place, gets the one open link", async () => {
    const owner = await createMechanic();
    for (let place = 0; place < 4; place++) {
      setClientAddress(`203.0.113.${10 + place}-${randomUUID()}`);
      for (let request = 0; request < 5; request++) expect(await forgot(owner.email)).toEqual(sent);
    }
    // A place he never signed in from: the same answer, and his inbox holds one live link, not 21.
    setClientAddress(`198.51.100.22-${randomUUID()}`);
    expect(await forgot(owner.email.toUpperCase())).toEqual(sent);
    expect(await resetMailsTo(owner.email)).toHaveLength(1);
    const token = await lastLinkTo(owner.email, "/auth/nova-senha");
    const password = "senha nova do dono";
    expect(await resetPasswordAction(null, form({ token, password, repeatPassword: password }))).toMatchObject({ ok: true });

    // Used: the next request gets a new link.
    expect(await forgot(owner.email)).toEqual(sent);
    expect(await resetMailsTo(owner.email)).toHaveLength(2);
    expect(await lastLinkTo(owner.email, "/auth/nova-senha")).not.toBe(token);
  });

  it("two requests at once issue one link", async () => {
    const owner = await createMechanic();
    setClientAddress(`203.0.113.30-${randomUUID()}`);
    expect(await Promise.all(Array.from({ length: 6 }, () => forgot(owner.email)))).toEqual(Array(6).fill(sent));
    expect(await resetMailsTo(owner.email)).toHaveLength(1);
    const open = await getDb().execute(
      sql`SELECT id FROM account_tokens WHERE user_id = ${owner.id} AND purpose = 'reset_password' AND used_at IS NULL`,
    );
    expect(open).toHaveLength(1);
  });
});

describe("the rate_limits table", () => {
  it("the queue's sweep deletes every ended window, in batches, and nothing live", async () => {
    const prefix = `varrer:${randomUUID()}:`;
    await getDb().execute(sql`
      INSERT INTO rate_limits (key, count, reset_at)
      SELECT ${prefix} || 'fim-' || n, 3, now() - interval '1 day' - n * interval '1 second' FROM generate_series(1, 60) n
      UNION ALL
      SELECT ${prefix} || 'vivo-' || n, 3, now() + interval '1 hour' FROM generate_series(1, 5) n`);
    const count = async (kind: string) =>
      (
        await getDb()
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(like(rateLimits.key, `${prefix}${kind}%`))
      ).length;

    // A hit only counts: the ended rows wait for the sweep.
    await consumeRateLimit(`${prefix}batida`, { limit: 1000, windowMs: 60_000 });
    expect(await count("fim-")).toBe(60);
    // Batches of 25 take them all (other files' rows may go with them).
    expect(await deleteEndedRateLimits(25)).toBeGreaterThanOrEqual(60);
    expect(await count("fim-")).toBe(0);
    expect(await count("vivo-")).toBe(5);
    expect(await count("batida")).toBe(1);

    // The same through the queue's job, as its schedule runs it.
    await getDb().execute(
      sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${prefix + "fim-job"}, 1, now() - interval '1 minute')`,
    );
    await enqueue(sweepRateLimits, {});
    expect(await runQueuedTasks()).toMatchObject({ failed: 0 });
    expect(await count("fim-")).toBe(0);
  });

  it("a hit stays quick with many ended rows waiting", async () => {
    const prefix = `varrer-muitos:${randomUUID()}:`;
    // The fastest of ten hits: a busy moment of the machine slows some hits, never all ten.
    const tenHits = async (label: string) => {
      let fastest = Infinity;
      for (let hit = 0; hit < 10; hit++) {
        const started = performance.now();
        await consumeRateLimit(`${prefix}${label}-${hit}`, { limit: 5, windowMs: 60_000 });
        fastest = Math.min(fastest, performance.now() - started);
      }
      return fastest;
    };
    await tenHits("aquecer");
    const without = await tenHits("sem");
    await getDb().execute(sql`
      INSERT INTO rate_limits (key, count, reset_at)
      SELECT ${prefix} || n, 1, now() - interval '2 days' FROM generate_series(1, 20000) n`);
    await getDb().execute(sql`ANALYZE rate_limits`);
    const withEnded = await tenHits("com");
    console.info(`rate limit hit: ${without.toFixed(1)} ms; with 20,000 ended rows waiting: ${withEnded.toFixed(1)} ms`);
    // A hit touches only its own key: 20,000 ended rows waiting for the sweep cost about what none do.
    expect(withEnded).toBeLessThan(without * 3 + 10);
    await deleteEndedRateLimits();
  });

  it("a deleted account leaves no counter or link naming its e-mail: the next owner of the address gets his link", async () => {
    const email = uniqueEmail("reciclado");
    const first = await createMechanic({ email });
    setClientAddress(`203.0.113.12-${randomUUID()}`);
    await verifyCredentials({ email, password: "senha-errada" }, "203.0.113.12");
    expect(await forgot(email)).toEqual(sent);
    expect(await resetMailsTo(email)).toHaveLength(1);

    const noFiles = { driver: "local", list: async () => [], remove: async () => undefined } as unknown as ObjectStorage;
    expect(await deleteAccount(first.id, noFiles)).not.toBeNull();
    const left = await getDb().execute(sql`SELECT key FROM rate_limits WHERE position(${email} in key) > 0 AND reset_at > now()`);
    expect(left).toEqual([]);

    await createMechanic({ email });
    setClientAddress(`203.0.113.13-${randomUUID()}`);
    expect(await forgot(email)).toEqual(sent);
    expect(await resetMailsTo(email)).toHaveLength(2);
  });
});
