/**
 * Accounts written straight into a database, row for row as the app's sign-up and plan choice
 * leave them (createAccount, then subscribeToPlan, in lib/data/accounts.ts). Nobody is signed in:
 * see session.ts.
 */
import fs from "node:fs/promises";
import bcrypt from "bcryptjs";
import { eq, sql } from "drizzle-orm";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { sessions, shopMembers, shops, users, type SubscriptionPlanId } from "../../db/schema";
import { SESSION_MAX_AGE_S } from "../../auth.config";
import { SUBSCRIPTION_LENGTH_MS } from "../../lib/plans";
import { E2E_DATABASE_URL_FILE, OPERATOR_EMAIL } from "../env";
import { DEFAULT_PASSWORD } from "./credentials";

export type Account = { id: string; email: string; password: string; plan: SubscriptionPlanId | null };

export type AccountsDatabase = { db: PostgresJsDatabase; close: () => Promise<void> };

/** The cost the app hashes passwords with (BCRYPT_COST): a hash made here is one it could have made. */
const BCRYPT_COST = 10;

export function connectDatabase(url: string): AccountsDatabase {
  const client = postgres(url, { max: 2, connect_timeout: 5, onnotice: () => {} });
  return { db: drizzle(client), close: () => client.end({ timeout: 5 }) };
}

/** The database of the e2e servers, whose URL e2e/serve.ts published when it started it. */
export async function connectE2EDatabase(): Promise<AccountsDatabase> {
  const url = await fs.readFile(E2E_DATABASE_URL_FILE, "utf8").catch((error: unknown) => {
    throw new Error(`No e2e database URL in ${E2E_DATABASE_URL_FILE}: is e2e/serve.ts running (npm run test:e2e starts it)?`, {
      cause: error,
    });
  });
  return connectDatabase(url.trim());
}

/** bcrypt is slow on purpose: a worker hashes the shared password once and gives every account that hash. */
export function hashPassword(password = DEFAULT_PASSWORD) {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** What subscribeToPlan() sets: a plan from `now` for the subscription's length, or none yet. */
function subscription(plan: SubscriptionPlanId | null, now: Date) {
  if (!plan) return { subscriptionPlan: null };
  return {
    subscriptionPlan: plan,
    subscriptionStartDate: now,
    subscriptionEndDate: new Date(now.getTime() + SUBSCRIPTION_LENGTH_MS),
    updatedAt: now,
  };
}

/**
 * A new mechanic: the login and its shop profile together, as the sign-up makes them, with `plan`
 * already chosen (or none). `email` must be lowercase, as the sign-up stores it.
 * Not createAccount itself: lib/data is server-only (it throws outside React's server condition)
 * and writes through the app's pool (getDb, from lib/env), neither of which a Playwright worker has.
 */
export async function insertMechanic(
  { db }: AccountsDatabase,
  account: { email: string; passwordHash: string; password?: string; plan: SubscriptionPlanId | null; confirmed?: boolean },
): Promise<Account> {
  // Confirmed unless a test asks otherwise: the banner that asks to confirm is the account specs' subject, not every spec's.
  const { email, passwordHash, plan, confirmed = true } = account;
  const id = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, emailVerifiedAt: confirmed ? new Date() : null })
      .returning({ id: users.id });
    if (!user) throw new Error(`${email} not created`);
    await tx.insert(shops).values({ id: user.id, email, ...subscription(plan, new Date()) });
    await tx.insert(shopMembers).values({ shopId: user.id, userId: user.id, role: "owner", name: email.split("@")[0]! });
    return user.id;
  });
  return { id, email, password: account.password ?? DEFAULT_PASSWORD, plan };
}

/**
 * The operator (the account's flag, as `npm run operator -- add` sets it) with the Profissional plan. Every worker asks for it, maybe at the
 * same moment: the first one creates it, the others find it (the unique e-mail makes them wait for
 * the first one's transaction, then do nothing). Its session carries the plan the database has.
 */
export async function ensureOperator({ db }: AccountsDatabase, passwordHash: string): Promise<Account> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: OPERATOR_EMAIL, passwordHash, isOperator: true, emailVerifiedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return;
    await tx.insert(shops).values({ id: user.id, email: OPERATOR_EMAIL, ...subscription("pro", new Date()) });
    await tx.insert(shopMembers).values({ shopId: user.id, userId: user.id, role: "owner", name: "Operador" });
  });
  const [row] = await db
    .select({ id: users.id, email: users.email, plan: shops.subscriptionPlan })
    .from(users)
    .innerJoin(shops, eq(shops.id, users.id))
    .where(eq(sql`lower(${users.email})`, OPERATOR_EMAIL));
  if (!row?.plan) throw new Error(`the operator ${OPERATOR_EMAIL} has no plan`);
  return { ...row, password: DEFAULT_PASSWORD };
}

/**
 * A session of `userId`'s, as a login opens it: its id goes in the cookie. Not startSession
 * (lib/data/sessions.ts) itself, for insertMechanic's reason.
 */
export async function openSession({ db }: AccountsDatabase, userId: string, userAgent = "Playwright"): Promise<string> {
  const now = new Date();
  const [row] = await db
    .insert(sessions)
    .values({ userId, userAgent, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000) })
    .returning({ id: sessions.id });
  if (!row) throw new Error(`no session opened for ${userId}`);
  return row.id;
}
