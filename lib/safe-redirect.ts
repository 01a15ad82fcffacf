/**
 * Accepts only same-site relative paths for "return to where you were" (no open redirect):
 * "/dashboard/x?y=1" passes; "//evil.com", "/\\evil.com", "https://evil.com" and anything with
 * control characters give `null`.
 *
 * The rule holds for the path returned, after normalisation, not only for the input: dot segments
 * and their escapes ("/..//evil.com", "/%2e%2e//evil.com", "/dashboard/..//evil.com") normalise
 * to "//evil.com", which a browser reads as another host.
 *
 * Bounded work: a value longer than MAX_REDIRECT_PATH_LENGTH is refused before anything else, and
 * at most MAX_DECODING_PASSES levels of escapes are peeled; a path that still decodes further is
 * refused. Unbounded, a "%25%25%25…" chain cost one whole-string pass per level (a 256 KB value
 * held a worker for a minute).
 */
import type { Route } from "next";
const BASE = "http://oficina.invalid";
const BASE_URL = new URL(BASE);
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/**
 * The longest return address kept (2 KB). The app's own addresses (a dashboard path with its
 * filters) are far shorter; a longer one is dropped, and the caller goes to its default page.
 */
export const MAX_REDIRECT_PATH_LENGTH = 2048;

/** Levels of percent escapes looked through ("%252e" is two); no page of the app has more than one. */
const MAX_DECODING_PASSES = 3;

export function safeRedirectPath(value: unknown): Route | null {
  if (typeof value !== "string" || value.length > MAX_REDIRECT_PATH_LENGTH || !isSamePath(value)) return null;
  const url = parse(value);
  if (!url || url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length <= MAX_REDIRECT_PATH_LENGTH && isSafeResult(path, url) ? (path as Route) : null;
}

/** Starts with exactly one "/" (not "//", not "/\"), with no backslash or control character anywhere. */
function isSamePath(path: string) {
  return path.startsWith("/") && !path.startsWith("//") && !UNSAFE_CHARACTERS.test(path);
}

function parse(path: string) {
  try {
    return new URL(path, BASE);
  } catch {
    return null;
  }
}

/**
 * The returned path must be a same-origin path as it stands (exactly one leading "/", no scheme,
 * no userinfo or host, no backslash or control character), must resolve to itself again (a
 * browser following it lands where we checked), and its path part must stay so when its percent
 * escapes are decoded, once or a few times ("/%2f/x", "/%252e%252e//x"), in case anything decodes
 * it again before use. One that still decodes after MAX_DECODING_PASSES is refused: nothing the
 * app makes looks like that.
 */
function isSafeResult(path: string, url: URL) {
  if (!isSamePath(path) || url.username || url.password || url.host !== BASE_URL.host) return false;
  const again = parse(path);
  if (!again || again.href !== url.href) return false;
  let pathname = url.pathname;
  for (let pass = 0; pass <= MAX_DECODING_PASSES; pass++) {
    const normalised = parse(pathname)?.pathname;
    if (!isSamePath(pathname) || !normalised || !isSamePath(normalised)) return false;
    const decoded = decodeEscapes(pathname);
    if (decoded === pathname) return true;
    pathname = decoded;
  }
  return false;
}

/** Every "%XX" as the byte it stands for (one char each): enough to see slashes, dots and controls. */
function decodeEscapes(text: string) {
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
