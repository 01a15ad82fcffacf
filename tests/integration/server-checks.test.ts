import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

// The session is the one thing faked here: it stands for the cookie a browser would send.
// Everything behind it (accounts, plans) is the real database.
import { signInAs } from "../support/request";

const { choosePlanAction } = await import("@/lib/actions/plans");
const { findSubscriptionPlan } = await import("@/lib/data/accounts");
const { messages } = await import("@/lib/messages");
const { ENDED_SESSION_PATH, requireSubscribedUser, requireUser } = await import("@/lib/session");
const { createMechanic } = await import("../support/factories");

/** The path next/navigation's redirect() was asked for, or null if it did not redirect. */
async function redirectOf(check: () => Promise<unknown>) {
  try {
    await check();
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return digest.split(";")[2];
  }
}

describe("server-side guards (what holds with proxy.ts removed)", () => {
  it("sends a visitor without a session to /auth", async () => {
    expect(await redirectOf(() => requireUser("ownAccount"))).toBe("/auth");
    expect(await redirectOf(() => requireSubscribedUser("workOnCars"))).toBe("/auth");
  });

  it("treats a session for an account that no longer exists as no session, and clears its cookie", async () => {
    signInAs(randomUUID(), { plan: "pro" });
    expect(await redirectOf(() => requireSubscribedUser("workOnCars"))).toBe(ENDED_SESSION_PATH);
  });

  it("trusts the database, not the cookie, for the plan", async () => {
    const mechanic = await createMechanic();
    signInAs(mechanic.id, { plan: "pro" }); // a stale or forged claim
    expect(await redirectOf(() => requireUser("ownAccount"))).toBeNull();
    expect(await redirectOf(() => requireSubscribedUser("workOnCars"))).toBe("/dashboard/plans");
  });

  it("lets a subscribed mechanic through", async () => {
    const mechanic = await createMechanic({ plan: "basic" });
    signInAs(mechanic.id, { plan: "basic" });
    await expect(requireSubscribedUser("workOnCars")).resolves.toMatchObject({ userId: mechanic.id, plan: "basic" });
  });
});

describe("choosing a plan", () => {
  it("refuses a visitor without a session and changes nothing", async () => {
    expect(await choosePlanAction("pro")).toEqual({ ok: false, message: messages.plans.loginRequired, redirectTo: "/auth" });
  });

  it("refuses an unknown plan id", async () => {
    const mechanic = await createMechanic();
    signInAs(mechanic.id, { plan: null });
    expect(await choosePlanAction("premium' OR 1=1")).toMatchObject({ ok: false });
    expect(await findSubscriptionPlan(mechanic.id)).toBeNull();
  });

  it("activates the plan for the signed-in mechanic only and refreshes the session", async () => {
    const mechanic = await createMechanic();
    const bystander = await createMechanic();
    signInAs(mechanic.id, { plan: null });
    const { unstable_update } = await import("@/auth");

    expect(await choosePlanAction("pro")).toEqual({ ok: true, message: messages.plans.activated.pro, redirectTo: "/dashboard" });
    expect(await findSubscriptionPlan(mechanic.id)).toBe("pro");
    expect(await findSubscriptionPlan(bystander.id)).toBeNull();
    expect(unstable_update).toHaveBeenCalled();
  });

  it("reports a saved plan as activated even when the session cookie cannot be refreshed", async () => {
    const mechanic = await createMechanic();
    signInAs(mechanic.id, { plan: null });
    const { unstable_update } = await import("@/auth");
    vi.mocked(unstable_update).mockRejectedValueOnce(new Error("cookies() indisponível"));

    expect(await choosePlanAction("basic")).toEqual({ ok: true, message: messages.plans.activated.basic, redirectTo: "/dashboard" });
    expect(await findSubscriptionPlan(mechanic.id)).toBe("basic");
  });
});
