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
 * in what they hold, not only in layout (the agenda: one day, or the week around it): rendering
 * both and letting CSS hide one made the server write the page twice, and the phone download both.
 * Where the two differ only in layout, CSS decides, as everywhere else.
 */
export async function requestFromPhone() {
  return isPhone((await headers()).get("user-agent"));
}
