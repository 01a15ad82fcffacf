import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match.js";
import { NextRequest } from "next/server.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, createNonce, STATIC_POLICY_PATHS, usesNonce } from "@/lib/content-security-policy";
import { securityHeaderRules } from "@/lib/security-headers";
import { proxy } from "@/proxy";

/** The directive `name` of a policy, as its list of sources. */
function directive(policy: string, name: string) {
  const found = policy.split(";").map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
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
    expect(withNonce).toEqual(expect.arrayContaining(["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]));
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
  const noncePaths = ["/auth", "/auth/nada", "/dashboard", "/dashboard/customers", "/dashboard/customers/1/edit", "/oficina", "/oficina/oficina-do-ze", "/oficina/a/b"];
  const staticPaths = ["/", "/authority", "/dashboards", "/oficinas", "/um-caminho-que-nao-existe", "/robots.txt", "/icon.svg", "/api/health"];

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
    const rule = securityHeaderRules(false).find((candidate) => candidate.headers.some((header) => header.key === "Content-Security-Policy"));
    expect(rule?.source).toBe(STATIC_POLICY_PATHS);
    expect(rule?.headers).toEqual([{ key: "Content-Security-Policy", value: contentSecurityPolicy({ isDev: false }) }]);
  });
});

describe("proxy.ts", () => {
  afterEach(() => vi.unstubAllEnvs());

  /** The policy the browser gets and the one Next renders with (the request header proxy.ts passes on). */
  async function policies(path: string) {
    const response = await proxy(new NextRequest(`http://oficina.test${path}`, { headers: { "content-security-policy": "script-src 'nonce-escolhido'" } }));
    return { response, sent: response.headers.get("content-security-policy"), rendered: response.headers.get("x-middleware-request-content-security-policy") };
  }

  it.each(["/auth", "/oficina/oficina-do-ze", "/oficina/nao-existe/mais"])("%s: a fresh nonce on every request, the same for Next and the browser", async (path) => {
    const first = await policies(path);
    const second = await policies(path);
    expect(first.sent).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
    expect(first.rendered).toBe(first.sent); // never the nonce the client chose
    expect(second.sent).not.toBe(first.sent);
  });

  it("sets it on the login redirect of a visitor too", async () => {
    const { response, sent } = await policies("/dashboard/customers");
    expect(response.status).toBe(307);
    expect(sent).toContain("'strict-dynamic'");
  });

  it("keeps it with the redirects switched off (OFICINA_DISABLE_PROXY=1)", async () => {
    vi.stubEnv("OFICINA_DISABLE_PROXY", "1");
    const { response, sent, rendered } = await policies("/dashboard/customers");
    expect(response.headers.get("location")).toBeNull();
    expect(sent).toContain("'strict-dynamic'");
    expect(rendered).toBe(sent);
  });

  it("gives the not-found page of an undecodable path in a nonce area a policy", async () => {
    const { response, sent } = await policies("/oficina/%ff");
    expect(response.status).toBe(404);
    expect(sent).toContain("'strict-dynamic'");
  });

  it("leaves the other paths to the static policy", async () => {
    const { sent, rendered } = await policies("/%C3%A9");
    expect(sent).toBeNull();
    expect(rendered).toBeNull();
  });
});
