import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ChangeEmailForm } from "@/components/account/change-email-form";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { DeleteAccountCard } from "@/components/account/delete-account-card";
import { ExportDataCard } from "@/components/account/export-data-card";
import { SignOutEverywhereButton } from "@/components/account/sign-out-everywhere-button";
import { ScheduledPlanChange } from "@/components/plans/scheduled-change";
import { PageHeader } from "@/components/dashboard/page-header";
import { LoadError } from "@/components/lists/load-error";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MonitorSmartphone } from "@/components/ui/icons";
import { deviceName } from "@/lib/auth/device-name";
import { listOpenSessions } from "@/lib/data/sessions";
import { formatDate, formatDateTime } from "@/lib/format";
import { load } from "@/lib/load";
import { messages } from "@/lib/messages";
import { findPlan, subscriptionState } from "@/lib/plans";
import { requireUser } from "@/lib/session";
import { can } from "@/lib/team/permissions";

const m = messages.account;
const access = messages.accountAccess;

export const metadata: Metadata = { title: m.title };

/** The plan and its end, as the plans page says them. */
function planLine(account: Awaited<ReturnType<typeof requireUser>>) {
  const plan = findPlan(account.plan);
  const end = account.subscriptionEndDate;
  if (!plan) return messages.plans.accountNone;
  if (!end) return plan.name;
  return subscriptionState(account) === "expired"
    ? messages.planLimits.expired(formatDate(end))
    : messages.planLimits.activeUntil(plan.name, formatDate(end));
}

/** The account page: its e-mail and password, the devices signed in, and the way to end them all. */
export default async function AccountPage() {
  const account = await requireUser("ownAccount");
  const sessions = await load("aparelhos conectados", account.userId, () => listOpenSessions(account.userId));

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title={m.title} description={m.description} />

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{messages.plans.accountTitle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3" data-testid="account-plan">
          <p>{planLine(account)}</p>
          {account.scheduledPlan && account.scheduledPlanAt && (
            <ScheduledPlanChange plan={account.scheduledPlan} at={account.scheduledPlanAt} />
          )}
          <p>
            <Link href="/dashboard/plans" className="text-primary underline underline-offset-4">
              {messages.planLimits.seePlans}
            </Link>
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{access.emailTitle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all">{account.email}</span>
            {account.emailVerifiedAt ? (
              <Badge variant="secondary">{access.emailConfirmedBadge}</Badge>
            ) : (
              <Badge variant="outline">{access.emailUnconfirmedBadge}</Badge>
            )}
          </p>
          <ChangeEmailForm verified={Boolean(account.emailVerifiedAt)} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{access.passwordTitle}</h2>
          </CardTitle>
          <CardDescription>{access.passwordDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm email={account.email} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{m.sessionsTitle}</h2>
          </CardTitle>
          <CardDescription>{m.sessionsDescription}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sessions.failed ? (
            <LoadError message={m.loadError + messages.reasons.loadAgain} />
          ) : (
            <ul className="grid gap-2" aria-label={m.sessionsTitle}>
              {sessions.value.map((session) => (
                <li key={session.id} className="flex items-center gap-3 rounded-md border p-3">
                  <MonitorSmartphone className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{deviceName(session.userAgent)}</p>
                    <p className="text-sm text-muted-foreground">
                      {m.signedInAt}
                      {formatDateTime(session.createdAt)}
                    </p>
                  </div>
                  {session.id === account.sessionId && <Badge variant="secondary">{m.thisDevice}</Badge>}
                </li>
              ))}
            </ul>
          )}
          <div>
            <SignOutEverywhereButton />
          </div>
        </CardContent>
      </Card>

      {can(account.role, "manageShop") && <ExportDataCard />}
      <DeleteAccountCard wholeShop={can(account.role, "manageShop")} />
    </div>
  );
}
