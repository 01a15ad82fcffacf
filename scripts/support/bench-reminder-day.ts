/**
 * Part of `npm run bench` (and runnable alone): a day's automatic e-mails for 1,000 shops through
 * the real queue, measured from the 06:00 tick to the last shop job done.
 *
 * Seeds, set-based (generate_series, a few statements), BENCH_REMINDER_SHOPS shops (default
 * 1,000), each a confirmed Profissional account with 10 customers and cars, 3 of them (consenting,
 * with an address) with a service due today, and the daily summary on: 3,000 reminder e-mails and
 * 1,000 summaries. Mail goes over SMTP to a sink in this process that accepts and counts.
 * Then sends the 'reminders.daily' tick and works the queue with one app instance's workers
 * (lib/queue/worker.ts startQueue, with the production polling interval): the worst case, a
 * second instance only shares the work. Waits for every 'reminders.shop' job to complete.
 *
 * Prints one JSON line: { shops, jobs, emails, fanOutMs, totalMs }. Budget (scripts/bench.ts):
 * totalMs under a minute.
 * Env: DATABASE_URL (the bench's database; without it an embedded Postgres is started and
 * migrated here). Run with `--conditions=react-server` (server-only), as bench-quote-save.ts.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import net, { type AddressInfo } from "node:net";

const SHOPS = Number(process.env.BENCH_REMINDER_SHOPS ?? 1000);
const TIMEOUT_MS = 5 * 60_000;

async function database() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const { startEmbeddedPostgres } = await import("../../db/embedded");
  const { migrateDatabase } = await import("../../db/migrate");
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-bench-reminders-"));
  await fs.chmod(dir, 0o777);
  const db = await startEmbeddedPostgres({
    dir: path.join(dir, "data"),
    database: "bench",
    persistent: false,
    quiet: true,
    throwaway: true,
  });
  await migrateDatabase(db.url);
  return { url: db.url, stop: db.stop };
}

/**
 * An SMTP server that accepts every message and counts it: the bare protocol over TCP, no parsing
 * (the `smtp-server` package spends ~150 ms a message here, more than the app's whole send).
 */
async function smtpSink() {
  let count = 0;
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    let buffer = "";
    let inData = false;
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          count++;
          socket.write("250 OK\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith("EHLO")) socket.write("250-sink\r\n250 8BITMIME\r\n");
        else if (line.startsWith("DATA")) {
          // The terminator's leading CRLF may be the DATA line's own.
          inData = true;
          buffer = "\r\n" + buffer;
          socket.write("354 go\r\n");
        } else if (line.startsWith("QUIT")) return void socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, count: () => count, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function main() {
  const db = await database();
  const smtp = await smtpSink();
  Object.assign(process.env, {
    DATABASE_URL: db.url,
    SMTP_URL: smtp.url,
    QUEUE_SCHEMA: `bench_reminders_${randomUUID().slice(0, 8)}`,
    AUTH_URL: process.env.AUTH_URL ?? "http://localhost:3000",
  });
  // Imported after the environment is set: the modules read it.
  const { getDb, closeDb } = await import("../../db");
  const { sql } = await import("drizzle-orm");
  const { shopToday } = await import("../../lib/calendar");
  const { enqueue } = await import("../../lib/queue");
  const { queueState, stopQueue } = await import("../../lib/queue/boss");
  const { startQueue } = await import("../../lib/queue/worker");
  const { remindersDaily, remindersShop } = await import("../../lib/reminders/tasks");

  const today = shopToday();
  const tag = randomUUID().slice(0, 8);
  const seeding = performance.now();
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE bench_shops ON COMMIT DROP AS
      WITH u AS (
        INSERT INTO users (email, password_hash, email_verified_at)
        SELECT 'bench-lembretes-' || ${tag} || '-' || g || '@bench.test', 'x', now() FROM generate_series(1, ${SHOPS}::int) g
        RETURNING id, email)
      SELECT id, email FROM u`);
    await tx.execute(sql`
      INSERT INTO shops (id, email, shop_name, subscription_plan, subscription_start_date, subscription_end_date, reminder_emails, daily_summary)
      SELECT id, email, 'Oficina ' || left(id::text, 8), 'pro', now(), now() + interval '30 days', true, true FROM bench_shops`);
    // The shop's e-mail is its owner's address: the queue sends only for a shop with one.
    await tx.execute(sql`INSERT INTO shop_members (shop_id, user_id, role, name) SELECT id, id, 'owner', 'Dono' FROM bench_shops`);
    await tx.execute(sql`
      INSERT INTO customers (shop_id, name, email, email_reminders_consented_at)
      SELECT s.id, 'Cliente ' || g, 'cliente-' || g || '-' || left(s.id::text, 8) || '@bench.test', CASE WHEN g <= 3 THEN now() END
      FROM bench_shops s CROSS JOIN generate_series(1, 10) g`);
    await tx.execute(sql`
      INSERT INTO vehicles (shop_id, customer_id, plate, make, model, current_km)
      SELECT c.shop_id, c.id, 'BEN' || lpad((row_number() OVER (PARTITION BY c.shop_id ORDER BY c.id))::text, 4, '0'), 'Volkswagen', 'Gol', 45000
      FROM customers c JOIN bench_shops s ON s.id = c.shop_id`);
    await tx.execute(sql`
      INSERT INTO service_dues (shop_id, vehicle_id, service_name, interval_months, interval_km, due_on, due_km, remind_on)
      SELECT v.shop_id, v.id, 'Troca de óleo', 6, 10000,
        CASE WHEN c.email_reminders_consented_at IS NOT NULL THEN ${today}::date ELSE ${today}::date + 40 END, 55000,
        CASE WHEN c.email_reminders_consented_at IS NOT NULL THEN ${today}::date ELSE ${today}::date + 40 END
      FROM vehicles v JOIN customers c ON c.id = v.customer_id JOIN bench_shops s ON s.id = v.shop_id`);
    await tx.execute(sql`CREATE TEMP TABLE IF NOT EXISTS bench_shop_ids AS SELECT id FROM bench_shops`);
  });
  const [{ ids } = { ids: [] as string[] }] = await getDb().execute<{ ids: string[] }>(
    sql`SELECT array_agg(id) AS ids FROM bench_shop_ids`,
  );
  const seededMs = performance.now() - seeding;

  const boss = await queueState().started;
  const started = performance.now();
  // The tick, limited to the seeded shops (the bench's database holds the large shop too).
  await enqueue(remindersDaily, { day: today, shops: ids });
  await startQueue();

  const jobs = async () => {
    const [row] = await getDb().execute<{ done: number; all: number }>(sql`
      SELECT count(*) FILTER (WHERE state = 'completed')::int AS done, count(*)::int AS all
      FROM ${sql.identifier(process.env.QUEUE_SCHEMA!)}.job WHERE name = ${remindersShop.name}`);
    return row!;
  };
  let fanOutMs = 0;
  for (;;) {
    const { done, all } = await jobs();
    if (!fanOutMs && all >= ids.length) fanOutMs = performance.now() - started;
    if (all >= ids.length && done === all) break;
    if (performance.now() - started > TIMEOUT_MS) throw new Error(`tempo esgotado: ${done} de ${all} tarefas concluídas`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const totalMs = performance.now() - started;
  const { all } = await jobs();
  const queuedLeft = await boss.getQueueSize(remindersShop.name);

  await stopQueue();
  await getDb().execute(sql`DROP SCHEMA ${sql.identifier(process.env.QUEUE_SCHEMA!)} CASCADE`);
  await closeDb();
  await smtp.stop();
  await db.stop();
  console.log(JSON.stringify({ shops: ids.length, jobs: all, queuedLeft, emails: smtp.count(), seededMs, fanOutMs, totalMs }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
