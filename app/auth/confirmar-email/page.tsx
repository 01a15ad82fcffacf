import type { Metadata } from "next";
import { AuthCardPage, RefusedLink } from "@/components/auth/auth-card-page";
import { ConfirmEmailForm } from "@/components/auth/confirm-email-form";
import { refusedLinkMessage, tokenParam } from "@/lib/account/link-state";
import { inspectAccountToken } from "@/lib/data/account-tokens";
import { messages } from "@/lib/messages";
import { getCurrentAccount } from "@/lib/session";

const m = messages.accountAccess;

export const metadata: Metadata = { title: m.confirmTitle, referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Opened from the e-mail: the address to confirm, and the button that confirms it. */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const token = tokenParam((await searchParams).token);
  const signedIn = await getCurrentAccount();
  const link = await inspectAccountToken(token, ["verify_email", "change_email"], signedIn?.userId ?? null);
  const next = signedIn ? { href: "/dashboard" as const, label: m.goToDashboard } : { href: "/auth" as const, label: m.goToLogin };
  if (link.status === "sign_in_required") {
    // Back here after the login, to press the button from the account's own session.
    const here = `/auth/confirmar-email?token=${encodeURIComponent(token)}`;
    return (
      <AuthCardPage title={m.confirmTitle}>
        <RefusedLink message={m.signInToConfirm} href={`/auth?callbackUrl=${encodeURIComponent(here)}`} label={m.signInToConfirmLink} />
      </AuthCardPage>
    );
  }
  if (link.status !== "valid") {
    return (
      <AuthCardPage title={m.confirmTitle}>
        <RefusedLink message={refusedLinkMessage(link.status)} {...next} />
      </AuthCardPage>
    );
  }
  const intro = link.purpose === "change_email" ? m.confirmNewIntro(link.email) : m.confirmIntro(link.email);
  return (
    <AuthCardPage title={m.confirmTitle} description={intro}>
      <ConfirmEmailForm token={token} next={next} />
    </AuthCardPage>
  );
}
