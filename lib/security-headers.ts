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

/** The customer's quote (/orcamento/{token}), its PDF and its 404s. */
export const QUOTE_LINK_PAGES = "/orcamento/:path*";

/** A supplier's price request (/cotacao/{token}), its answer route and its 404s. */
export const SUPPLIER_LINK_PAGES = "/cotacao/:path*";

/** The customer's appointment (/agendamento/{token}), its forms' answers and its 404s. */
export const APPOINTMENT_LINK_PAGES = "/agendamento/:path*";

/**
 * The customer's quote is reached by a secret link, so nothing may carry that link further: no
 * search engine lists it (a link shared by mistake would be found), no Referer takes it to the
 * shop's logo host or to wa.me, and no shared cache or the browser's disk keeps the customer's
 * name and prices. "same-origin" rather than "no-referrer": both keep the link from every other
 * site, and under no-referrer a browser posts the page's own form with `Origin: null`, which the
 * state-changing routes refuse (lib/public-quote/origin.ts). Listed after the rule for every page:
 * for the same header, Next keeps the last rule's value, so it replaces
 * strict-origin-when-cross-origin here. Next keeps a
 * Cache-Control it finds on the response of a page rendered per request (instead of its own
 * "private, no-cache, no-store, max-age=0, must-revalidate"); e2e/public/public-quote.spec.ts checks the
 * headers that reach the browser.
 */
export const LINK_REFERRER_POLICY = "same-origin";
export const QUOTE_LINK_HEADERS: Header[] = [
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
  { key: "Referrer-Policy", value: LINK_REFERRER_POLICY },
  { key: "Cache-Control", value: "private, no-store" },
];

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
  rules.push({ source: QUOTE_LINK_PAGES, headers: QUOTE_LINK_HEADERS });
  // A supplier's link is as secret as a quote's: its token lets whoever holds it answer for the supplier.
  rules.push({ source: SUPPLIER_LINK_PAGES, headers: QUOTE_LINK_HEADERS });
  // The customer's appointment link: its token lets whoever holds it confirm, move or cancel it.
  rules.push({ source: APPOINTMENT_LINK_PAGES, headers: QUOTE_LINK_HEADERS });
  // The unsubscribe link of an automatic reminder is as secret as a quote's (app/lembretes/sair).
  rules.push({ source: "/lembretes/sair/:path*", headers: QUOTE_LINK_HEADERS });
  if (!isDev) rules.push({ source: PAGES, has: [ARRIVED_OVER_HTTPS], headers: [HSTS] });
  return rules;
}
