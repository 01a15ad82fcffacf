import type { Metadata } from "next";
import { AuthCardPage, RefusedLink } from "@/components/auth/auth-card-page";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { refusedLinkMessage, tokenParam } from "@/lib/account/link-state";
import { inspectAccountToken } from "@/lib/data/account-tokens";
import { messages } from "@/lib/messages";
import { getCurrentAccount } from "@/lib/session";

const m = messages.accountAccess;

export const metadata: Metadata = { title: m.resetTitle, referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Opened from the e-mail: reading the link uses nothing up, only saving the new password does. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const token = tokenParam((await searchParams).token);
  const signedIn = await getCurrentAccount();
  const link = await inspectAccountToken(token, ["reset_password"], signedIn?.userId ?? null);
  return (
    <AuthCardPage title={m.resetTitle} description={link.status === "valid" ? m.resetIntro(link.email) : undefined}>
      {link.status === "valid" ? (
        <ResetPasswordForm token={token} email={link.email} />
      ) : (
        <RefusedLink message={refusedLinkMessage(link.status)} href="/auth/esqueci-senha" label={m.askNewLink} />
      )}
    </AuthCardPage>
  );
}
