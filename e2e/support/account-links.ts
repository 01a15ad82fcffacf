/**
 * An e-mailed account link made straight in the database, as lib/data/account-tokens.ts issues it
 * (that module is server-only): for specs about the pages a link opens, not about the mail.
 */
import { createHash, randomBytes } from "node:crypto";
import { accountTokens } from "../../db/schema";
import type { AccountTokenPurpose } from "../../lib/enums";
import type { AccountsDatabase } from "./accounts";

const PATHS: Record<AccountTokenPurpose, string> = {
  verify_email: "/auth/confirmar-email",
  change_email: "/auth/confirmar-email",
  reset_password: "/auth/nova-senha",
  cancel_email_change: "/auth/cancelar-troca-de-email",
};

/** The path (with its token) of a fresh, unused link of `purpose` for the account, sent to `email`. */
export async function accountLink({ db }: AccountsDatabase, userId: string, purpose: AccountTokenPurpose, email: string) {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  await db.insert(accountTokens).values({ userId, purpose, email, tokenHash, expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
  return `${PATHS[purpose]}?token=${token}`;
}
