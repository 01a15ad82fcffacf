/**
 * Where a customer's answer came from, as the shop reads it: the network (the shop's own or the
 * internet) and the device, never "::1" or a raw user agent; the record keeps both as received.
 */
import { describe, expect, it } from "vitest";
import { networkPlace } from "@/lib/client-address/place";
import { answerEmail } from "@/lib/quote-sending/answer-email";
import type { StoredAnswer } from "@/lib/quotes/types";

describe("networkPlace", () => {
  it("calls loopback and private addresses the local network", () => {
    for (const address of [
      "::1",
      "127.0.0.1",
      "::ffff:127.0.0.1",
      "10.0.0.8",
      "172.16.4.2",
      "172.31.255.1",
      "192.168.1.20",
      "169.254.3.3",
      "fd00::1",
      "fe80::1",
    ]) {
      expect(networkPlace(address), address).toBe("local");
    }
  });

  it("calls public addresses the internet, and anything else unknown", () => {
    for (const address of ["200.160.2.3", "172.32.0.1", "8.8.8.8", "2804:14c::1"]) expect(networkPlace(address), address).toBe("internet");
    for (const address of ["unknown", "", "999.1.1.1", "200.160.2.3-x"]) expect(networkPlace(address), address).toBe("unknown");
  });
});

describe("the shop's e-mail about an answer", () => {
  const answer: StoredAnswer = {
    versionNumber: 1,
    sha256: "3f9a1c2b".padEnd(64, "0"),
    answer: "approved",
    customerName: "Maria Souza",
    reason: null,
    nonOriginalPartsConsent: null,
    clientAddress: "::1",
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    answeredAt: new Date("2026-11-24T17:32:00Z"),
    channel: "link",
    takenBy: null,
  };

  it("says the device and the network, not the address", () => {
    const mail = answerEmail({ quoteNumber: 1, customerName: "Maria Souza", answer, link: "https://app.example/dashboard/quotes/x" });
    expect(mail.text).toContain("Aparelho: Chrome no Android");
    expect(mail.text).toContain("Rede: Rede local");
    expect(mail.text).not.toContain("::1");
    expect(mail.text).not.toContain("Endereço IP");
    expect(mail.text).not.toContain("Mozilla");
  });
});
