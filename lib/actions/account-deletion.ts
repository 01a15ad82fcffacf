"use server";

import { signOut } from "@/auth";
import { deletedAccountUrl } from "@/lib/account-deletion";
import { checkCurrentPassword } from "@/lib/account/password-check";
import { defineAction, formInput } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { deleteAccount } from "@/lib/data/account-deletion";
import { messages } from "@/lib/messages";
import { accountDeletionSchema } from "@/lib/validation/account";

const m = messages.accountDeletion;

/**
 * 'Excluir minha conta' (LGPD art. 18). It only ever deletes the caller: the account comes from
 * the session, never from the form. A session is enough, no plan: a shop whose plan ended still
 * owns its data and may have it deleted.
 */
export const deleteAccountAction = defineAction({
  access: "session",
  permission: "ownAccount",
  name: "exclusão de conta",
  texts: { prefix: m.prefix, failed: m.prefix + messages.reasons.tryAgain },
  input: (_previous: ActionResult | null, formData: FormData) => formInput(formData, ["password", "confirmation"]),
  schema: accountDeletionSchema,
  async run({ caller, input, refuse }) {
    const check = await checkCurrentPassword(caller.userId, input.password);
    if (check === "rate_limited") return { ok: false, message: messages.accountAccess.passwordChecksRateLimited };
    if (check === "wrong") return { ok: false, message: m.wrongPassword, fieldErrors: { password: [m.wrongPassword] } };

    const deleted = await deleteAccount(caller.userId);
    // Gone already: another tab's deletion got there first.
    if (!deleted) return refuse(messages.reasons.tryAgain);
    // The sessions went with the account (cascade); this clears the cookie of this browser too.
    await signOut({ redirect: false });
    return { ok: true, redirectTo: await deletedAccountUrl(deleted) };
  },
});
