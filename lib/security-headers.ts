import { contentSecurityPolicy, STATIC_POLICY_PATHS } from "./content-security-policy";

/**
 * The security headers of every page but the stored images (app/api/uploads sets its own, stricter
 * ones: a header listed here would replace the route's script-free CSP for SVG). Read by
 * next.config.ts, which Next turns into static rules at build time; kept apart so the rules can be
 * tested without a build. The Content-Security-Policy of the dashboard, /auth and the shops' public
 * pages is not here: proxy.ts makes it per request, with a nonce (lib/content-security-policy.ts).
 */
type Header = { key: string; value: string };
type HeaderRule = { source: string; has?: { type: "header"; key: string; value: string }[]; headers: Header[] };

const PAGES = "/:path((?!api/uploads/).*)";

export const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

/**
 * Whether the request reached the public side over HTTPS: the `X-Forwarded-Proto` the TLS proxy in
 * front sets (any hop saying https, the same test Next applies to build its own request URL).
 * `next start` itself speaks plain HTTP, so without that header the request came over HTTP.
 */
export const ARRIVED_OVER_HTTPS = { type: "header" as const, key: "x-forwarded-proto", value: ".*https.*" };

/**
 * HSTS goes only on responses to requests that arrived over HTTPS. Sent over plain HTTP it means
 * nothing (browsers ignore it there, RFC 6797 §8.1) and on a deployment without TLS it announces a
 * promise the site cannot keep; sent from `next dev` it would pin localhost to HTTPS for every
 * project on the machine. A client can fake the header over plain HTTP, but all it gets is a
 * header its browser ignores. The rule is per request, not from AUTH_URL: the headers are fixed
 * at build time, and the Docker image is built before its AUTH_URL is known.
 */
export function securityHeaderRules(isDev: boolean): HeaderRule[] {
  const headers: Header[] = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
  const rules: HeaderRule[] = [
    { source: PAGES, headers },
    // Without a nonce Next's inline bootstrap scripts need 'unsafe-inline': only where no nonce is.
    { source: STATIC_POLICY_PATHS, headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ isDev }) }] },
  ];
  if (!isDev) rules.push({ source: PAGES, has: [ARRIVED_OVER_HTTPS], headers: [HSTS] });
  return rules;
}
