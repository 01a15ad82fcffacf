import { siteOrigin } from "@/lib/site-url";

/**
 * Whether a request that changes something was sent by this site's own pages. Pure: headers in,
 * yes or no, for server actions (lib/actions/define-action.ts) and the POST route handlers.
 *
 * Sec-Fetch-Site is set by the browser itself (a page cannot change it). "cross-site" means
 * another site made the browser send it, with the mechanic's cookies: a login CSRF, or a form that
 * spends a limit in his name. "same-origin", "same-site" and "none" (typed or bookmarked) pass; so
 * does no header at all, from a browser too old to send it, since the Origin is checked as well
 * (by Next for actions, by isSameOriginPost for route handlers).
 */
export function isCrossSiteRequest(headers: Headers): boolean {
  return headers.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site";
}

/**
 * A POST to a route handler as Next lets a server action through: not cross-site, and an Origin,
 * when the browser sends one, naming this app (AUTH_URL's origin, lib/site-url.ts: never the Host
 * or X-Forwarded-Host the request names, which the client writes). Route handlers get no such
 * check from Next. No Origin (an old browser, curl) passes: a form from another site always
 * carries one in the browsers that send cookies with it. Origin "null" (a sandboxed frame, a data:
 * page) is refused: the app's own pages send their origin (Referrer-Policy
 * strict-origin-when-cross-origin).
 */
export function isSameOriginPost(headers: Headers): boolean {
  if (isCrossSiteRequest(headers)) return false;
  const origin = headers.get("origin");
  if (origin === null) return true;
  return URL.canParse(origin) && new URL(origin).origin === siteOrigin();
}
