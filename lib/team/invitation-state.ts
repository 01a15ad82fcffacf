import type { DeadInvitation } from "@/lib/data/team";
import { messages } from "@/lib/messages";

const m = messages.team;

/** What the person is told about an invitation link that cannot be used (the page and the action alike). */
export function deadInvitationMessage(status: DeadInvitation): string {
  switch (status) {
    case "used":
      return m.usedLink;
    case "revoked":
      return m.revokedLink;
    case "expired":
      return m.expiredLink;
    default:
      return m.invalidLink;
  }
}
