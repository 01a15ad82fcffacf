/**
 * The app's public origin, the one place every absolute link is built from (the quote e-mail's
 * link, the shop's answer notification, the account e-mails, a public page's canonical and Open
 * Graph tags): AUTH_URL, never a request header. A request's Host or X-Forwarded-Host is whatever
 * the client wrote, so a link built from it can point a customer or a shop at another site.
 *
 * AUTH_URL is declared in lib/env.ts: an http(s) URL, required in production (the server refuses
 * to start without one, or with one that is not a URL: checkEnv, called by instrumentation.ts and
 * scripts/launch.ts). `npm run dev` sets it to http://localhost:PORT; the tests run without it and
 * get http://localhost:3000.
 */
import { readEnv, type EnvSource } from "@/lib/env";

export { MISSING_SITE_URL_MESSAGE } from "@/lib/env";

const DEVELOPMENT_ORIGIN = "http://localhost:3000";

/** AUTH_URL's origin; undefined when it is unset. */
export function configuredSiteOrigin(source?: EnvSource): string | undefined {
  const configured = readEnv(source).AUTH_URL;
  return configured === undefined ? undefined : new URL(configured).origin;
}

/**
 * The origin for absolute links: AUTH_URL's. Without it, the development default: in production
 * the server never got this far without one (it refuses to start), and the tests run without it.
 * Never a request header.
 */
export function siteOrigin(source?: EnvSource): string {
  return configuredSiteOrigin(source) ?? DEVELOPMENT_ORIGIN;
}
