"use server";

import { refusedLinkMessage } from "@/lib/account/link-state";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { cancelEmailChangeLink } from "@/lib/data/account-access";
import { messages } from "@/lib/messages";
import { emailLinkSchema } from "@/lib/validation/account-access";

const m = messages.accountAccess;

/**
 * 'Cancelar a troca', from the 'Não fui eu' link mailed to the old address: the pending change of
 * address ends, and nothing else changes (no password, no session, no address), so the link is
 * worth nothing to anyone but the owner who wants the change stopped. A button rather than the link
 * itself, as on the other link pages: a mail scanner opening the link cancels nothing.
 */
export const cancelEmailChangeAction = defineAction({
  access: "visitor",
  name: "cancelamento da troca de e-mail",
  texts: { failed: m.cancelError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["token"]),
  schema: emailLinkSchema,
  async run({ caller, input: { token } }) {
    const cancelled = await cancelEmailChangeLink(token, caller?.userId ?? null);
    if (cancelled.status !== "valid") return { ok: false, message: refusedLinkMessage(cancelled.status) };
    return { ok: true, message: cancelled.cancelled ? m.emailChangeCancelled : m.noEmailChangePending, detail: m.cancelAdvice };
  },
});
