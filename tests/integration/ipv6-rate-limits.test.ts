/**
 * Rate limits against an IPv6 client. One subscriber holds a whole /64 and may use any address in
 * it, so a limit per address would give a script 2^64 fresh counters: every address-keyed limit
 * counts the /64 (lib/client-address/rate-limit-address.ts). IPv4 clients stay one address each.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, stampedClientAddress } from "@/lib/client-address/header";
import { setClientAddress } from "../support/request";

const { submitLandingLead } = await import("@/lib/actions/landing");
const { messages } = await import("@/lib/messages");
const { newQuoteLinkToken } = await import("@/lib/quotes/link-token");
const { openPublicQuote } = await import("@/lib/public-quote/access");
const { clientIp, PUBLIC_FORM_SUBMISSIONS, QUOTE_LINK_MISSES } = await import("@/lib/rate-limit");
const { getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { submittedForm } = await import("../support/forms");
const { shopWithData } = await import("../support/shops");

/** A /64 no other test uses, as "2001:db8:xxxx:yyyy"; its addresses are `${prefix}::${n}`. */
function fresh64() {
  const [a, b] = [randomBytes(2).toString("hex"), randomBytes(2).toString("hex")];
  return `2001:db8:${a}:${b}`;
}

/** An address in `prefix`'s /64 that no other call gives: what privacy extensions hand out. */
const anotherAddressIn = (prefix: string) => `${prefix}:${randomBytes(8).toString("hex").match(/.{4}/g)!.join(":")}`;

const leadForm = () => submittedForm({ name: "Ana", email: `${randomUUID()}@exemplo.com` });

describe("IPv6 clients and the rate limits", () => {
  it("counts the contact form per /64: a new address in it gets no new allowance", async () => {
    const prefix = fresh64();
    for (let sent = 0; sent < PUBLIC_FORM_SUBMISSIONS.limit; sent++) {
      setClientAddress(anotherAddressIn(prefix));
      expect(await submitLandingLead(null, leadForm())).toEqual({ ok: true, message: messages.leads.sent });
    }
    setClientAddress(anotherAddressIn(prefix));
    expect(await submitLandingLead(null, leadForm())).toEqual({ ok: false, message: messages.leads.sendError + messages.leads.tooMany });
    // The neighbouring /64 is another client.
    setClientAddress(anotherAddressIn(fresh64()));
    expect(await submitLandingLead(null, leadForm())).toEqual({ ok: true, message: messages.leads.sent });
  });

  it("counts misses on quote links per /64, and keeps IPv4 addresses apart", async () => {
    const prefix = fresh64();
    for (let guess = 0; guess < QUOTE_LINK_MISSES.limit; guess++)
      expect(await openPublicQuote(newQuoteLinkToken(), anotherAddressIn(prefix))).toBeUndefined();
    const shop = await shopWithData("ipv6");
    const token = (await getQuoteLinkToken(shop.id, shop.quoteId))!;
    expect(await openPublicQuote(token, anotherAddressIn(prefix))).toBeUndefined();
    expect(await openPublicQuote(token, anotherAddressIn(fresh64()))).toBeDefined();
    // An IPv4 neighbour of a spent address is not touched.
    const spent = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}-${randomUUID()}`;
    for (let guess = 0; guess < QUOTE_LINK_MISSES.limit; guess++) await openPublicQuote(newQuoteLinkToken(), spent);
    expect(await openPublicQuote(token, spent)).toBeUndefined();
    expect(await openPublicQuote(token, `198.18.0.1-${randomUUID()}`)).toBeDefined();
  });

  it("gives the login's key the /64, and an IPv4 or IPv4-mapped client its own address", () => {
    const stamped = (address: string) => new Headers({ [CLIENT_ADDRESS_HEADER]: stampedClientAddress(address) });
    expect(clientIp(stamped("2001:db8:a:b:1:2:3:4"))).toBe("2001:db8:a:b::/64");
    expect(clientIp(stamped("2001:db8:a:b::99"))).toBe("2001:db8:a:b::/64");
    expect(clientIp(stamped("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientIp(stamped("::ffff:203.0.113.9"))).toBe("203.0.113.9");
  });
});
