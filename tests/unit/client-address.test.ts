import { describe, expect, it } from "vitest";
import { rateLimitAddress } from "@/lib/client-address/rate-limit-address";
import {
  MALFORMED_TRUSTED_PROXY_HOPS_MESSAGE,
  normalizeAddress,
  parseTrustedProxyHops,
  resolveClientAddress,
} from "@/lib/client-address/resolve";

describe("resolveClientAddress", () => {
  it("without trusted proxies, is the TCP peer whatever X-Forwarded-For says", () => {
    for (const forwardedFor of [undefined, "", "203.0.113.9", "198.51.100.1, 203.0.113.9", "unknown"]) {
      expect(resolveClientAddress({ peer: "192.0.2.44", forwardedFor, trustedHops: 0 })).toBe("192.0.2.44");
    }
  });

  it("with one trusted proxy, is the last entry: the one that proxy appended", () => {
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "203.0.113.9", trustedHops: 1 })).toBe("203.0.113.9");
    // The client put the first two there itself.
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "1.1.1.1, 2.2.2.2,203.0.113.9 ", trustedHops: 1 })).toBe("203.0.113.9");
  });

  it("with N trusted proxies, is the entry N from the right", () => {
    const forwardedFor = "6.6.6.6, 203.0.113.9, 10.0.0.5";
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor, trustedHops: 2 })).toBe("203.0.113.9");
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor, trustedHops: 3 })).toBe("6.6.6.6");
  });

  it("falls back to the peer when the request did not pass every declared proxy", () => {
    expect(resolveClientAddress({ peer: "::ffff:192.0.2.44", forwardedFor: undefined, trustedHops: 1 })).toBe("192.0.2.44");
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "203.0.113.9", trustedHops: 2 })).toBe("10.0.0.2");
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "203.0.113.9, ", trustedHops: 1 })).toBe("10.0.0.2");
  });

  it("is 'unknown' when there is no peer left to ask", () => {
    expect(resolveClientAddress({ peer: undefined, forwardedFor: "203.0.113.9", trustedHops: 0 })).toBe("unknown");
  });
});

describe("normalizeAddress", () => {
  it("writes an IPv4 client of a dual-stack socket as plain IPv4, and IPv6 in one case", () => {
    expect(normalizeAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeAddress(" ::FFFF:192.0.2.1 ")).toBe("192.0.2.1");
    expect(normalizeAddress("2001:DB8::1")).toBe("2001:db8::1");
    expect(normalizeAddress("::ffff:abcd:1")).toBe("::ffff:abcd:1");
  });
});

describe("parseTrustedProxyHops", () => {
  it("reads unset, empty and small integers", () => {
    expect(parseTrustedProxyHops(undefined)).toBe(0);
    expect(parseTrustedProxyHops("")).toBe(0);
    expect(parseTrustedProxyHops(" 0 ")).toBe(0);
    expect(parseTrustedProxyHops("1")).toBe(1);
    expect(parseTrustedProxyHops("10")).toBe(10);
  });

  it("refuses anything else, in Portuguese, rather than guess", () => {
    for (const value of ["-1", "1.5", "um", "true", "1e1", "11", "0x1", "2 proxies"]) {
      expect(() => parseTrustedProxyHops(value), value).toThrow(MALFORMED_TRUSTED_PROXY_HOPS_MESSAGE);
    }
  });
});

describe("rateLimitAddress", () => {
  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    [" 2001:db8:1:2:ffff:ffff:ffff:ffff ", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:1::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("groups the IPv6 address %j by its /64: %j", (address, key) => {
    expect(rateLimitAddress(address)).toBe(key);
  });

  it("gives every address of one /64 the same key, and the next /64 another", () => {
    const keys = ["2001:db8:a:b::1", "2001:db8:a:b::2", "2001:db8:a:b:1234:5678:9abc:def0"].map(rateLimitAddress);
    expect(new Set(keys).size).toBe(1);
    expect(rateLimitAddress("2001:db8:a:c::1")).not.toBe(keys[0]);
  });

  it.each([
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:c000:201", "192.0.2.1"],
  ])("reads the IPv4-mapped %j as its IPv4 address", (address, key) => {
    expect(rateLimitAddress(address)).toBe(key);
  });

  it.each([
    "192.0.2.1",
    "10.0.0.9",
    "unknown",
    "",
    "198.51.100.1-5d1c",
    "1::2::3",
    "2001:db8:1:2:3:4:5:6:7",
    "gggg::1",
    "[2001:db8::1]",
    "2001:db8::/32",
  ])("keeps %j as it is (IPv4, or no IPv6 address)", (address) => {
    expect(rateLimitAddress(address)).toBe(address);
  });
});
