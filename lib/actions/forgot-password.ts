"use server";

import { accountLinkOriginOfRequest } from "@/lib/account/emails";
import { queueAccountMail } from "@/lib/account/mail-jobs";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import { consumeRateLimit, isRemembered } from "@/lib/data/rate-limits";
import { messages } from "@/lib/messages";
import {
  loginLimitKeys,
  PASSWORD_RESET_REQUESTS_PER_ADDRESS,
  PASSWORD_RESET_REQUESTS_PER_EMAIL,
  passwordResetKeys,
} from "@/lib/rate-limit";
import { forgotPasswordSchema } from "@/lib/validation/account-access";

const m = messages.accountAccess;

/**
 * 'Esqueci minha senha'. The answer is the same, in the same time, whether or not the address has
 * an account: the request queues one job for the address typed, whatever it is (one INSERT); the
 * look-up and the mail happen in the job (lib/account/mail-jobs.ts). The limits count the address
 * typed, registered or not.
 *
 * The client's own limit comes first, and the e-mail's counter is spent only by a client under it:
 * a client already refused must not go on spending the owner's few requests (issue 31). A place the
 * owner signed in from lately (the login's known places) is not held to the e-mail's limit at all,
 * so a stranger who spends it cannot keep the owner from a new password at his usual connection.
 */
export const forgotPasswordAction = defineAction({
  access: "public",
  name: "pedido de nova senha",
  texts: { failed: m.forgotError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["email"]),
  schema: forgotPasswordSchema,
  async run({ input: { email } }) {
    const address = await currentRateLimitAddress();
    if (!(await consumeRateLimit(passwordResetKeys.place(address), PASSWORD_RESET_REQUESTS_PER_ADDRESS)).allowed) {
      return { ok: false, message: m.forgotRateLimited };
    }
    if (!(await isRemembered(loginLimitKeys.knownPlace(email, address)))) {
      const toEmail = await consumeRateLimit(passwordResetKeys.email(email), PASSWORD_RESET_REQUESTS_PER_EMAIL);
      if (!toEmail.allowed) return { ok: false, message: m.forgotRateLimited };
    }
    const origin = await accountLinkOriginOfRequest();
    if (!origin) return { ok: false, message: m.mailUnavailable };
    await queueAccountMail("link de nova senha", { kind: "reset", email, origin });
    return { ok: true, message: m.forgotSent };
  },
});
