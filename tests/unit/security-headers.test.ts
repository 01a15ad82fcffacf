import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match.js";
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

/** The headers Next would add to `path` over plain HTTP: every rule whose source matches, the last one winning. */
function headersForPath(path: string) {
  const out: Record<string, string> = {};
  for (const rule of securityHeaderRules(false)) {
    if (rule.has) continue;
    if (getPathMatch(rule.source, { strict: true, sensitive: false })(path) === false) continue;
    for (const { key, value } of rule.headers) out[key] = value;
  }
  return out;
}

describe("the secret links' headers", () => {
  // A quote's link and a supplier's link (its page, its answer route and its 404s) are capabilities:
  // no search engine, no Referer, no shared cache may carry them further.
  it.each(["/orcamento/abc", "/orcamento/abc/pdf", "/cotacao/abc", "/cotacao/abc/resposta", "/cotacao/x/y/z", "/agendamento/abc"])(
    "%s",
    (path) => {
      expect(headersForPath(path)).toMatchObject({
        "X-Robots-Tag": "noindex, nofollow",
        "Referrer-Policy": "same-origin",
        "Cache-Control": "private, no-store",
      });
    },
  );

  it("leaves the other pages' Referer as it was", () => {
    expect(headersForPath("/cotacoes")["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headersForPath("/cotacoes")).not.toHaveProperty("X-Robots-Tag");
  });
});
