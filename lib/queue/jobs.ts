import "server-only";
import { accountLinkMail, accountNoticeMail } from "@/lib/account/mail-jobs";
import { leadNoticeMail } from "@/lib/leads/lead-email";
import { cleanExpiredLinks, removeDeletedObjects, sweepRateLimits } from "@/lib/maintenance/jobs";
import { answerNoticeMail } from "@/lib/quote-sending/answer-email";
import { remindersDaily, remindersShop } from "@/lib/reminders/jobs";
import type { AnyJobDefinition } from "./define";

/**
 * Every job the app runs in the background. A queue is created for each when the workers start
 * (./worker.ts; a job's own send creates its queue too, ./enqueue.ts), and every instance works them all. A job is declared in its area
 * (lib/<area>/jobs.ts) with defineJob and listed here.
 */
export const JOBS: AnyJobDefinition[] = [
  sweepRateLimits,
  cleanExpiredLinks,
  removeDeletedObjects,
  accountLinkMail,
  accountNoticeMail,
  leadNoticeMail,
  answerNoticeMail,
  remindersDaily,
  remindersShop,
];
