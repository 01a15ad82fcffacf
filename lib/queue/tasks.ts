import "server-only";
import { accountLinkMail, accountNoticeMail } from "@/lib/account/mail-tasks";
import {
  appointmentConfirmedMail,
  appointmentRemindersHourly,
  appointmentRemindersShop,
  appointmentRequestedMail,
} from "@/lib/agenda/emails";
import { leadNoticeMail } from "@/lib/leads/lead-email";
import { cleanExpiredLinks, removeDeletedObjects, sweepConversations, sweepRateLimits } from "@/lib/maintenance/tasks";
import { cancelNote, issueNote } from "@/lib/nfse/tasks";
import { certificateExpiryDaily } from "@/lib/nfse/certificate-expiry";
import { answerNoticeMail } from "@/lib/quote-sending/answer-email";
import { remindersDaily, remindersShop } from "@/lib/reminders/tasks";
import { invitationMail } from "@/lib/team/invitation-mail";
import type { AnyTaskDefinition } from "./define";

/**
 * Every task the app runs in the background. A queue is created for each when the workers start
 * (./worker.ts; a task's own send creates its queue too, ./enqueue.ts), and every instance works them all. A task is declared in its area
 * (lib/<area>/tasks.ts) with defineTask and listed here.
 */
export const TASKS: AnyTaskDefinition[] = [
  sweepRateLimits,
  cleanExpiredLinks,
  sweepConversations,
  removeDeletedObjects,
  accountLinkMail,
  accountNoticeMail,
  leadNoticeMail,
  answerNoticeMail,
  invitationMail,
  remindersDaily,
  remindersShop,
  appointmentRemindersHourly,
  appointmentRemindersShop,
  appointmentRequestedMail,
  appointmentConfirmedMail,
  issueNote,
  cancelNote,
  certificateExpiryDaily,
];
