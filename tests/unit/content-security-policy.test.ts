import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match.js";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, STATIC_POLICY_PATHS, usesNonce } from "@/lib/content-security-policy";
import { securityHeaderRules } from "@/lib/security-headers";

/** The directive `name` of a policy, as its list of sources. */
function directive(policy: string, name: string) {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

describe("the nonce policy", () => {
  it("lets only scripts with the nonce run, and what they load", () => {
    const policy = contentSecurityPolicy({ isDev: false, nonce: "abc123" });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
  });

  it("allows eval in development only, where React needs it", () => {
    expect(directive(contentSecurityPolicy({ isDev: true, nonce: "n" }), "script-src")).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ isDev: false, nonce: "n" })).not.toContain("unsafe-eval");
  });

  it("keeps the other directives of the static policy", () => {
    const withNonce = contentSecurityPolicy({ isDev: false, nonce: "n" }).split("; ");
    const without = contentSecurityPolicy({ isDev: false }).split("; ");
    expect(withNonce.filter((part) => !part.startsWith("script-src"))).toEqual(without.filter((part) => !part.startsWith("script-src")));
    expect(withNonce).toEqual(
      expect.arrayContaining(["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]),
    );
    expect(directive(withNonce.join("; "), "style-src")).toEqual(["'self'", "'unsafe-inline'"]); // no nonce: it would switch 'unsafe-inline' off
  });

  it("keeps 'unsafe-inline' for scripts only in the static policy of the prerendered pages", () => {
    expect(directive(contentSecurityPolicy({ isDev: false }), "script-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe("createNonce", () => {
  it("is 128 random bits, new each time", () => {
    const nonces = Array.from({ length: 1000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // valid in a CSP source expression
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});

/** Whether next.config.ts's static policy applies to a path: Next's path-to-regexp, as for a rule's source. */
const staticPolicyApplies = (path: string) => getPathMatch(STATIC_POLICY_PATHS, { strict: true, sensitive: false })(path) !== false;

describe("which policy a path gets", () => {
  const noncePaths = [
    "/auth",
    "/auth/nada",
    "/dashboard",
    "/dashboard/customers",
    "/dashboard/customers/1/edit",
    "/oficina",
    "/oficina/oficina-do-ze",
    "/oficina/a/b",
    "/orcamento/abc",
    "/cotacao",
    "/cotacao/abc",
    "/cotacao/abc/resposta",
    "/agendamento/abc",
  ];
  const staticPaths = [
    "/",
    "/authority",
    "/dashboards",
    "/oficinas",
    "/cotacoes",
    "/um-caminho-que-nao-existe",
    "/robots.txt",
    "/icon.svg",
    "/api/health",
  ];

  it.each(noncePaths)("%s: the nonce policy from proxy.ts only", (path) => {
    expect(usesNonce(path)).toBe(true);
    expect(staticPolicyApplies(path)).toBe(false); // one CSP header per response
  });

  it.each(staticPaths)("%s: the static policy only", (path) => {
    expect(usesNonce(path)).toBe(false);
    expect(staticPolicyApplies(path)).toBe(true);
  });

  it("leaves the stored files to their own script-free policy", () => {
    expect(usesNonce("/api/uploads/x.svg")).toBe(false);
    expect(staticPolicyApplies("/api/uploads/x.svg")).toBe(false);
  });

  it("is the static rule next.config.ts gets", () => {
    const rule = securityHeaderRules(false).find((candidate) =>
      candidate.headers.some((header) => header.key === "Content-Security-Policy"),
    );
    expect(rule?.source).toBe(STATIC_POLICY_PATHS);
    expect(rule?.headers).toEqual([{ key: "Content-Security-Policy", value: contentSecurityPolicy({ isDev: false }) }]);
  });
});
