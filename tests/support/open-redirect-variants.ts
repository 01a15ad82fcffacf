/**
 * Values for a "return to" address (`callbackUrl`) that try to send a signed-in mechanic to another
 * host, as the server reads them (the query string already decoded once). Some are refused as they
 * come; others only become "//evil.example" once their dot segments and escapes are normalised.
 * Whatever the app makes of each, the browser must stay on the app's own origin.
 */
export const OFF_SITE_CALLBACKS = [
  "//evil.example",
  "//user@evil.example/phish",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "https://evil.example",
  "https:evil.example",
  "javascript:alert(1)",
  "/.//evil.example/phish",
  "/.///evil.example",
  "/..//evil.example",
  "/dashboard/..//evil.example",
  "/a/b/../..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2e//evil.example",
  "/.%2e//evil.example",
  "/%2e//evil.example",
  "/dashboard/%2e%2e/%2E%2E//evil.example",
  "/%2f/evil.example",
  "/%2F%2Fevil.example",
  "/%5c/evil.example",
  "/%5C%5cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%252e%252e//evil.example",
  "/%252f%252fevil.example",
  "/@evil.example",
] as const;

/** The ones that normalise to a path starting with "//": checking the input alone lets them through. */
export const NORMALISED_TO_ANOTHER_HOST = [
  "/.//evil.example/phish",
  "/.///evil.example",
  "/..//evil.example",
  "/dashboard/..//evil.example",
  "/a/b/../..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2e//evil.example",
  "/.%2e//evil.example",
  "/%2e//evil.example",
  "/dashboard/%2e%2e/%2E%2E//evil.example",
] as const;

/**
 * Whether `location` (a Location header or a redirectTo) keeps a browser on `origin`: resolved
 * against it, it has the same origin, and as written it is a path with exactly one leading "/",
 * no backslash and no control character, or an absolute URL on `origin` itself.
 */
export function staysOn(origin: string, location: string) {
  if (new URL(location, origin).origin !== new URL(origin).origin) return false;
  if (/[\\\u0000-\u001f\u007f]/.test(location)) return false;
  if (location.startsWith("/")) return !location.startsWith("//");
  return location.startsWith(`${new URL(origin).origin}/`);
}
