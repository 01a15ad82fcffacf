"use server";

import bcrypt from "bcryptjs";
import { headers } from "next/headers";
import { AuthError, CredentialsSignin } from "next-auth";
import { signIn, signOut } from "@/auth";
import { BCRYPT_COST } from "@/lib/auth/credentials";
import { createAccount, EmailTakenError, findLoginByEmail } from "@/lib/data/accounts";
import { formFields, validationFailure, type ActionResult } from "@/lib/action-result";
import { messages } from "@/lib/messages";
import { clientIp, consumeRateLimit, SIGN_UPS } from "@/lib/rate-limit";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { loginSchema, signUpSchema } from "@/lib/validation/auth";

export async function signUpAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const parsed = signUpSchema.safeParse(formFields(formData, ["email", "password"]));
  if (!parsed.success) return validationFailure(parsed.error);
  // Counted before the deliberately slow hash, and for taken e-mails too: a script gets ten tries
  // an hour from one address, to create accounts or to ask which e-mails are registered.
  const address = clientIp(await headers());
  if (!(await consumeRateLimit(`sign-up:${address}`, SIGN_UPS)).allowed) return { ok: false, message: messages.auth.signUpRateLimited };
  try {
    const passwordHash = await bcrypt.hash(parsed.data.password, BCRYPT_COST);
    await createAccount(parsed.data.email, passwordHash);
    return { ok: true, message: messages.auth.signUpSuccess };
  } catch (error) {
    if (error instanceof EmailTakenError) {
      return { ok: false, message: messages.auth.emailTaken, fieldErrors: { email: [messages.auth.emailTaken] } };
    }
    console.error("cadastro falhou", error);
    return { ok: false, message: messages.auth.signUpError };
  }
}

export async function loginAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const fields = formFields(formData, ["email", "password", "callbackUrl"]);
  const parsed = loginSchema.safeParse(fields);
  if (!parsed.success) return validationFailure(parsed.error);
  try {
    await signIn("credentials", { ...parsed.data, redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === "rate_limited") {
      return { ok: false, message: messages.auth.rateLimited };
    }
    if (error instanceof CredentialsSignin) return { ok: false, message: messages.auth.invalidCredentials };
    console.error("login falhou", error instanceof AuthError ? error.type : error);
    return { ok: false, message: messages.auth.loginError };
  }
  // §4 "Login": without a plan the mechanic goes to the plans page first.
  const login = await findLoginByEmail(parsed.data.email);
  const redirectTo = login?.plan ? (safeRedirectPath(fields.callbackUrl) ?? "/dashboard") : "/dashboard/plans";
  return { ok: true, message: messages.auth.loginSuccess, redirectTo };
}

export async function logoutAction(): Promise<ActionResult> {
  await signOut({ redirect: false });
  return { ok: true, message: messages.auth.logoutSuccess, redirectTo: "/auth" };
}
