/**
 * Auth.js's own endpoints answer through the sessions table, as the app's
 * 'Sair' and its session reads do. Real HTTP requests to the route handler
 * (app/api/auth/[...nextauth]/route.ts) with a real sealed cookie; the sessions are rows in the
 * real database.
 *
 * Before: POST /api/auth/signout cleared the cookie and left the row, so a copy kept working;
 * GET /api/auth/session answered, and re-sealed the cookie for 30 more days, for an ended session
 * or a deleted account.
 */
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

const { GET, POST } = await import("@/app/api/auth/[...nextauth]/route");
const { findAccount } = await import("@/lib/data/accounts");
const { endSession, startSession } = await import("@/lib/data/sessions");
const { deleteAccount } = await import("@/lib/data/account-deletion");
const { createMechanic } = await import("../support/factories");

const ORIGIN = "http://localhost:3000";
const COOKIE = "authjs.session-token";

/** The cookie a login would have set for this session. */
async function sessionCookie(shopId: string, sessionId: string) {
  const sealed = await encode({ token: { sub: shopId, sid: sessionId, plan: "pro" }, salt: COOKIE, secret: process.env.AUTH_SECRET! });
  return `${COOKIE}=${sealed}`;
}

async function getSession(cookie: string) {
  const response = await GET(new NextRequest(`${ORIGIN}/api/auth/session`, { headers: { cookie } }));
  return {
    status: response.status,
    body: (await response.json()) as { user?: { id?: string } } | null,
    cookies: response.headers.getSetCookie(),
  };
}

/** The session cookie a response sets: "cleared", "resealed" or none. */
function sessionCookieSet(cookies: string[]) {
  const set = cookies.find((cookie) => cookie.startsWith(`${COOKIE}=`));
  if (!set) return "none";
  return set.startsWith(`${COOKIE}=;`) || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(set) ? "cleared" : "resealed";
}

/** POST /api/auth/signout as a browser of this origin would send it: with the CSRF token Auth.js asks for. */
async function postSignOut(cookie: string, withCsrf = true) {
  const csrfResponse = await GET(new NextRequest(`${ORIGIN}/api/auth/csrf`));
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const csrfCookie = csrfResponse.headers
    .getSetCookie()
    .map((set) => set.split(";")[0])
    .join("; ");
  const body = new URLSearchParams(withCsrf ? { csrfToken, callbackUrl: "/" } : { callbackUrl: "/" });
  return POST(
    new NextRequest(`${ORIGIN}/api/auth/signout`, {
      method: "POST",
      headers: {
        cookie: withCsrf ? `${cookie}; ${csrfCookie}` : cookie,
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
      },
      body,
    }),
  );
}

describe("GET /api/auth/session", () => {
  it("answers an open session", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const session = await startSession(shop.id, "Playwright");
    const answer = await getSession(await sessionCookie(shop.id, session));
    expect(answer.status).toBe(200);
    expect(answer.body?.user?.id).toBe(shop.id);
  });

  it("answers nobody for an ended session, and clears the cookie instead of re-sealing it", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const session = await startSession(shop.id, "Playwright");
    const cookie = await sessionCookie(shop.id, session);
    await endSession(shop.id, session);

    const answer = await getSession(cookie);
    expect(answer.body).toBeNull();
    expect(sessionCookieSet(answer.cookies)).toBe("cleared");
  });

  it("answers nobody for a deleted account", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const session = await startSession(shop.id, "Playwright");
    const cookie = await sessionCookie(shop.id, session);
    const noFiles = { driver: "local", list: async () => [], remove: async () => undefined } as unknown as Parameters<
      typeof deleteAccount
    >[1];
    expect(await deleteAccount(shop.id, noFiles)).not.toBeNull();

    const answer = await getSession(cookie);
    expect(answer.body).toBeNull();
    expect(sessionCookieSet(answer.cookies)).toBe("cleared");
  });

  it("answers nobody for a cookie that names another account's session", async () => {
    const [shop, other] = await Promise.all([createMechanic({ plan: "pro" }), createMechanic({ plan: "pro" })]);
    const otherSession = await startSession(other.id, null);
    expect((await getSession(await sessionCookie(shop.id, otherSession))).body).toBeNull();
  });
});

describe("POST /api/auth/signout", () => {
  it("ends the session on the server: a copy of the cookie answers nobody afterwards", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const session = await startSession(shop.id, "Playwright");
    const otherDevice = await startSession(shop.id, "Firefox");
    const cookie = await sessionCookie(shop.id, session);

    const response = await postSignOut(cookie);
    expect(response.status).toBeLessThan(400);
    expect(sessionCookieSet(response.headers.getSetCookie())).toBe("cleared");
    expect(await findAccount(shop.id, session)).toBeUndefined();
    expect((await getSession(cookie)).body).toBeNull();
    // Only that session: the same account elsewhere stays signed in.
    expect(await findAccount(shop.id, otherDevice)).toMatchObject({ userId: shop.id });
  });

  it("without Auth.js's CSRF token ends nothing (a cross-site form cannot sign anyone out)", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const session = await startSession(shop.id, "Playwright");
    // Auth.js logs the refusal (MissingCSRF) through auth.ts's logger: expected here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await postSignOut(await sessionCookie(shop.id, session), false);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(await findAccount(shop.id, session)).toMatchObject({ userId: shop.id });
  });
});
