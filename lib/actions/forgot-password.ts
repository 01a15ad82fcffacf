"use server";

import { accountLinkOriginOfRequest } from "@/lib/account/emails";
import { queueAccountMail } from "@/lib/account/mail-tasks";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { currentRateLimitAddress } from "@/lib/client-address/current";
import { consumeRateLimit } from "@/lib/data/rate-limits";
import { messages } from "@/lib/messages";
import { PASSWORD_RESET_REQUESTS_PER_ADDRESS, passwordResetKey } from "@/lib/rate-limit";
import { forgotPasswordSchema } from "@/lib/validation/account-access";

const m = messages.accountAccess;

/**
 * 'Esqueci minha senha'. The answer is the same, in the same time, whether or not the address has
 * an account: the request queues one job for the address typed, whatever it is (one INSERT); the
 * look-up and the mail happen in the job (lib/account/mail-tasks.ts).
 *
 * Only the client's own address is limited. Nothing is counted against the e-mail typed: a stranger
 * who could spend an e-mail's budget could keep its owner from a new password. What keeps the
 * owner's inbox from a flood is the job's rule instead: an account with a new-password link still
 * open gets no other, so every request is answered alike and at most one live link exists.
 */
export const forgotPasswordAction = defineAction({
  access: "public",
  name: "pedido de nova senha",
  texts: { failed: m.forgotError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["email"]),
  schema: forgotPasswordSchema,
  async run({ input: { email } }) {
    const address = await currentRateLimitAddress();
    if (!(await consumeRateLimit(passwordResetKey(address), PASSWORD_RESET_REQUESTS_PER_ADDRESS)).allowed) {
      return { ok: false, message: m.forgotRateLimited };
    }
    const origin = await accountLinkOriginOfRequest();
    if (!origin) return { ok: false, message: m.mailUnavailable };
    await queueAccountMail("link de nova senha", { kind: "reset", email, origin });
    return { ok: true, message: m.forgotSent };
  },
});
