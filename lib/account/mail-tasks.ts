import "server-only";
import { findAccountAccess } from "@/lib/data/account-access";
import { findLoginByEmail } from "@/lib/data/accounts";
import { defineTask, enqueue } from "@/lib/queue";
import { z } from "@/lib/validation/zod";
import { sendAccountLink, sendAccountNotice, sendEmailChangeNotice } from "./emails";

/**
 * The account e-mails that go out after the response, through the queue (lib/queue): a failed
 * send is retried with backoff instead of only logged. A task holds ids, the purpose, the address and
 * the links' origin, never a token: the link's token is issued when the task runs, so the queue's
 * tables hold no secret (a retry issues a fresh one; the earlier, never mailed, expires unused).
 * A task whose account is gone by then completes without sending. At least once, not exactly once: a
 * process that dies between the SMTP server's acceptance and the task's completion sends it again
 * after the expiry, a second copy of a notice, which is harmless (a second reset link works as well).
 */

/** Addresses as the account holds them (an older rule may have let in what today's would refuse). */
const address = z.string().min(1).max(320);
const origin = z.string().min(1);

const linkData = z.discriminatedUnion("kind", [
  /** The sign-up's 'confirme seu e-mail'. */
  z.object({ kind: z.literal("verify"), userId: z.string().uuid(), to: address, origin }),
  /**
   * 'Esqueci minha senha': the address as typed. Whether it has an account is looked up here, in the
   * task, so the request does the same work (one INSERT) for a registered address and for any other.
   */
  z.object({ kind: z.literal("reset"), email: address, origin }),
  /** The old address hears of a change of address, with its 'Não fui eu' link. */
  z.object({ kind: z.literal("change-notice"), userId: z.string().uuid(), to: address, newEmail: address, origin }),
]);
type LinkData = z.infer<typeof linkData>;

export const accountLinkMail = defineTask({
  name: "mail.account-link",
  data: linkData,
  run: async (data) => {
    if (data.kind === "reset") {
      const login = await findLoginByEmail(data.email);
      if (login) await sendAccountLink(login.id, "reset_password", login.email, data.origin);
      return;
    }
    const account = await findAccountAccess(data.userId);
    if (!account) return;
    if (data.kind === "verify") {
      // Confirmed meanwhile (a resent link was clicked), or no longer this address: nothing to prove.
      if (account.emailVerifiedAt || account.email.toLowerCase() !== data.to.toLowerCase()) return;
      await sendAccountLink(data.userId, "verify_email", data.to, data.origin);
      return;
    }
    await sendEmailChangeNotice(data.userId, data.to, data.newEmail, data.origin);
  },
});

export const accountNoticeMail = defineTask({
  name: "mail.account-notice",
  data: z.object({ notice: z.enum(["password_changed"]), to: address }),
  run: async ({ notice, to }) => {
    await sendAccountNotice(to, notice);
  },
});

/**
 * Queues an account e-mail: stored in Postgres before the response, so it survives this process.
 * A failure to queue (the database gone this instant) is logged and the screen answers as usual:
 * each of these mails can be asked for again ('Reenviar', 'Esqueci minha senha').
 */
export async function queueAccountMail(what: string, data: LinkData | { notice: "password_changed"; to: string }) {
  try {
    if ("notice" in data) await enqueue(accountNoticeMail, data);
    else await enqueue(accountLinkMail, data);
  } catch (error) {
    console.error(`${what}: e-mail não enfileirado`, error);
  }
}
