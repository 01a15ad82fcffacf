"use server";

import bcrypt from "bcryptjs";
import { CredentialsSignin } from "next-auth";
import { z } from "zod";
import { signIn, signOut } from "@/auth";
import { accountLinkOriginOfRequest } from "@/lib/account/emails";
import { queueAccountMail } from "@/lib/account/mail-tasks";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { BCRYPT_COST } from "@/lib/auth/credentials";
import { currentSessionToken } from "@/lib/auth/session-token";
import { createAccount, EmailTakenError, findLoginByEmail } from "@/lib/data/accounts";
import { endSession } from "@/lib/data/sessions";
import { messages } from "@/lib/messages";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import { SIGN_UPS } from "@/lib/rate-limit";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { loginFormSchema, signUpSchema } from "@/lib/validation/auth";

const m = messages.auth;

export const signUpAction = defineAction({
  access: "public",
  name: "cadastro",
  texts: { failed: m.signUpError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["email", "password"]),
  schema: signUpSchema,
  async run({ input }) {
    // Counted before the deliberately slow hash, and for taken e-mails too: a script gets ten tries
    // an hour from one address, to create accounts or to ask which e-mails are registered.
    const address = await currentRateLimitAddress();
    if (!(await consumeRateLimit(`sign-up:${address}`, SIGN_UPS)).allowed) return { ok: false, message: m.signUpRateLimited };
    let account: { id: string; email: string };
    try {
      account = await createAccount(input.email, await bcrypt.hash(input.password, BCRYPT_COST));
    } catch (error) {
      if (error instanceof EmailTakenError) return { ok: false, message: m.emailTaken, fieldErrors: { email: [m.emailTaken] } };
      throw error;
    }
    // The account works at once; the link only confirms the address (the dashboard asks for it).
    const origin = await accountLinkOriginOfRequest();
    if (origin)
      await queueAccountMail("confirmação de e-mail do cadastro", { kind: "verify", userId: account.id, to: account.email, origin });
    // The new mechanic is signed in at once and chooses a plan next: typing the password again
    // on the Login tab bought nothing. The sign-in goes through the login's own check (and its
    // rate limit); should it refuse, the account exists all the same and the form says to log in.
    if (!(await signInNewAccount(input.email, input.password))) return { ok: true, message: m.signUpSuccess, detail: m.signUpNextStep };
    return { ok: true, message: m.signUpSuccess, detail: m.signUpChoosePlan, redirectTo: "/dashboard/plans" };
  },
});

/** Signs in the account just created; false if that did not happen (the account stays). */
async function signInNewAccount(email: string, password: string) {
  try {
    await signIn("credentials", { email, password, redirect: false });
    return true;
  } catch (error) {
    // Refused credentials here can only be a login rate limit on that e-mail from this address:
    // an answer, not a failure. Anything else is logged, as defineAction would have.
    if (!(error instanceof CredentialsSignin)) console.error("cadastro: login após o cadastro falhou", error);
    return false;
  }
}

export const loginAction = defineAction({
  access: "public",
  name: "login",
  texts: { failed: m.loginError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["email", "password", "callbackUrl"]),
  schema: loginFormSchema,
  async run({ input: { email, password, callbackUrl } }) {
    try {
      await signIn("credentials", { email, password, redirect: false });
    } catch (error) {
      // A wrong password or too many attempts is an answer, not a failure worth a log line.
      if (error instanceof CredentialsSignin) {
        if (error.code === "no_shop") return { ok: false, message: m.noShop };
        return { ok: false, message: error.code === "rate_limited" ? m.rateLimited : m.invalidCredentials };
      }
      throw error;
    }
    // Without a plan the mechanic goes to the plans page first.
    const login = await findLoginByEmail(email);
    const redirectTo = login?.plan ? (safeRedirectPath(callbackUrl) ?? "/dashboard") : "/dashboard/plans";
    return { ok: true, message: m.loginSuccess, redirectTo };
  },
});

export const logoutAction = defineAction({
  access: "public",
  name: "logout",
  texts: { failed: m.logoutError },
  input: () => ({}),
  schema: z.object({}),
  async run() {
    // The session ends on the server first: a copy of the cookie must not outlive 'Sair'.
    const token = await currentSessionToken();
    if (token?.sub && token.sid) await endSession(token.sub, token.sid);
    await signOut({ redirect: false });
    return { ok: true, message: m.logoutSuccess, redirectTo: "/auth" };
  },
});
