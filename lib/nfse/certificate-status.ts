/**
 * How near the shop's certificate is to its end, the one rule the page and the expiry e-mails
 * share: days are whole days left, rounded up (a certificate ending in 29 days and 2 hours has
 * 30 left), so an e-mail sent "30 days before" and the page agree.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The page warns from here on. */
export const EXPIRY_WARNING_DAYS = 30;
/** The owner is e-mailed when this many days (or fewer) are left, once each, largest first. */
export const EXPIRY_NOTICE_DAYS = [30, 7] as const;

export type CertificateStatus = { kind: "valid" | "expiring" | "expired"; daysLeft: number };

export function certificateStatus(notAfter: Date, now: Date = new Date()): CertificateStatus {
  const daysLeft = Math.ceil((notAfter.getTime() - now.getTime()) / DAY_MS);
  if (notAfter.getTime() <= now.getTime()) return { kind: "expired", daysLeft: 0 };
  return { kind: daysLeft <= EXPIRY_WARNING_DAYS ? "expiring" : "valid", daysLeft };
}

/**
 * The notice due now, or null: the smallest threshold reached that was not sent yet. A certificate
 * uploaded 5 days before its end gets the 7-day notice only; nothing once it has expired.
 */
export function expiryNoticeDue(notAfter: Date, sent: readonly number[], now: Date = new Date()): number | null {
  const { kind, daysLeft } = certificateStatus(notAfter, now);
  if (kind === "expired") return null;
  const reached = EXPIRY_NOTICE_DAYS.filter((days) => daysLeft <= days);
  const due = reached.at(-1);
  if (due === undefined || sent.includes(due)) return null;
  return due;
}
