/**
 * The certificate's days left, as the page and the expiry e-mails read them: whole days rounded up,
 * the warning from 30, and the notice due (30, then 7, once each; only the 7-day one when the first
 * run comes that late; none once expired).
 */
import { describe, expect, it } from "vitest";
import { certificateStatus, expiryNoticeDue } from "@/lib/nfse/certificate-status";

const now = new Date("2030-03-04T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const ending = (days: number) => new Date(now.getTime() + days * DAY);

describe("the certificate's status", () => {
  it("counts whole days left, rounded up, and warns from 30", () => {
    expect(certificateStatus(ending(200), now)).toEqual({ kind: "valid", daysLeft: 200 });
    expect(certificateStatus(ending(30.5), now)).toEqual({ kind: "valid", daysLeft: 31 });
    expect(certificateStatus(ending(29.9), now)).toEqual({ kind: "expiring", daysLeft: 30 });
    expect(certificateStatus(ending(0.01), now)).toEqual({ kind: "expiring", daysLeft: 1 });
    expect(certificateStatus(ending(0), now)).toEqual({ kind: "expired", daysLeft: 0 });
    expect(certificateStatus(ending(-3), now)).toEqual({ kind: "expired", daysLeft: 0 });
  });

  it("owes the 30-day notice, then the 7-day one, each once, and nothing once expired", () => {
    expect(expiryNoticeDue(ending(45), [], now)).toBeNull();
    expect(expiryNoticeDue(ending(29.9), [], now)).toBe(30);
    expect(expiryNoticeDue(ending(20), [30], now)).toBeNull();
    expect(expiryNoticeDue(ending(6.5), [30], now)).toBe(7);
    expect(expiryNoticeDue(ending(6.5), [30, 7], now)).toBeNull();
    expect(expiryNoticeDue(ending(5), [], now)).toBe(7);
    expect(expiryNoticeDue(ending(-1), [], now)).toBeNull();
  });
});
