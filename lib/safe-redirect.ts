/**
 * Accepts only same-site relative paths for "return to where you were" (no open redirect):
 * "/dashboard/x?y=1" passes; "//evil.com", "/\\evil.com", "https://evil.com" and anything with
 * control characters give `null`.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = "http://oficina.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
