import { getToken, type JWT } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
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

async function readSession(request: NextRequest): Promise<JWT | null> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  // The __Secure- cookie exists only over HTTPS; try it first, then the plain one.
  for (const secureCookie of [true, false]) {
    const token = await getToken({ req: request, secret, secureCookie }).catch(() => null);
    if (token?.sub) return token;
  }
  return null;
}

export async function proxy(request: NextRequest) {
  // Lets the test suite prove that the server-side checks hold without this file.
  if (process.env.OFICINA_DISABLE_PROXY === "1") return NextResponse.next();

  const { pathname, search } = request.nextUrl;
  const session = await readSession(request);
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

export const config = { matcher: ["/dashboard", "/dashboard/:path*", "/auth"] };
