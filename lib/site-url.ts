import "server-only";

/**
 * The app's public origin, for absolute URLs such as Open Graph images: AUTH_URL when it is set
 * (the app behind a proxy), otherwise the host the request came to.
 */
export function siteOrigin(headers: Headers): string {
  const configured = process.env.AUTH_URL;
  if (configured && URL.canParse(configured)) return new URL(configured).origin;
  const first = (value: string | null) => value?.split(",")[0]?.trim() || undefined;
  const host = first(headers.get("x-forwarded-host")) ?? first(headers.get("host")) ?? "localhost:3000";
  const protocol = first(headers.get("x-forwarded-proto")) ?? "http";
  return `${protocol}://${host}`;
}
