import type { EmailLinkResult } from "@/lib/data/account-access";
import { messages } from "@/lib/messages";

const m = messages.accountAccess;

/** What the mechanic is told about a link that cannot be used, whatever the reason. */
export function refusedLinkMessage(status: Exclude<EmailLinkResult["status"], "valid">): string {
  switch (status) {
    case "expired":
      return m.tokenExpired;
    case "used":
      return m.tokenUsed;
    case "other_account":
      return m.tokenOtherAccount;
    case "email_taken":
      return m.emailTaken;
    case "sign_in_required":
      return m.signInToConfirm;
    default:
      return m.tokenInvalid;
  }
}

/** The `?token=` of a link's page: one string, or "" (answered as an invalid link). */
export function tokenParam(value: string | string[] | undefined): string {
  return typeof value === "string" ? value : "";
}
