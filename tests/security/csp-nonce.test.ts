/**
 * proxy.ts's nonce Content-Security-Policy, attacked: a nonce known from another response, or one
 * the client sends in its own request header, is never the one a page renders with; and switching
 * the redirects off (as the e2e suite's second server does) does not switch the policy off. The
 * browser's side is e2e/security/csp.spec.ts.
 */
import { NextRequest } from "next/server.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NONCE_AREAS } from "@/lib/content-security-policy";
import { config, proxy } from "@/proxy";

describe("proxy.ts", () => {
  afterEach(() => vi.unstubAllEnvs());

  /** The policy the browser gets and the one Next renders with (the request header proxy.ts passes on). */
  async function policies(path: string) {
    const response = await proxy(
      new NextRequest(`http://oficina.test${path}`, { headers: { "content-security-policy": "script-src 'nonce-escolhido'" } }),
    );
    return {
      response,
      sent: response.headers.get("content-security-policy"),
      rendered: response.headers.get("x-middleware-request-content-security-policy"),
    };
  }

  it.each(["/auth", "/auth/nada", "/oficina/oficina-do-ze", "/oficina/nao-existe/mais"])(
    "%s: a fresh nonce on every request, the same for Next and the browser",
    async (path) => {
      const first = await policies(path);
      const second = await policies(path);
      expect(first.sent).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/);
      expect(first.rendered).toBe(first.sent); // never the nonce the client chose
      expect(second.sent).not.toBe(first.sent);
    },
  );

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

  it("runs for every nonce area (its matcher must be literal, so it repeats them)", () => {
    for (const area of NONCE_AREAS) expect(config.matcher).toEqual(expect.arrayContaining([`/${area}`, `/${area}/:path*`]));
  });
});
