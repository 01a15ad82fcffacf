/**
 * The reliability suite: the app on a Postgres and production servers of its own (not the suite's
 * shared ones), because these tests stop and start the database and run several app instances.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from "../../db/embedded";
import { isHealthy, startNextServer, waitUntil, type NextServer } from "../../scripts/support/next-server";
import { E2E_ENV } from "../env";
import { connectDatabase, hashPassword, insertMechanic } from "../support/accounts";
import { logIn } from "../support/auth";
import { uniqueEmail } from "../support/credentials";
import { createCustomer } from "../support/crm";

// The test starts its own processes: alone, it keeps the 2-core machine's timings honest.
test.describe.configure({ mode: "serial" });

/** A persistent embedded Postgres on a fixed port, so it can be stopped and started again. */
class Database {
  private running?: EmbeddedDatabase;
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async create() {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-reliability-"));
    await fs.chmod(dir, 0o777); // Postgres runs as its own user when we are root
    return new Database(dir, await freePort());
  }

  readonly url = () => `postgres://postgres:postgres@127.0.0.1:${this.port}/oficina`;

  async start() {
    this.running = await startEmbeddedPostgres({ dir: path.join(this.dir, "pg"), database: "oficina", port: this.port, quiet: true });
  }

  async stop() {
    await this.running?.stop();
    this.running = undefined;
  }

  async destroy() {
    await this.stop().catch(() => {});
    await fs.rm(this.dir, { recursive: true, force: true });
  }
}

const processes: { destroy: () => Promise<void> }[] = [];
test.afterEach(async () => {
  for (const owned of processes.splice(0).reverse()) await owned.destroy();
});

/** A Postgres of the test's own, created but not started. */
async function database() {
  const created = await Database.create();
  processes.push(created);
  return created;
}

async function app(databaseUrl: string) {
  // One worker each: these tests are about instances and the database, not cores. The outages
  // they cause make the server log connection errors on purpose: those are not shown.
  const server: NextServer = await startNextServer(
    { ...E2E_ENV, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "1" },
    { serverErrors: "hide" },
  );
  processes.push({ destroy: server.stop });
  return server;
}

/**
 * A browser session of a new mechanic with a plan, on `server`. The account is written straight
 * into `db`, as the sign-up and the plan choice leave one; the session is not minted but comes
 * from a login through the form, so it is one this very instance made (and the login reads and
 * writes the database the outages hit).
 */
async function mechanicOn(browser: Browser, server: NextServer, db: Database) {
  const accounts = connectDatabase(db.url());
  const { email } = await insertMechanic(accounts, {
    email: uniqueEmail("confiabilidade"),
    passwordHash: await hashPassword(),
    plan: "pro",
  }).finally(() => accounts.close());
  const context = await browser.newContext({ baseURL: server.origin, locale: "pt-BR" });
  processes.push({ destroy: () => context.close() });
  const page = await context.newPage();
  await logIn(page, email);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  return { page, email };
}

/** Whether the customer list renders this mechanic's data (status 200 and their e-mail on it). */
async function servesCustomerList(request: APIRequestContext, origin: string, email: string) {
  const response = await request.get(`${origin}/dashboard/customers`, { maxRedirects: 0 });
  return response.status() === 200 && (await response.text()).includes(email);
}

/**
 * One database and two app instances go through the three things that must survive: a start while
 * Postgres is down, a session and a write shared between instances, and a Postgres restart under
 * load. One scenario rather than three tests: each Postgres and each production server costs
 * seconds to start, and the steps below say which part failed.
 */
test("starts while Postgres is down, shares sessions between instances, and survives a Postgres restart under load", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const db = await database();
  const first = await app(db.url());

  await test.step("the app starts while Postgres is down and recovers when it comes up", async () => {
    expect(await isHealthy(first.origin)).toBe(false);
    const health = await fetch(`${first.origin}/api/health`);
    expect(health.status).toBe(503);
    // A Postgres that has never been migrated: the app's own start-up migrates it when it comes up.
    await db.start();
    await waitUntil("o app ficar saudável", () => isHealthy(first.origin), 20_000);
  });

  const second = await app(db.url());
  const { page, email } = await mechanicOn(browser, first, db);
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();

  await test.step("a session made on one instance works on the other, and so does a write", async () => {
    // Cookies belong to the host, not the port: the browser sends the same session to both.
    await page.goto(`${second.origin}/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // A write through the second instance (a server action posted to it) shows up on the first.
    const onSecond = await browser.newContext({
      baseURL: second.origin,
      locale: "pt-BR",
      storageState: await page.context().storageState(),
    });
    processes.push({ destroy: () => onSecond.close() });
    const customerName = `Cliente Escalado ${Date.now()}`;
    await createCustomer(await onSecond.newPage(), { name: customerName });
    await page.goto(`${first.origin}/dashboard/customers`);
    await expect(page.getByRole("link", { name: customerName, exact: true })).toBeVisible();
  });

  await test.step("Postgres restarted under load: the app serves again within 10 s, with no app restart", async () => {
    const customerName = `Cliente Confiável ${Date.now()}`;
    await createCustomer(page, { name: customerName });

    // Requests keep running through the outage, as a workshop full of phones would.
    const outcomes: { at: number; ok: boolean }[] = [];
    let running = true;
    const load = (async () => {
      while (running) {
        const ok = await servesCustomerList(page.request, first.origin, email).catch(() => false);
        outcomes.push({ at: Date.now(), ok });
      }
    })();

    await waitUntil("requisições antes da queda", async () => outcomes.filter((outcome) => outcome.ok).length >= 5, 30_000);
    await db.stop();
    await waitUntil("o app perceber a queda", async () => !(await isHealthy(first.origin)), 15_000);
    await db.start();
    const backAt = Date.now();

    await waitUntil("o app voltar a servir", () => servesCustomerList(page.request, first.origin, email), 10_000);
    // From 10 s after Postgres is back, nothing fails any more.
    await waitUntil(
      "10 s de carga após a volta",
      async () => Date.now() > backAt + 10_000 && outcomes.at(-1)!.at > backAt + 10_000,
      30_000,
    );
    running = false;
    await load;

    expect(
      outcomes.some((outcome) => !outcome.ok),
      "the outage was felt",
    ).toBe(true);
    const late = outcomes.filter((outcome) => outcome.at > backAt + 10_000);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((outcome) => !outcome.ok)).toEqual([]);
    await page.goto(`${first.origin}/dashboard/customers`);
    await expect(page.getByRole("link", { name: customerName, exact: true })).toBeVisible();
  });
});
