import "server-only";
import { discardAccountToken, issueAccountToken, issueAccountTokenUnlessOpen } from "@/lib/data/account-tokens";
import type { AccountTokenPurpose } from "@/lib/enums";
import { readEnv, type EnvSource } from "@/lib/env";
import { escapeHtml, mailDelivery, sendMail } from "@/lib/mail";
import { messages } from "@/lib/messages";
import { siteOrigin } from "@/lib/site-url";

const m = messages.accountAccess.mail;

/** Where each kind of link opens. The token goes in the query: the pages read it, never the logs of a third party (Referrer-Policy keeps it). */
export const ACCOUNT_LINK_PATHS: Record<AccountTokenPurpose, string> = {
  verify_email: "/auth/confirmar-email",
  change_email: "/auth/confirmar-email",
  reset_password: "/auth/nova-senha",
  cancel_email_change: "/auth/cancelar-troca-de-email",
};

/**
 * The origin of the links the account e-mails carry. These links hold secrets, so they must point
 * at this app whatever the request says: AUTH_URL when set. Without it, outside production, the
 * request's own origin (the developer's localhost). In production without AUTH_URL, null: a
 * stranger could otherwise ask for a reset with `Host: evil.example` and have the owner's inbox
 * receive a link that hands the token to that host.
 */
export function accountLinkOrigin(requestOrigin: string, source?: EnvSource): string | null {
  const { AUTH_URL, NODE_ENV } = readEnv(source);
  if (AUTH_URL) return new URL(AUTH_URL).origin;
  return NODE_ENV === "production" ? null : requestOrigin;
}

/**
 * The origin for the links of the request being served, or null when this server cannot send
 * them (no mail delivery, or no trustworthy origin): the screen then says so instead of promising
 * an e-mail that never comes.
 */
export async function accountLinkOriginOfRequest(): Promise<string | null> {
  if (mailDelivery() === "off") return null;
  return accountLinkOrigin(siteOrigin());
}

type Content = { subject: string; intro: string; link?: string; closing: string; closingLink?: string };

/** Plain text and HTML of one account e-mail, every value escaped. `closingLink` follows the closing ('Não fui eu'). */
export function accountEmail({ subject, intro, link, closing, closingLink }: Content) {
  const text = [intro, link, closing, closingLink, m.automatic].filter(Boolean).join("\n\n");
  const paragraphLink = (href: string | undefined) =>
    href ? `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="color:#1d4ed8">${escapeHtml(href)}</a></p>` : "";
  const html = [
    `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827">`,
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    paragraphLink(link),
    `<p style="margin:0 0 16px">${escapeHtml(closing)}</p>`,
    paragraphLink(closingLink),
    `<p style="margin:0;color:#4b5563;font-size:13px">${escapeHtml(m.automatic)}</p>`,
    `</body></html>`,
  ].join("\n");
  return { subject, text, html };
}

type LinkPurpose = Exclude<AccountTokenPurpose, "cancel_email_change">;

const LINK_TEXTS: Record<LinkPurpose, { subject: string; intro: string }> = {
  verify_email: { subject: m.verifySubject, intro: m.verifyIntro },
  reset_password: { subject: m.resetSubject, intro: m.resetIntro },
  change_email: { subject: m.changeSubject, intro: m.changeIntro },
};

/**
 * Issues a link of `purpose` for the account and e-mails it to `to` (the address the link proves).
 * A new-password link goes only to an account with none open: anyone may ask for one, and the
 * owner's inbox holds the open one already (lib/actions/forgot-password.ts). A link whose mail
 * failed is discarded, so the job's retry sends a fresh one rather than finding it open.
 */
export async function sendAccountLink(userId: string, purpose: LinkPurpose, to: string, origin: string) {
  const token =
    purpose === "reset_password" ? await issueAccountTokenUnlessOpen(userId, purpose, to) : await issueAccountToken(userId, purpose, to);
  if (!token) return;
  const link = `${origin}${ACCOUNT_LINK_PATHS[purpose]}?token=${token}`;
  try {
    await sendMail({ to, ...accountEmail({ ...LINK_TEXTS[purpose], link, closing: m.notYou }) });
  } catch (error) {
    await discardAccountToken(token).catch(() => {});
    throw error;
  }
}

/**
 * The old address hears that its account's address is changing to `newEmail`, with a 'Não fui eu'
 * link that cancels the change (and only that: /auth/cancelar-troca-de-email). Whoever asked may
 * not be the owner; the owner, reading this, stops the change before anyone confirms it.
 */
export async function sendEmailChangeNotice(userId: string, to: string, newEmail: string, origin: string) {
  const token = await issueAccountToken(userId, "cancel_email_change", to);
  const closingLink = `${origin}${ACCOUNT_LINK_PATHS.cancel_email_change}?token=${token}`;
  await sendMail({
    to,
    ...accountEmail({ subject: m.changeNoticeSubject, intro: m.changeNoticeIntro(newEmail), closing: m.changeNoticeNotYou, closingLink }),
  });
}

/** A notice with no link: a taken address hears of the attempt, the owner of a new password. */
export async function sendAccountNotice(to: string, notice: "email_taken" | "password_changed") {
  const content: Record<typeof notice, Content> = {
    email_taken: { subject: m.takenSubject, intro: m.takenIntro, closing: m.notYou },
    password_changed: { subject: m.passwordChangedSubject, intro: m.passwordChangedIntro, closing: m.notYouChanged },
  };
  await sendMail({ to, ...accountEmail(content[notice]) });
}
