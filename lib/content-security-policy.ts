/**
 * The Content-Security-Policy of every page, in its two forms:
 *
 *  - with a nonce, made per request by proxy.ts, on the areas that render per request and show what
 *    users typed (the dashboard, /auth, a shop's public page /oficina/[slug], the customer's quote
 *    /orcamento/[token], the supplier's request /cotacao/[token], the customer's appointment
 *    /agendamento/[token], and every 404 under them): only a script carrying that request's nonce runs, and what it loads ('strict-dynamic'),
 *    so markup an attacker gets into the page cannot run script, inline or as an event handler;
 *  - static, from next.config.ts (lib/security-headers.ts), everywhere else: the prerendered landing
 *    page, whose HTML is built once for every visitor and so cannot carry a per-request nonce
 *    (adding one would render it per request). It shows no user content, so 'unsafe-inline' there
 *    lets Next's inline bootstrap run without opening a hole.
 *
 * The nonce areas are whole path prefixes, so their 404s (the dashboard's catch-all, `notFound()`
 * of an unknown shop, /auth/anything), which render per request too, get the nonce as well. Their
 * RSC and server-action answers get a policy too: proxy.ts runs for them anyway (for the
 * redirects), a CSP on a response that is not a document is ignored, and the page that fetched
 * them keeps its own.
 *
 * Imported by next.config.ts and proxy.ts: no Node-only APIs.
 */

/** The first path segments whose pages get the nonce policy (with everything under them). */
export const NONCE_AREAS = ["auth", "dashboard", "oficina", "orcamento", "cotacao", "agendamento"] as const;

/**
 * A job's photo, from the shop's page or the customer's link: a file, not a document, answered
 * (found or not) with its own policy that nothing may load or run in it. proxy.ts leaves it alone:
 * the page policy set over it would let an opened photo's URL be a page with the page's sources.
 */
const PHOTO_FILE = /^\/(?:dashboard\/services|orcamento)\/[^/]+\/fotos\/[^/]+$/;
export const PHOTO_FILE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";
export const isPhotoFile = (pathname: string) => PHOTO_FILE.test(pathname);

/** Whether a path's page gets the per-request nonce policy from proxy.ts. */
export function usesNonce(pathname: string) {
  return NONCE_AREAS.some((area) => pathname === `/${area}` || pathname.startsWith(`/${area}/`));
}

/**
 * The paths of next.config.ts's static policy: every page but the nonce areas (one CSP header per
 * response: a browser enforces every one it gets, so a second policy would only leave the reader
 * to work out which one holds) and the stored files, which app/api/uploads answers with its own
 * script-free policy. A path-to-regexp parameter pattern.
 */
export const STATIC_POLICY_PATHS = `/:path((?!api/uploads/|(?:${NONCE_AREAS.join("|")})(?:/|$)).*)`;

/**
 * 128 random bits, base64: what an attacker would have to guess. Web Crypto, so the same code runs
 * in proxy.ts whatever its runtime.
 */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

type PolicyOptions = { isDev: boolean; nonce?: string };

/**
 * With a nonce: `'strict-dynamic'` makes browsers ignore 'self' and any 'unsafe-inline' for
 * scripts and trust only the nonce and the scripts those load (Next's chunks, sonner and the
 * dialogs loaded on demand); 'self' stays for browsers older than CSP 3. React needs eval in
 * development only. Styles keep 'unsafe-inline' (Radix and sonner set inline styles); a style
 * cannot run script, and a nonce in style-src would disable 'unsafe-inline' for styles.
 */
export function contentSecurityPolicy({ isDev, nonce }: PolicyOptions) {
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  if (isDev) scripts.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src 'self'${isDev ? " ws:" : ""}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}
