"use server";

import bcrypt from "bcryptjs";
import { z } from "zod";
import { signOut } from "@/auth";
import { accountLinkOriginOfRequest, sendAccountLink, sendAccountNotice } from "@/lib/account/emails";
import { queueAccountMail } from "@/lib/account/mail-tasks";
import { checkCurrentPassword } from "@/lib/account/password-check";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { BCRYPT_COST } from "@/lib/auth/credentials";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import { changePassword, isEmailRegistered } from "@/lib/data/account-access";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { endAllSessions } from "@/lib/data/sessions";
import { mailFailureReason } from "@/lib/mail";
import { messages } from "@/lib/messages";
import { ACCOUNT_EMAILS_PER_ACCOUNT, ACCOUNT_EMAILS_PER_ADDRESS, accountEmailsKey } from "@/lib/rate-limit";
import { changeEmailSchema, changePasswordSchema } from "@/lib/validation/account-access";

const m = messages.account;
const access = messages.accountAccess;

/**
 * 'Sair de todos os aparelhos': ends every session of the account, this one included, so a cookie
 * left on a lost phone or copied from a shared computer stops working at once.
 */
export const signOutEverywhereAction = defineAction({
  access: "session",
  permission: "ownAccount",
  name: "saída de todos os aparelhos",
  texts: { failed: m.signOutEverywhereError },
  input: () => ({}),
  schema: z.object({}),
  async run({ caller }) {
    await endAllSessions(caller.userId);
    await signOut({ redirect: false });
    return { ok: true, message: m.signOutEverywhereSuccess, redirectTo: "/auth" };
  },
});

/** The account page's refusal of a wrong current password, on its field. */
function passwordRefusal(check: "wrong" | "rate_limited"): ActionResult {
  if (check === "rate_limited") return { ok: false, message: access.passwordChecksRateLimited };
  return { ok: false, message: access.wrongPassword, fieldErrors: { currentPassword: [access.wrongPassword] } };
}

/**
 * Counts one account e-mail against the hourly limits, of the account and of the client address
 * (one place signed in to many accounts): each may land in someone's inbox.
 */
async function withinEmailLimit(userId: string) {
  const address = await currentRateLimitAddress();
  const [ofAccount, ofAddress] = await Promise.all([
    consumeRateLimit(accountEmailsKey(userId), ACCOUNT_EMAILS_PER_ACCOUNT),
    consumeRateLimit(`account-emails-from:${address}`, ACCOUNT_EMAILS_PER_ADDRESS),
  ]);
  return ofAccount.allowed && ofAddress.allowed;
}

/** 'Reenviar e-mail' on the banner: a new link to confirm the account's address. */
export const resendVerificationAction = defineAction({
  access: "session",
  permission: "ownAccount",
  name: "reenvio da confirmação de e-mail",
  texts: { failed: access.resendError },
  input: () => ({}),
  schema: z.object({}),
  async run({ caller }) {
    if (caller.emailVerifiedAt) return { ok: true, message: access.alreadyVerified };
    if (!(await withinEmailLimit(caller.userId))) return { ok: false, message: access.tooManyEmails };
    const origin = await accountLinkOriginOfRequest();
    if (!origin) return { ok: false, message: access.mailUnavailable };
    try {
      await sendAccountLink(caller.userId, "verify_email", caller.email, origin);
    } catch (error) {
      console.error("reenvio da confirmação de e-mail: envio falhou", { userId: caller.userId }, error);
      return { ok: false, message: access.mailFailed + mailFailureReason(error) };
    }
    return { ok: true, message: access.verificationSent(caller.email) };
  },
});

/**
 * 'Alterar e-mail': the current password first, then a link to the new address; the address
 * changes only when that link is opened from a session of this account. The old address is told,
 * with a 'Não fui eu' link that cancels the change. An address that already has an account gets a
 * note instead of a link, and the screen says the same as for any other: the form must not become
 * a way to learn who is registered.
 *
 * Only a confirmed address may be changed: the sign-up does not check that the address is the
 * signer's, so an unconfirmed account may be a stranger's sign-up with someone else's address, and
 * moving it to his own would keep the owner's account (and what the owner adds later) for him.
 */
export const changeEmailAction = defineAction({
  access: "session",
  permission: "ownAccount",
  name: "troca de e-mail",
  texts: { failed: access.changeEmailError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["email", "currentPassword"]),
  schema: changeEmailSchema,
  async run({ caller, input: { email, currentPassword } }) {
    if (!caller.emailVerifiedAt) return { ok: false, message: access.verifyBeforeEmailChange };
    if (email === caller.email.toLowerCase()) return { ok: false, message: access.sameEmail, fieldErrors: { email: [access.sameEmail] } };
    const check = await checkCurrentPassword(caller.userId, currentPassword);
    if (check !== "ok") return passwordRefusal(check);
    if (!(await withinEmailLimit(caller.userId))) return { ok: false, message: access.tooManyEmails };
    const origin = await accountLinkOriginOfRequest();
    if (!origin) return { ok: false, message: access.mailUnavailable };
    try {
      if (await isEmailRegistered(email)) await sendAccountNotice(email, "email_taken");
      else await sendAccountLink(caller.userId, "change_email", email, origin);
    } catch (error) {
      console.error("troca de e-mail: envio falhou", { userId: caller.userId }, error);
      return { ok: false, message: access.mailFailed + mailFailureReason(error) };
    }
    await queueAccountMail("aviso de troca de e-mail", {
      kind: "change-notice",
      userId: caller.userId,
      to: caller.email,
      newEmail: email,
      origin,
    });
    return { ok: true, message: access.emailChangeSent(email) };
  },
});

/** 'Alterar senha': the current one first; the other devices are signed out, this one stays. */
export const changePasswordAction = defineAction({
  access: "session",
  permission: "ownAccount",
  name: "troca de senha",
  texts: { failed: access.changePasswordError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["currentPassword", "password", "repeatPassword"]),
  schema: changePasswordSchema,
  async run({ caller, input: { currentPassword, password } }) {
    const check = await checkCurrentPassword(caller.userId, currentPassword);
    if (check !== "ok") return passwordRefusal(check);
    await changePassword(caller.userId, caller.sessionId, await bcrypt.hash(password, BCRYPT_COST));
    await queueAccountMail("aviso de senha alterada", { notice: "password_changed", to: caller.email });
    return { ok: true, message: access.passwordChanged };
  },
});
