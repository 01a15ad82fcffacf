import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { currentSessionToken } from "@/lib/auth/session-token";
import { findAccount, type Account } from "@/lib/data/accounts";
import { formatDate } from "@/lib/format";
import { messages } from "@/lib/messages";
import { subscriptionState } from "@/lib/plans";
import { can, type Permission } from "@/lib/team/permissions";

/** Where a cookie whose session has ended is cleared (app/auth/sessao-encerrada/route.ts). */
export const ENDED_SESSION_PATH = "/auth/sessao-encerrada";

/**
 * The real access checks (proxy.ts only redirects optimistically). Called by the dashboard
 * layout, every dashboard page and every server action. Cached for the length of a request.
 */
export const getCurrentAccount = cache(async (): Promise<Account | null> => {
  const token = await currentSessionToken();
  if (!token?.sub || !token.sid) return null;
  return (await findAccount(token.sub, token.sid)) ?? null;
});

/**
 * The signed-in account, or off to the login. A cookie that is still valid but whose session has
 * ended goes by ENDED_SESSION_PATH first: proxy.ts, which reads only the cookie, would otherwise
 * send it from /auth straight back to the dashboard. A person whose role has not `permission`
 * goes to the Painel, which says why (ROLE_REFUSED_PARAM).
 */
export async function requireUser(permission: Permission): Promise<Account> {
  const account = await getCurrentAccount();
  if (!account) redirect(await loginPath());
  if (!can(account.role, permission)) redirect(`/dashboard?${ROLE_REFUSED_PARAM}=1`);
  return account;
}

/** The Painel's query parameter after a page refused the person's role. */
export const ROLE_REFUSED_PARAM = "sem-acesso";

/** Where a request without a signed-in account goes to log in (see requireUser). */
export async function loginPath() {
  return (await currentSessionToken()) ? ENDED_SESSION_PATH : "/auth";
}

/**
 * The signed-in account with a plan in force. Without a plan, or after the plan's end date, off to
 * the plans page, which says why (the end date, and how to renew); every record is kept.
 */
export async function requireSubscribedUser(permission: Permission): Promise<Account & { plan: NonNullable<Account["plan"]> }> {
  const account = await requireUser(permission);
  if (!account.plan) redirect("/dashboard/plans");
  if (subscriptionState(account) === "expired") redirect(`/dashboard/plans?motivo=${EXPIRED_REASON}`);
  return { ...account, plan: account.plan };
}

/** The plans page's `?motivo=` after the guard found the plan expired. */
export const EXPIRED_REASON = "vencido";

/**
 * The shop calling a route its page fetches (photos, the supplier lists and answers), or the JSON
 * refusal a script gets instead of a redirect: 401 with the login page, 403 with the plans page
 * (no plan, or past its end date: the records are kept for a renewal, not served), each with a
 * pt-BR message; 403 too for a role without `permission`. `sessionEnded` says what the ended
 * session stopped ('enviar fotos').
 */
export async function fetchedRouteCaller(
  permission: Permission,
  sessionEnded: string = messages.guard.sessionEnded,
): Promise<{ ok: true; account: Account } | { ok: false; response: Response }> {
  const refuse = (status: number, message: string, redirectTo: string) => ({
    ok: false as const,
    response: Response.json({ ok: false, message, redirectTo }, { status, headers: { "Cache-Control": "no-store" } }),
  });
  const account = await getCurrentAccount();
  if (!account) return refuse(401, sessionEnded, await loginPath());
  if (!can(account.role, permission)) return refuse(403, messages.guard.roleRefused, "/dashboard");
  if (!account.plan) return refuse(403, messages.guard.planRequired, "/dashboard/plans");
  if (account.subscriptionEndDate && subscriptionState(account) === "expired") {
    return refuse(403, messages.planLimits.expired(formatDate(account.subscriptionEndDate)), "/dashboard/plans");
  }
  return { ok: true, account };
}
