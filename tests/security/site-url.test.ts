/**
 * Links never come from a request header: the app's origin is AUTH_URL alone
 * (lib/site-url.ts), so a forged Host or X-Forwarded-Host changes no link (the quote e-mail's and
 * the shop's notice are checked in tests/integration/quote-email-relay.test.ts and
 * quote-answer-route.test.ts; a public page's canonical and Open Graph base here), and a
 * production server without AUTH_URL (or with one that is not an http(s) URL) refuses to start,
 * saying so.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakes } from "../support/request";

const { configuredSiteOrigin, MISSING_SITE_URL_MESSAGE, siteOrigin } = await import("@/lib/site-url");
const { checkEnv } = await import("@/lib/env");
const { CLIENT_ADDRESS_HEADER, stampedClientAddress } = await import("@/lib/client-address/header");
const { generateMetadata } = await import("@/app/(public-page)/oficina/[slug]/page");
const { shopWithData } = await import("../support/shops");

const ROOT = path.resolve(import.meta.dirname, "../..");
const FORGED = { host: "phishing.example", "x-forwarded-host": "phishing.example", "x-forwarded-proto": "https" };

afterEach(() => vi.unstubAllEnvs());

describe("the app's origin", () => {
  it("is AUTH_URL's origin, or the development default; nothing else is read", () => {
    expect(siteOrigin({ AUTH_URL: "https://app.oficina.test/qualquer/caminho?x=1" })).toBe("https://app.oficina.test");
    expect(siteOrigin({ AUTH_URL: " http://localhost:4000 " })).toBe("http://localhost:4000");
    expect(siteOrigin({})).toBe("http://localhost:3000");
    // Not a URL, or not a web one: not an origin to link to, and a server with it does not start.
    expect(() => configuredSiteOrigin({ AUTH_URL: "app.oficina.test" })).toThrow(MISSING_SITE_URL_MESSAGE);
    expect(() => configuredSiteOrigin({ AUTH_URL: "javascript:alert(1)" })).toThrow(MISSING_SITE_URL_MESSAGE);
    expect(configuredSiteOrigin({})).toBeUndefined();
    // Takes no request headers at all: its one optional parameter is an environment, for tests.
    expect(siteOrigin.length).toBeLessThanOrEqual(1);
  });

  it("gives a public page's canonical and Open Graph base from AUTH_URL, whatever Host and X-Forwarded-Host say", async () => {
    const shop = await shopWithData("site-url-metadata");
    fakes.headers.mockResolvedValue(new Headers({ ...FORGED, [CLIENT_ADDRESS_HEADER]: stampedClientAddress("198.51.100.9") }));
    const metadataNow = () => generateMetadata({ params: Promise.resolve({ slug: shop.slug }) });
    // Without AUTH_URL (where the forged host used to win): the development default, not the header.
    vi.stubEnv("AUTH_URL", "");
    const unset = await metadataNow();
    expect(String(unset.metadataBase)).toBe("http://localhost:3000/");
    expect(JSON.stringify(unset)).not.toContain("phishing.example");
    vi.stubEnv("AUTH_URL", "https://app.oficina.test");
    const metadata = await metadataNow();
    expect(String(metadata.metadataBase)).toBe("https://app.oficina.test/");
    expect(JSON.stringify(metadata)).not.toContain("phishing.example");
  });
});

describe("a production start without AUTH_URL", () => {
  it("is refused with the reason; any http(s) AUTH_URL, or development, starts", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "site-url-secret-site-url-secret-site-url" };
    expect(() => checkEnv(production)).toThrow(MISSING_SITE_URL_MESSAGE);
    expect(() => checkEnv({ ...production, AUTH_URL: "  " })).toThrow(MISSING_SITE_URL_MESSAGE);
    expect(() => checkEnv({ ...production, AUTH_URL: "oficina.com.br" })).toThrow(MISSING_SITE_URL_MESSAGE);
    expect(() => checkEnv({ ...production, AUTH_URL: "https://app.oficina.com.br" })).not.toThrow();
    expect(() => checkEnv({ NODE_ENV: "development" })).not.toThrow();
    expect(MISSING_SITE_URL_MESSAGE).toContain("Defina AUTH_URL");
  });

  /** `npm start` (scripts/launch.ts start) on a production database, in a child process. */
  function launch(env: Record<string, string>) {
    const parent = { ...process.env };
    delete parent.AUTH_URL;
    return spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/launch.ts"), "start", "-p", "1"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
      env: {
        ...parent,
        NODE_ENV: "production",
        // Never reached: the check comes before the database or Next.
        DATABASE_URL: "postgres://ninguem@127.0.0.1:1/nada",
        AUTH_SECRET: "site-url-secret-site-url-secret-site-url",
        ADMIN_EMAILS: "",
        TRUSTED_PROXY_HOPS: "",
        ...env,
      },
    });
  }

  it("stops `npm start` before serving, saying to set AUTH_URL", () => {
    const started = launch({});
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(MISSING_SITE_URL_MESSAGE);
  });

  it("stops the server's own start hook (instrumentation.ts, the standalone server) the same way", () => {
    const started = spawnSync(
      process.execPath,
      ["--import", "tsx", "-e", 'import("./lib/env-check.ts").then((check) => check.exitIfEnvInvalid())'],
      {
        cwd: ROOT,
        encoding: "utf8",
        timeout: 60_000,
        env: { ...process.env, NODE_ENV: "production", AUTH_URL: "" },
      },
    );
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(MISSING_SITE_URL_MESSAGE);
  });
});
