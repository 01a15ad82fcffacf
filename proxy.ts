import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { authConfig } from "@/auth.config";
import { safeRedirectPath } from "@/lib/safe-redirect";

/**
 * Fast, optimistic redirects from the session cookie only. The real checks are requireUser() and
 * requireSubscribedUser() on the server: removing this file must not expose anything.
 */
const { auth } = NextAuth(authConfig);

const PLANS_PATH = "/dashboard/plans";

export const proxy = auth((request) => {
  // Lets the test suite prove that the server-side checks hold without this file.
  if (process.env.OFICINA_DISABLE_PROXY === "1") return NextResponse.next();

  const { pathname, search } = request.nextUrl;
  const user = request.auth?.user;
  const to = (path: string) => NextResponse.redirect(new URL(path, request.nextUrl.origin));

  if (pathname === "/auth") {
    if (!user) return NextResponse.next();
    if (!user.plan) return to(PLANS_PATH);
    return to(safeRedirectPath(request.nextUrl.searchParams.get("callbackUrl")) ?? "/dashboard");
  }

  if (!user) return to(`/auth?callbackUrl=${encodeURIComponent(pathname + search)}`);
  if (!user.plan && pathname !== PLANS_PATH) return to(`${PLANS_PATH}?motivo=plano`);
  return NextResponse.next();
});

export const config = { matcher: ["/dashboard", "/dashboard/:path*", "/auth"] };
