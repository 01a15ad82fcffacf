/**
 * Sign-out ends the session on the server: a cookie copied before 'Sair' (or before 'Sair de todos
 * os aparelhos', on any device) names nobody afterwards, though it is still validly sealed and
 * unexpired. The cookie is the one thing faked (tests/support/request.ts); the sessions are rows
 * in the real database.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { copyCookie, sendCopiedCookie, signedInSessionId, signInAs } from "../support/request";

const { logoutAction } = await import("@/lib/actions/auth");
const { signOutEverywhereAction } = await import("@/lib/actions/account");
const { GET: clearEndedSession } = await import("@/app/auth/sessao-encerrada/route");
const { updateCustomerAction } = await import("@/lib/actions/customers");
const { findAccount } = await import("@/lib/data/accounts");
const { endSession, extendSession, listOpenSessions, startSession } = await import("@/lib/data/sessions");
const { messages } = await import("@/lib/messages");
const { ENDED_SESSION_PATH, getCurrentAccount } = await import("@/lib/session");
const { createMechanic } = await import("../support/factories");
const { submittedForm } = await import("../support/forms");

/** What a request with the current cookie can do: a session action's answer. */
async function sessionActionAnswer() {
  return updateCustomerAction(randomUUID(), null, submittedForm({ name: "Cliente", phone: "", email: "", notes: "", version: "1" }));
}

const loginRequired = { ok: false, message: messages.validation.loggedInRequired, redirectTo: ENDED_SESSION_PATH };

describe("'Sair'", () => {
  it("ends the session on the server: a cookie copied before it reads and writes nothing", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    expect(await getCurrentAccount()).toMatchObject({ userId: shop.id });
    const copied = copyCookie();

    expect(await logoutAction()).toEqual({ ok: true, message: messages.auth.logoutSuccess, redirectTo: "/auth" });

    sendCopiedCookie(copied);
    expect(await findAccount(shop.id, copied.sid!)).toBeUndefined();
    expect(await sessionActionAnswer()).toEqual(loginRequired);
  });

  it("ends only that session: the same account on another device stays signed in", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const otherDevice = await startSession(shop.id, "Firefox");
    signInAs(shop.id);
    await getCurrentAccount();
    await logoutAction();
    expect(await findAccount(shop.id, otherDevice)).toMatchObject({ userId: shop.id, sessionId: otherDevice });
  });
});

describe("'Sair de todos os aparelhos'", () => {
  it("ends every session of the account, this one included, and no other account's", async () => {
    const [shop, otherShop] = await Promise.all([createMechanic({ plan: "basic" }), createMechanic({ plan: "basic" })]);
    const phone = await startSession(shop.id, "Chrome no Android");
    const otherShopSession = await startSession(otherShop.id, null);
    signInAs(shop.id);
    await getCurrentAccount();
    const copied = copyCookie();

    expect(await signOutEverywhereAction()).toEqual({ ok: true, message: messages.account.signOutEverywhereSuccess, redirectTo: "/auth" });

    expect(await findAccount(shop.id, phone)).toBeUndefined();
    expect(await findAccount(shop.id, copied.sid!)).toBeUndefined();
    expect(await listOpenSessions(shop.id)).toEqual([]);
    expect(await findAccount(otherShop.id, otherShopSession)).toMatchObject({ userId: otherShop.id });
    sendCopiedCookie(copied);
    expect(await sessionActionAnswer()).toEqual(loginRequired);
  });

  it("is refused without a session, and ends nothing", async () => {
    const shop = await createMechanic({ plan: "basic" });
    const session = await startSession(shop.id, null);
    expect(await signOutEverywhereAction()).toEqual({ ok: false, message: messages.validation.loggedInRequired, redirectTo: "/auth" });
    expect(await findAccount(shop.id, session)).toMatchObject({ userId: shop.id });
  });
});

describe("a cookie the server does not honour", () => {
  it("one sealed before sessions existed (no session id) names nobody", async () => {
    const shop = await createMechanic({ plan: "pro" });
    sendCopiedCookie({ sub: shop.id, plan: "pro" });
    expect(await getCurrentAccount()).toBeNull();
    expect(await sessionActionAnswer()).toEqual(loginRequired);
  });

  it("one that pairs an account with another account's open session names nobody", async () => {
    const [shop, otherShop] = await Promise.all([createMechanic({ plan: "pro" }), createMechanic({ plan: "pro" })]);
    const otherShopSession = await startSession(otherShop.id, null);
    signInAs(shop.id, { sid: otherShopSession });
    expect(await getCurrentAccount()).toBeNull();
    expect(await findAccount(shop.id, otherShopSession)).toBeUndefined();
    expect(await findAccount(shop.id, "not-a-uuid")).toBeUndefined();
  });

  it("one whose session has expired names nobody, and the next login clears it away", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const expired = await startSession(shop.id, null, longAgo);
    expect(await findAccount(shop.id, expired)).toBeUndefined();
    expect(await extendSession(shop.id, expired)).toBe(false);

    await startSession(shop.id, null);
    const rows = await getDb().execute(sql`select 1 from sessions where id = ${expired}`);
    expect(rows).toHaveLength(0);
  });

  it("a new cookie for the same session (after a plan change) keeps it open as long as the cookie lives", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const twentyDaysAgo = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000);
    const session = await startSession(shop.id, null, twentyDaysAgo);
    expect(await extendSession(shop.id, session)).toBe(true);
    const [row] = await getDb().execute<{ days: number }>(
      sql`select extract(day from expires_at - now())::int as days from sessions where id = ${session}`,
    );
    expect(row?.days).toBeGreaterThanOrEqual(29);
  });
});

describe("the page that clears a cookie whose session ended", () => {
  const request = () =>
    new NextRequest("http://oficina.test/auth/sessao-encerrada", {
      headers: { cookie: "authjs.session-token=sealed; __Secure-authjs.session-token.0=part; outra=1" },
    });

  it("clears the session cookies of an ended session and opens the login", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);
    await getCurrentAccount();
    await endSession(shop.id, signedInSessionId());

    const response = await clearEndedSession(request());
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://oficina.test/auth");
    const cleared = response.headers.getSetCookie();
    expect(cleared).toHaveLength(2);
    expect(cleared.find((cookie) => cookie.startsWith("authjs.session-token=;"))).toMatch(/Max-Age=0/);
    expect(cleared.find((cookie) => cookie.startsWith("__Secure-authjs.session-token.0=;"))).toMatch(/Secure/);
  });

  it("leaves an open session alone: a link to it signs nobody out", async () => {
    const shop = await createMechanic({ plan: "pro" });
    signInAs(shop.id);

    const response = await clearEndedSession(request());
    expect(response.headers.get("location")).toBe("http://oficina.test/dashboard");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await findAccount(shop.id, signedInSessionId())).toMatchObject({ userId: shop.id });
  });
});
