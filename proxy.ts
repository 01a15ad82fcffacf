import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken } from "@/lib/auth/session-token";
import { contentSecurityPolicy, createNonce, isPhotoFile, usesNonce } from "@/lib/content-security-policy";
import { env } from "@/lib/env";
import { messages } from "@/lib/messages";
import { actionBodyCap, declaresMoreThan } from "@/lib/request-body";
import { MAX_REDIRECT_PATH_LENGTH, safeRedirectPath } from "@/lib/safe-redirect";

/**
 * Fast, optimistic redirects from the session cookie only. The real checks are requireUser() and
 * requireSubscribedUser() on the server: removing this file must not expose any data (it would
 * take the nonce Content-Security-Policy below with it, which only this file can make).
 *
 * The token is only read here, never re-issued: Auth.js's auth() wrapper would set the cookie
 * again on every response, so a request still in flight when the mechanic logs out (or changes
 * plan) would put the old session back.
 */
const PLANS_PATH = "/dashboard/plans";
/** What a mechanic without a plan may open: the plans, and his account (to sign out everywhere). */
const WITHOUT_PLAN = [PLANS_PATH, "/dashboard/account"];

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
  const { notFound, notFoundDetail } = messages.errorPages;
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${notFound}</title></head>` +
    `<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">` +
    `<h1>${notFound}</h1><p>${notFoundDetail}</p><p><a href="/">Voltar para o início</a></p></body></html>`;
  return new NextResponse(html, {
    status: 404,
    headers: { "content-type": "text/html; charset=utf-8", "x-content-type-options": "nosniff" },
  });
}

/**
 * The longest query string of /auth worth decoding: a callbackUrl at the cap with every character
 * escaped as UTF-8 (up to nine characters, "%E2%82%AC", for one), the tab's name, and some slack.
 */
const MAX_AUTH_QUERY_LENGTH = 9 * MAX_REDIRECT_PATH_LENGTH + 64;

/**
 * The callbackUrl, or null when it is longer than any return address the app makes: such a one is
 * dropped (the default page) before any check looks at it, and a query too long to hold one is
 * not even decoded, so its length costs nothing more.
 */
function boundedCallbackUrl(url: NextRequest["nextUrl"]) {
  if (url.search.length > MAX_AUTH_QUERY_LENGTH) return null;
  const value = url.searchParams.get("callbackUrl");
  return value !== null && value.length <= MAX_REDIRECT_PATH_LENGTH ? value : null;
}

/**
 * The redirect for a request to the dashboard or the login page, if it needs one. Lets the test
 * suite prove, with OFICINA_DISABLE_PROXY=1, that the server-side checks hold without it.
 */
async function redirectFor(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname !== "/auth" && pathname !== "/dashboard" && !pathname.startsWith("/dashboard/")) return null;
  if (env.OFICINA_DISABLE_PROXY) return null;

  const session = await readSessionToken(request.headers);
  const to = (path: string) => NextResponse.redirect(new URL(path, request.nextUrl.origin));

  if (pathname === "/auth") {
    if (!session) return null;
    if (!session.plan) return to(PLANS_PATH);
    return to(safeRedirectPath(boundedCallbackUrl(request.nextUrl)) ?? "/dashboard");
  }

  if (!session) {
    // A path too long to come back to is not carried to the login (which would drop it anyway).
    const back = pathname + search;
    return to(back.length > MAX_REDIRECT_PATH_LENGTH ? "/auth" : `/auth?callbackUrl=${encodeURIComponent(back)}`);
  }
  // The cookie carries the plan but not its end date: an expired plan is found by the server's
  // checks (requireSubscribedUser, defineAction), which read the database. An end date in the
  // cookie would keep a mechanic who renewed on another device out until his next sign-in.
  if (!session.plan && !WITHOUT_PLAN.includes(pathname)) return to(`${PLANS_PATH}?motivo=plano`);
  return null;
}

/**
 * A fresh nonce per request for the pages that render per request (lib/content-security-policy.ts).
 * Next reads it from the request's Content-Security-Policy header and puts it on every script it
 * emits; the browser gets the same policy on the response. Not switched off with the redirects:
 * it is no optimistic check but the only place the policy can be made, and without it these pages
 * would have no CSP at all.
 */
function withNoncePolicy(request: NextRequest, respond: (headers: Headers) => NextResponse) {
  const policy = contentSecurityPolicy({ isDev: env.NODE_ENV !== "production", nonce: createNonce() });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy); // replaces any the client sent
  const response = respond(requestHeaders);
  response.headers.set("content-security-policy", policy);
  return response;
}

/**
 * A server action whose body is over its page's cap (lib/request-body.ts), refused from its
 * Content-Length before Next reads and parses it: every action's input has a cap far below it, so
 * such a body could only be refused after costing the server its parse.
 */
function isOversizedAction(request: NextRequest) {
  return (
    request.method === "POST" &&
    request.headers.has("next-action") &&
    declaresMoreThan(request.headers, actionBodyCap(request.nextUrl.pathname))
  );
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isOversizedAction(request)) {
    return new NextResponse(messages.guard.bodyTooLarge, {
      status: 413,
      headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff", "cache-control": "no-store" },
    });
  }
  const inNonceArea = usesNonce(pathname);
  if (!isDecodable(pathname)) {
    // The page written above has no script; in a nonce area it still needs a policy.
    return inNonceArea ? withNoncePolicy(request, undecodablePathPage) : undecodablePathPage();
  }
  // The other paths with a percent escape come here only for the check above. A photo checks its
  // own caller (a session or the link's token) and answers with its own policy.
  if (!inNonceArea || isPhotoFile(pathname)) return NextResponse.next();

  const redirect = await redirectFor(request);
  return withNoncePolicy(request, (headers) => redirect ?? NextResponse.next({ request: { headers } }));
}

// The nonce areas (see usesNonce), then any other path with a percent escape in it, which is all
// isDecodable looks at (the landing, the API and other paths never run this file).
export const config = {
  matcher: [
    "/auth",
    "/auth/:path*",
    "/dashboard",
    "/dashboard/:path*",
    "/oficina",
    "/oficina/:path*",
    "/orcamento",
    "/orcamento/:path*",
    "/cotacao",
    "/cotacao/:path*",
    "/agendamento",
    "/agendamento/:path*",
    "/(.*%.*)",
  ],
};
