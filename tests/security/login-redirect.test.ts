/**
 * Where the login action sends a subscribed mechanic: back to the form's `callbackUrl` only when it
 * is a path on the app. The form is the client's to tamper with, so every off-site value must end
 * on a path of the app's own origin, even those that only reach another host once normalised.
 */
import { describe, expect, it } from "vitest";
import { loginAction } from "@/app/auth/actions";
import { messages } from "@/lib/messages";
import { createMechanic, TEST_PASSWORD } from "../support/factories";
import { NORMALISED_TO_ANOTHER_HOST, OFF_SITE_CALLBACKS, staysOn } from "../support/open-redirect-variants";

const APP = "https://oficina.example";

function loginForm(email: string, callbackUrl: string) {
  const data = new FormData();
  data.set("email", email);
  data.set("password", TEST_PASSWORD);
  data.set("callbackUrl", callbackUrl);
  return data;
}

describe("login redirect", () => {
  it("returns to a same-site callbackUrl", async () => {
    const mechanic = await createMechanic({ plan: "basic" });
    const result = await loginAction(null, loginForm(mechanic.email, "/dashboard/customers?pagina=2"));
    expect(result).toMatchObject({ ok: true, message: messages.auth.loginSuccess, redirectTo: "/dashboard/customers?pagina=2" });
  });

  it.each(OFF_SITE_CALLBACKS)("callbackUrl %j leaves the mechanic on the app", async (callbackUrl) => {
    const mechanic = await createMechanic({ plan: "basic" });
    const result = await loginAction(null, loginForm(mechanic.email, callbackUrl));
    expect(result.ok).toBe(true);
    const redirectTo = (result as { redirectTo?: string }).redirectTo ?? "";
    expect(redirectTo).toMatch(/^\/(?![/\\])/);
    expect(redirectTo).not.toMatch(/^\/\/|:\/\/|\\/);
    expect(staysOn(APP, redirectTo), redirectTo).toBe(true);
    expect(new URL(redirectTo, APP).host).toBe(new URL(APP).host);
  });

  it.each(NORMALISED_TO_ANOTHER_HOST)("callbackUrl %j, another host once normalised, gives the overview", async (callbackUrl) => {
    const mechanic = await createMechanic({ plan: "basic" });
    const result = await loginAction(null, loginForm(mechanic.email, callbackUrl));
    expect(result).toMatchObject({ ok: true, redirectTo: "/dashboard" });
  });
});
