import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken } from "@/lib/auth/session-token";
import { safeRedirectPath } from "@/lib/safe-redirect";

/**
 * Fast, optimistic redirects from the session cookie only. The real checks are requireUser() and
 * requireSubscribedUser() on the server: removing this file must not expose anything.
 *
 * The token is only read here, never re-issued: Auth.js's auth() wrapper would set the cookie
 * again on every response, so a request still in flight when the mechanic logs out (or changes
 * plan) would put the old session back.
 */
const PLANS_PATH = "/dashboard/plans";

/**
 * Whether Next can decode the path. One with a byte that is not UTF-8 (`/oficina/%ff`) names no
 * page, but Next's route matching throws on it and answers 500: it gets the not-found page here,
 * before routing, instead.
 */
function isDecodable(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isDecodable(pathname)) return NextResponse.rewrite(new URL("/endereco-malformado", request.nextUrl.origin));
  // Only the dashboard and the login page have redirects; the other paths come here for the check above.
  if (pathname !== "/auth" && pathname !== "/dashboard" && !pathname.startsWith("/dashboard/")) return NextResponse.next();

  // Lets the test suite prove that the server-side checks hold without this file.
  if (process.env.OFICINA_DISABLE_PROXY === "1") return NextResponse.next();

  const session = await readSessionToken(request.headers);
  const to = (path: string) => NextResponse.redirect(new URL(path, request.nextUrl.origin));

  if (pathname === "/auth") {
    if (!session) return NextResponse.next();
    if (!session.plan) return to(PLANS_PATH);
    return to(safeRedirectPath(request.nextUrl.searchParams.get("callbackUrl")) ?? "/dashboard");
  }

  if (!session) return to(`/auth?callbackUrl=${encodeURIComponent(pathname + search)}`);
  if (!session.plan && pathname !== PLANS_PATH) return to(`${PLANS_PATH}?motivo=plano`);
  return NextResponse.next();
}

// The last entry: any other path with a percent escape in it, which is all isDecodable looks at
// (the landing, public and API pages without one never run this file).
export const config = { matcher: ["/dashboard", "/dashboard/:path*", "/auth", "/(.*%.*)"] };
