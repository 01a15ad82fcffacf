"use server";

import { refusedLinkMessage } from "@/lib/account/link-state";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { confirmEmailLink } from "@/lib/data/account-access";
import { messages } from "@/lib/messages";
import { emailLinkSchema } from "@/lib/validation/account-access";

const m = messages.accountAccess;

/**
 * 'Confirmar e-mail': the address the link was sent to is confirmed, or becomes the account's new
 * one. A button rather than the link itself, so the mail scanners that open every link use none up.
 * Nothing is revalidated: the dashboard reads the account on every request, and a refresh of this
 * page would replace the answer with "link already used".
 */
export const confirmEmailAction = defineAction({
  access: "visitor",
  name: "confirmação de e-mail",
  texts: { failed: m.confirmError },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["token"]),
  schema: emailLinkSchema,
  async run({ caller, input: { token } }) {
    const confirmed = await confirmEmailLink(token, caller?.userId ?? null);
    if (confirmed.status !== "valid") return { ok: false, message: refusedLinkMessage(confirmed.status) };
    return { ok: true, message: confirmed.purpose === "change_email" ? m.emailChanged(confirmed.email) : m.emailConfirmed };
  },
});
