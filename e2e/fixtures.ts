/**
 * The e2e `test`: `page`, `context` and `request` come signed in as a mechanic of their own, made
 * for the test straight in the e2e database (no sign-up, login or simulated payment through the
 * UI, which auth.spec.ts, guard.spec.ts and plans.spec.ts drive for real). Every test gets a new,
 * empty shop: tests run in parallel against one database.
 *
 *   test("...", async ({ page, mechanic }) => { ... });   // a mechanic with the Básico plan
 *   test.use({ plan: "pro" });                               // or Profissional, or null: no plan yet
 *   test.use({ storageState: signedOut });                   // nobody signed in
 *
 * A test that only speaks HTTP takes `request` (signed in the same way) and never `page`: no
 * browser is started for it (the *.http.spec.ts files, the "http" project).
 *
 * Careful: every context a test opens inherits the session, browser.newContext() and
 * playwright.request.newContext() included. A visitor's context needs `storageState: signedOut`.
 */
import path from "node:path";
import { test as base, type APIRequestContext, type BrowserContextOptions, type Page } from "@playwright/test";
import type { SubscriptionPlanId } from "../db/schema";
import { connectE2EDatabase, ensureOperator, hashPassword, insertMechanic, type Account, type AccountsDatabase } from "./support/accounts";
import { uniqueEmail } from "./support/credentials";
import { sessionState } from "./support/session";

export { expect } from "@playwright/test";
export type { Account } from "./support/accounts";
export { signedOut, signIn } from "./support/session";

type NewMechanic = { plan?: SubscriptionPlanId | null; prefix?: string };

type TestFixtures = {
  /** The plan of `mechanic`: "basic" unless the spec says otherwise; null for one who has not chosen yet. */
  plan: SubscriptionPlanId | null;
  /** The new mechanic `page` is signed in as. */
  mechanic: Account;
  /** A page in a context of its own (closed after the test), signed in as `account`. */
  signedInPage: (account: Account, options?: BrowserContextOptions) => Promise<Page>;
  /** The same without a browser (disposed after the test): for the specs that only speak HTTP. */
  signedInRequest: (account: Account) => Promise<APIRequestContext>;
};

type WorkerFixtures = {
  accountsDatabase: AccountsDatabase;
  passwordHash: string;
  /** Another new mechanic (the Básico plan unless told), in the database only: nobody is signed in as it. */
  createMechanic: (options?: NewMechanic) => Promise<Account>;
  /** The operator (an account flagged as one), with a plan; shared by every test, so nobody is signed in as it here either. */
  operator: Account;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  accountsDatabase: [
    async ({}, provide) => {
      const database = await connectE2EDatabase();
      await provide(database);
      await database.close();
    },
    { scope: "worker" },
  ],
  passwordHash: [async ({}, provide) => provide(await hashPassword()), { scope: "worker" }],
  createMechanic: [
    async ({ accountsDatabase, passwordHash }, provide) => {
      await provide(({ plan = "basic", prefix = "mecanico" } = {}) =>
        insertMechanic(accountsDatabase, { email: uniqueEmail(prefix), passwordHash, plan }),
      );
    },
    { scope: "worker" },
  ],
  operator: [
    async ({ accountsDatabase, passwordHash }, provide) => provide(await ensureOperator(accountsDatabase, passwordHash)),
    { scope: "worker" },
  ],

  plan: ["basic", { option: true }],
  // The e-mail starts with the spec's name, so a row in the database says which test made it.
  mechanic: async ({ plan, createMechanic }, provide, testInfo) =>
    provide(await createMechanic({ plan, prefix: path.basename(testInfo.file, ".spec.ts") })),
  // Still the option it overrides: test.use({ storageState: signedOut }) replaces it, and then no
  // mechanic is made.
  storageState: async ({ accountsDatabase, mechanic, baseURL }, provide) =>
    provide(await sessionState(accountsDatabase, mechanic, baseURL)),
  signedInPage: async ({ accountsDatabase, browser, baseURL }, provide) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await provide(async (account, options = {}) => {
      const context = await browser.newContext({
        ...options,
        storageState: await sessionState(accountsDatabase, account, options.baseURL ?? baseURL),
      });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  signedInRequest: async ({ accountsDatabase, playwright, baseURL }, provide) => {
    const contexts: APIRequestContext[] = [];
    await provide(async (account) => {
      const context = await playwright.request.newContext({
        baseURL,
        storageState: await sessionState(accountsDatabase, account, baseURL),
      });
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },
});
