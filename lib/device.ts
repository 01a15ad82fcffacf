import "server-only";
import Bowser from "bowser";
import { headers } from "next/headers";

/**
 * Whether a browser's description (User-Agent) is a phone's, parsed by Bowser: a tablet and a
 * computer are wide screens, and so is a request without one.
 */
export function isPhone(userAgent: string | null) {
  return Boolean(userAgent) && Bowser.getParser(userAgent!).getPlatformType(true) === "mobile";
}

/**
 * Whether this request comes from a phone. For a page whose phone and wide-screen versions differ
 * in what they hold, not only in layout (the agenda: one day, or the week around it): a phone gets
 * its own alone, instead of both for CSS to hide one. Any other browser still gets both, since a
 * computer's window may be as narrow as a phone. Where the two differ only in layout, CSS decides.
 */
export async function requestFromPhone() {
  return isPhone((await headers()).get("user-agent"));
}
