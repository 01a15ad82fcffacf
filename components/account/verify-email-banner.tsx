"use client";

import { resendVerificationAction } from "@/lib/actions/account";
import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Mail } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { accountAccess as m } from "@/lib/messages/account-access";

/** 'Reenviar e-mail': a new link to confirm the account's address (the banner's, and the quote page's). */
export function ResendVerificationButton({ className }: { className?: string }) {
  const [pending, resend] = useActionCall(resendVerificationAction, m.resendError);
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => resend()} className={className}>
      {pending ? <Spinner label="Enviando..." /> : null}
      {m.resendVerification}
    </Button>
  );
}

/** Until the address is confirmed, every dashboard page asks for it, with a way to get the link again. */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <section
      aria-label={m.confirmTitle}
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-warning px-4 py-3 text-sm text-warning-foreground sm:flex-row sm:items-center"
    >
      <Mail className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
      <p className="min-w-0 flex-1 break-words">{m.verifyBanner(email)}</p>
      <ResendVerificationButton className="shrink-0 bg-background" />
    </section>
  );
}
