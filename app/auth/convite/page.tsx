import type { Metadata } from "next";
import { AuthCardPage, RefusedLink } from "@/components/auth/auth-card-page";
import { AcceptInvitationForm } from "@/components/team/accept-invitation-form";
import { tokenParam } from "@/lib/account/link-state";
import { inspectInvitation } from "@/lib/data/team";
import { messages } from "@/lib/messages";
import { getCurrentAccount } from "@/lib/session";
import { deadInvitationMessage } from "@/lib/team/invitation-state";
import { ROLE_NAMES } from "@/lib/team/permissions";

const m = messages.team;

export const metadata: Metadata = { title: m.acceptTitle, referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * Opened from the invitation e-mail: reading the link uses nothing up (a mail scanner may follow
 * it), only 'Entrar na equipe' does. Which form shows depends on the invited address: no login yet
 * (name and a new password), a login without a shop (name and its password), or a login of another
 * shop (a refusal). Someone signed in here is refused: the browser is another person's session.
 */
export default async function InvitationPage({ searchParams }: Props) {
  const token = tokenParam((await searchParams).token);
  const [link, signedIn] = await Promise.all([inspectInvitation(token), getCurrentAccount()]);
  if (link.status !== "valid") {
    return (
      <AuthCardPage title={m.acceptTitle}>
        <RefusedLink message={deadInvitationMessage(link.status)} href="/auth" label={m.goToLogin} />
      </AuthCardPage>
    );
  }
  const shopName = link.shopName?.trim() || m.aShop;
  const refusal = link.login === "in_shop" ? m.acceptPrefix + m.inShop : signedIn ? m.acceptPrefix + m.otherAccount : null;
  return (
    <AuthCardPage title={m.acceptTitle} description={m.acceptIntro(shopName, ROLE_NAMES[link.role])}>
      <p className="text-sm break-all text-muted-foreground">{m.acceptForEmail(link.email)}</p>
      {refusal ? (
        <RefusedLink message={refusal} href="/auth" label={m.goToLogin} />
      ) : (
        <AcceptInvitationForm token={token} email={link.email} mode={link.login === "none" ? "new" : "existing"} />
      )}
    </AuthCardPage>
  );
}
