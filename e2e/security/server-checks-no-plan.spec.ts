/**
 * The server-side checks on their own: these tests talk to the server started with proxy.ts
 * switched off (OFICINA_DISABLE_PROXY=1), so every refusal here comes from requireUser(),
 * requireSubscribedUser() or the server actions themselves.
 */
import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { E2E_PORT_WITHOUT_PROXY } from "../env";
import { startOtherServer } from "../support/other-servers";
import { expect, signedOut, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { currentPath, isServerAction } from "../support/network";

const ORIGIN = `http://127.0.0.1:${E2E_PORT_WITHOUT_PROXY}`;
// A mechanic who has not chosen a plan yet, signed in (one cookie serves both servers' ports).
test.use({ baseURL: ORIGIN, plan: null });
test.beforeAll(() => startOtherServer("without-proxy"));

/** Texts only the dashboard's data would put in a response. */
const DASHBOARD_DATA = ["Você entrou como", "Resumo da sua oficina", "count-Clientes", "Próximos passos", "Seu plano"];

function expectNoDashboardData(body: string) {
  for (const text of DASHBOARD_DATA) expect(body, `response leaks "${text}"`).not.toContain(text);
}

/** Opens the plans page on the proxy-less server: where a signed-in mechanic without a plan starts. */
async function openPlansPage(page: Page) {
  await page.goto("/dashboard/plans");
  expect(new URL(page.url()).origin).toBe(ORIGIN);
  expect(currentPath(page)).toBe("/dashboard/plans");
}

test.describe(() => {
  test.use({ storageState: signedOut });

  test("without a session the dashboard pages redirect to /auth and leak nothing", async ({ request }) => {
    for (const path of ["/dashboard", "/dashboard/plans"]) {
      const response = await request.get(`${ORIGIN}${path}`, { maxRedirects: 0 });
      expect([303, 307, 308], `${path} status`).toContain(response.status());
      // Plain "/auth": the layout's requireUser() answered, not proxy.ts (which adds a callbackUrl).
      expect(response.headers()["location"], `${path} location`).toBe("/auth");
      expectNoDashboardData(await response.text());
    }
  });

  test("without a session an RSC request for /dashboard carries a redirect, not data", async ({ request }) => {
    const response = await request.get(`${ORIGIN}/dashboard`, { headers: { RSC: "1" } });
    const body = await response.text();
    expect(body).toContain("NEXT_REDIRECT;replace;/auth;");
    expectNoDashboardData(body);
    for (const label of ["Clientes", "Fornecedores", "Orçamentos", "Interessados"]) {
      expect(body).not.toContain(`"children":"${label}"`);
    }
  });
});

test("a signed-in user without a plan never gets the overview", async ({ page }) => {
  await openPlansPage(page);

  // The raw answer to /dashboard: a redirect to the plans page and none of the overview.
  const raw = await page.request.get(`${ORIGIN}/dashboard`, { maxRedirects: 0 });
  const rawBody = await raw.text();
  expect(rawBody.includes("NEXT_REDIRECT;replace;/dashboard/plans;") || raw.headers()["location"] === "/dashboard/plans").toBe(true);
  for (const text of ["Resumo da sua oficina", "count-Clientes", "Próximos passos"]) expect(rawBody).not.toContain(text);

  // In the browser: /dashboard ends on the plans page with the banner.
  await page.goto(`${ORIGIN}/dashboard`);
  await page.waitForURL((url) => url.pathname === "/dashboard/plans");
  await expect(page.getByText(messages.guard.planRequired)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Painel" })).toHaveCount(0);

  // /auth sends a signed-in user away, to the plans page while there is no plan.
  await page.goto(`${ORIGIN}/auth`);
  await page.waitForURL((url) => url.pathname === "/dashboard/plans");
});

test("the plan action refuses a request without a session", async ({ page, playwright }) => {
  await openPlansPage(page);
  await expect(page.getByText(messages.guard.planRequired)).toBeVisible();

  // Capture the POST the 'Assinar Básico' button makes, and stop it before it reaches the server.
  let captured: { url: string; headers: Record<string, string>; body: string } | undefined;
  await page.route(
    (url) => url.pathname === "/dashboard/plans",
    async (route) => {
      const request = route.request();
      if (!isServerAction(request)) return route.fallback();
      captured = { url: request.url(), headers: request.headers(), body: request.postData() ?? "" };
      await route.abort();
    },
  );
  const aborted = page.waitForEvent("requestfailed", isServerAction);
  await waitForHydration(page.getByRole("button", { name: "Assinar Básico" }));
  await page.getByRole("button", { name: "Assinar Básico" }).click();
  await aborted;
  await page.unrouteAll({ behavior: "wait" });
  expect(captured, "the server action call was captured").toBeDefined();
  const call = captured!;
  expect(call.headers["next-action"]).toMatch(/^[0-9a-f]{20,}$/);
  expect(call.body).toContain("basic");

  const replayHeaders: Record<string, string> = {
    "next-action": call.headers["next-action"]!,
    "content-type": call.headers["content-type"] ?? "text/plain;charset=UTF-8",
    accept: call.headers["accept"] ?? "text/x-component",
    origin: ORIGIN,
  };
  if (call.headers["next-router-state-tree"]) replayHeaders["next-router-state-tree"] = call.headers["next-router-state-tree"];

  // Replayed without cookies: refused by the action itself.
  const anonymous = await playwright.request.newContext({ storageState: signedOut });
  const refused = await anonymous.post(call.url, { headers: replayHeaders, data: call.body, maxRedirects: 0 });
  const refusedBody = await refused.text();
  await anonymous.dispose();
  expect(refusedBody).not.toContain("ativado com sucesso");
  expect(refusedBody).toContain(messages.plans.loginRequired);

  // No plan was set.
  await page.goto(`${ORIGIN}/dashboard/plans`);
  await expect(page.getByText(messages.guard.planRequired)).toBeVisible();
  await expect(page.getByText("SEU PLANO", { exact: true })).toHaveCount(0);

  // Control: the very same request with the user's cookies does subscribe, so the refusal above
  // came from the missing session and not from a malformed replay.
  const accepted = await page.request.post(call.url, { headers: replayHeaders, data: call.body, maxRedirects: 0 });
  expect(await accepted.text()).toContain(messages.plans.activated.basic);
  await page.reload();
  await expect(page.getByTestId("plan-basic").getByText("SEU PLANO", { exact: true })).toBeVisible();
  await expect(page.getByText(messages.guard.planRequired)).toHaveCount(0);

  // With a plan the overview opens, and /auth refuses an off-site callbackUrl on its own.
  await page.goto(`${ORIGIN}/dashboard`);
  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();
  await page.goto(`${ORIGIN}/auth?callbackUrl=${encodeURIComponent("//evil.example")}`);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  expect(new URL(page.url()).origin).toBe(ORIGIN);
  expect(currentPath(page)).toBe("/dashboard");
});
