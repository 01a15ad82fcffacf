"use server";

import { z } from "zod";
import { signOut } from "@/auth";
import { defineAction } from "@/lib/actions/define-action";
import { endAllSessions } from "@/lib/data/sessions";
import { messages } from "@/lib/messages";

const m = messages.account;

/**
 * 'Sair de todos os aparelhos': ends every session of the account, this one included, so a cookie
 * left on a lost phone or copied from a shared computer stops working at once.
 */
export const signOutEverywhereAction = defineAction({
  access: "session",
  name: "saída de todos os aparelhos",
  texts: { failed: m.signOutEverywhereError },
  input: () => ({}),
  schema: z.object({}),
  async run({ caller }) {
    await endAllSessions(caller.id);
    await signOut({ redirect: false });
    return { ok: true, message: m.signOutEverywhereSuccess, redirectTo: "/auth" };
  },
});
