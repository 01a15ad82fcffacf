import type { Metadata } from "next";
import { AuthCardPage, RefusedLink } from "@/components/auth/auth-card-page";
import { CancelEmailChangeForm } from "@/components/auth/cancel-email-change-form";
import { refusedLinkMessage, tokenParam } from "@/lib/account/link-state";
import { inspectAccountToken } from "@/lib/data/account-tokens";
import { messages } from "@/lib/messages";
import { getCurrentAccount } from "@/lib/session";

const m = messages.accountAccess;

export const metadata: Metadata = { title: m.cancelTitle, referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Opened from 'Não fui eu' in the notice to the old address: what would be cancelled, and the button that does it. */
export default async function CancelEmailChangePage({ searchParams }: Props) {
  const token = tokenParam((await searchParams).token);
  const signedIn = await getCurrentAccount();
  const link = await inspectAccountToken(token, ["cancel_email_change"], signedIn?.userId ?? null);
  const next = signedIn ? { href: "/dashboard" as const, label: m.goToDashboard } : { href: "/auth" as const, label: m.goToLogin };
  if (link.status !== "valid") {
    return (
      <AuthCardPage title={m.cancelTitle}>
        <RefusedLink message={refusedLinkMessage(link.status)} {...next} />
      </AuthCardPage>
    );
  }
  return (
    <AuthCardPage title={m.cancelTitle} description={m.cancelIntro(link.email)}>
      <CancelEmailChangeForm token={token} />
    </AuthCardPage>
  );
}
