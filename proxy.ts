import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken } from "@/lib/auth/session-token";
import { messages } from "@/lib/messages";
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
/** What a mechanic without a plan may open: the plans, and his account (to sign out everywhere). */
const WITHOUT_PLAN = [PLANS_PATH, "/dashboard/conta"];

/**
 * Whether Next can decode the path. One with a byte that is not UTF-8 (`/oficina/%ff`) names no
 * page, but Next's route matching throws on it and answers 500.
 */
function isDecodable(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The not-found answer for such a path, written here: a rewrite to the app's not-found page is
 * routed only when the server listens on one address, and proxied (and answered 500) when it
 * listens on every address, as in the Docker image.
 */
function undecodablePathPage() {
  const { notFound, notFoundTranslation, notFoundDetail } = messages.other;
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${notFoundTranslation}</title></head>` +
    `<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">` +
    `<h1 lang="en">${notFound}</h1><p>${notFoundTranslation}. ${notFoundDetail}</p><p><a href="/">Voltar para o início</a></p></body></html>`;
  return new NextResponse(html, { status: 404, headers: { "content-type": "text/html; charset=utf-8", "x-content-type-options": "nosniff" } });
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isDecodable(pathname)) return undecodablePathPage();
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
  if (!session.plan && !WITHOUT_PLAN.includes(pathname)) return to(`${PLANS_PATH}?motivo=plano`);
  return NextResponse.next();
}

// The last entry: any other path with a percent escape in it, which is all isDecodable looks at
// (the landing, public and API pages without one never run this file).
export const config = { matcher: ["/dashboard", "/dashboard/:path*", "/auth", "/(.*%.*)"] };
