import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "./index";
import { users } from "./schema";

/**
 * Operators run the product itself: they see its own leads (the landing page's) and every shop's
 * support tickets. The role is a flag on an existing account, set only from the command line
 * (`npm run operator`), never from an e-mail address: sign-up does not prove that someone owns the
 * address they register, so a role tied to an address goes to whoever registers it first.
 * ADMIN_EMAILS, which once did that, now stops the start (lib/env.ts, RETIRED_ADMIN_EMAILS_MESSAGE).
 */

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** Grants or revokes the role; the account's e-mail as stored, or null when no account has it. */
export async function setOperator(email: string, isOperator: boolean): Promise<string | null> {
  const [row] = await getDb().update(users).set({ isOperator }).where(byEmail(email)).returning({ email: users.email });
  return row?.email ?? null;
}

/** The operators' e-mails, in order. */
export async function listOperators(): Promise<string[]> {
  const rows = await getDb().select({ email: users.email }).from(users).where(eq(users.isOperator, true)).orderBy(asc(users.email));
  return rows.map((row) => row.email);
}
