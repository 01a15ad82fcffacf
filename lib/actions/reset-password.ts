"use server";

import bcrypt from "bcryptjs";
import { CredentialsSignin } from "next-auth";
import { signIn } from "@/auth";
import { queueAccountMail } from "@/lib/account/mail-tasks";
import { refusedLinkMessage } from "@/lib/account/link-state";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { BCRYPT_COST } from "@/lib/auth/credentials";
import { resetPasswordWithToken } from "@/lib/data/account-access";
import { messages } from "@/lib/messages";
import { resetPasswordSchema } from "@/lib/validation/account-access";

const m = messages.accountAccess;

/**
 * 'Salvar nova senha' from the e-mailed link. The link is used up with the change; every session
 * ends and the login counters are cleared, so whoever burned them cannot keep the owner out. The
 * owner is then signed in here, and told by e-mail that the password changed.
 */
export const resetPasswordAction = defineAction({
  access: "visitor",
  name: "nova senha pelo link",
  texts: { failed: m.resetError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["token", "password", "repeatPassword"]),
  schema: resetPasswordSchema,
  async run({ caller, input: { token, password } }) {
    const reset = await resetPasswordWithToken(token, await bcrypt.hash(password, BCRYPT_COST), caller?.userId ?? null);
    if (reset.status !== "valid") return { ok: false, message: refusedLinkMessage(reset.status) };
    await queueAccountMail("aviso de senha alterada", { notice: "password_changed", to: reset.email });
    try {
      await signIn("credentials", { email: reset.email, password, redirect: false });
    } catch (error) {
      if (!(error instanceof CredentialsSignin)) console.error("nova senha: login após a troca falhou", error);
      return { ok: true, message: m.resetSuccess, redirectTo: "/auth" };
    }
    return { ok: true, message: m.resetSuccess, redirectTo: "/dashboard" };
  },
});
