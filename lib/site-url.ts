/**
 * The app's public origin, the one place every absolute link is built from (the quote e-mail's
 * link, the shop's answer notification, the account e-mails, a public page's canonical and Open
 * Graph tags): AUTH_URL, never a request header. A request's Host or X-Forwarded-Host is whatever
 * the client wrote, so a link built from it can point a customer or a shop at another site.
 *
 * In production AUTH_URL is required: the server refuses to start without it (refuseMissingSiteUrl,
 * called by instrumentation.ts and scripts/launch.ts). `npm run dev` sets it to
 * http://localhost:PORT; the tests run without it and get http://localhost:3000.
 *
 * No "server-only": scripts/launch.ts (plain Node) runs the same check before it starts Next.
 */

const DEVELOPMENT_ORIGIN = "http://localhost:3000";

/** Why a production server without a usable AUTH_URL does not start. */
export const MISSING_SITE_URL_MESSAGE =
  "Defina AUTH_URL com o endereço público do app (por exemplo https://app.suaoficina.com.br): em produção ele é obrigatório. " +
  "Os links dos e-mails e das páginas públicas são montados a partir dele, nunca do cabeçalho Host da requisição, que qualquer cliente pode forjar.";

/** AUTH_URL's origin when it is an http(s) URL; undefined otherwise. */
export function configuredSiteOrigin(env: Record<string, string | undefined> = process.env): string | undefined {
  const configured = env.AUTH_URL?.trim();
  if (!configured || !URL.canParse(configured)) return undefined;
  const url = new URL(configured);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
}

/** Throws MISSING_SITE_URL_MESSAGE when `env` is production's and has no usable AUTH_URL. */
export function refuseMissingSiteUrl(env: Record<string, string | undefined> = process.env) {
  if (env.NODE_ENV === "production" && configuredSiteOrigin(env) === undefined) throw new Error(MISSING_SITE_URL_MESSAGE);
}

/** At start: ends the process with the reason (Next only logs a failed instrumentation hook and goes on serving). */
export function exitIfSiteUrlMissing() {
  try {
    refuseMissingSiteUrl();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * The origin for absolute links: AUTH_URL's. Without it, the development default: in production
 * the server never got this far without one (it refuses to start), and the tests run without it.
 * Never a request header.
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  return configuredSiteOrigin(env) ?? DEVELOPMENT_ORIGIN;
}
