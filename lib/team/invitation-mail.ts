import "server-only";
import { accountEmail } from "@/lib/account/emails";
import { resendInvitation } from "@/lib/data/team";
import { sendMail } from "@/lib/mail";
import { messages } from "@/lib/messages";
import { defineTask, enqueue } from "@/lib/queue";
import { ROLE_NAMES } from "@/lib/team/permissions";
import { z } from "@/lib/validation/zod";

const m = messages.team;

/** Where an invitation's link opens (app/auth/convite). */
export const INVITATION_PATH = "/auth/convite";

/**
 * The invitation e-mail, sent after the response through the queue, as the account's links are
 * (lib/account/mail-tasks.ts): the task holds ids and the links' origin, never a token. The token
 * is issued when the task runs (resendInvitation: a new one, 7 days from now), so the queue's
 * tables hold no secret and a retry mails a fresh link while the earlier, never mailed, stops
 * working. An invitation accepted or cancelled by then sends nothing.
 */
export const invitationMail = defineTask({
  name: "mail.team-invitation",
  data: z.object({ shopId: z.string().uuid(), invitationId: z.string().uuid(), origin: z.string().min(1) }),
  run: async ({ shopId, invitationId, origin }) => {
    const invitation = await resendInvitation(shopId, invitationId);
    if (!invitation) return;
    const shopName = invitation.shopName?.trim() || m.aShop;
    const link = `${origin}${INVITATION_PATH}?token=${invitation.token}`;
    await sendMail({
      to: invitation.email,
      ...accountEmail({
        subject: m.mailSubject(shopName),
        intro: m.mailIntro(shopName, ROLE_NAMES[invitation.role]),
        link,
        closing: m.mailClosing,
      }),
    });
  },
});

/** Queues the invitation's e-mail; false when it could not be queued (logged; 'Reenviar' asks again). */
export async function queueInvitationMail(data: { shopId: string; invitationId: string; origin: string }) {
  try {
    await enqueue(invitationMail, data);
    return true;
  } catch (error) {
    console.error("convite da equipe: e-mail não enfileirado", error);
    return false;
  }
}
