import { siteOrigin } from "@/lib/site-url";

/**
 * Whether the post came from this site's own page, so another site cannot submit a form at the
 * customer's link from his browser (an answer stamped with his address that he never gave). As
 * Next refuses a server action from another origin, but with one difference the page forces:
 *
 *  - Sec-Fetch-Site, which every current browser sends on its own (and a page cannot change),
 *    must say "same-origin";
 *  - without it, an Origin that names a site must be this one: AUTH_URL's (lib/site-url.ts), not
 *    the Host the request names, which the client writes;
 *  - Origin "null" is refused, as isSameOriginPost refuses it: a sandboxed frame or a data: page
 *    sends it, and the link's own pages never do (their Referrer-Policy is same-origin, so a
 *    browser names the site when it posts their forms). No Origin at all (curl, a test) passes: it
 *    gives no more than the link itself already does to whoever holds it.
 */
export function fromThisSite(headers: Headers) {
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = headers.get("origin");
  if (origin === null) return true;
  if (!URL.canParse(origin)) return false;
  return new URL(origin).origin === siteOrigin();
}
