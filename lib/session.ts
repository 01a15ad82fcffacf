import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { currentSessionToken } from "@/lib/auth/session-token";
import { findAccount, type Account } from "@/lib/data/accounts";

/**
 * The real access checks (proxy.ts only redirects optimistically). Called by the dashboard
 * layout, every dashboard page and every server action. Cached for the length of a request.
 */
export const getCurrentAccount = cache(async (): Promise<Account | null> => {
  const userId = (await currentSessionToken())?.sub;
  if (!userId) return null;
  return (await findAccount(userId)) ?? null;
});

export async function requireUser(): Promise<Account> {
  const account = await getCurrentAccount();
  if (!account) redirect("/auth");
  return account;
}

export async function requireSubscribedUser(): Promise<Account & { plan: NonNullable<Account["plan"]> }> {
  const account = await requireUser();
  if (!account.plan) redirect("/dashboard/plans");
  return { ...account, plan: account.plan };
}
