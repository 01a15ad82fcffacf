import { describe, expect, it } from "vitest";
import { ARRIVED_OVER_HTTPS, HSTS, securityHeaderRules } from "@/lib/security-headers";

/** Next's test for a `has` header condition: the whole value against the pattern. */
const matches = (pattern: string, value: string) => new RegExp(`^${pattern}$`).test(value);

/** The headers Next would add to a page, given the request's X-Forwarded-Proto (if any). */
function headersFor(isDev: boolean, forwardedProto?: string) {
  const out: Record<string, string> = {};
  for (const rule of securityHeaderRules(isDev)) {
    const applies = (rule.has ?? []).every((condition) => {
      expect(condition).toEqual(ARRIVED_OVER_HTTPS); // the only condition the rules use
      return forwardedProto !== undefined && matches(condition.value, forwardedProto);
    });
    if (applies) for (const { key, value } of rule.headers) out[key] = value;
  }
  return out;
}

describe("Strict-Transport-Security only over HTTPS", () => {
  it("is sent when the TLS proxy says the request came over HTTPS", () => {
    expect(headersFor(false, "https")[HSTS.key]).toBe("max-age=63072000; includeSubDomains");
    expect(headersFor(false, "https, http")[HSTS.key]).toBe(HSTS.value); // a CDN, then a load balancer
  });

  it("is absent over plain HTTP, whether the header says so or is missing", () => {
    expect(headersFor(false, "http")).not.toHaveProperty(HSTS.key);
    expect(headersFor(false)).not.toHaveProperty(HSTS.key);
  });

  it("is never sent by next dev, which would pin localhost to HTTPS", () => {
    expect(headersFor(true, "https")).not.toHaveProperty(HSTS.key);
  });

  it("leaves the other security headers on every page either way", () => {
    for (const headers of [headersFor(false), headersFor(false, "https")]) {
      expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    }
  });
});
