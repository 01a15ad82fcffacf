/**
 * The nonce Content-Security-Policy of the pages rendered per request (proxy.ts,
 * lib/content-security-policy.ts): the dashboard, /auth and a shop's public page, their 404s
 * included. Markup an attacker got into such a page cannot run script, the app's own scripts all
 * carry the response's nonce, and the whole app works in a real browser with no violation. The
 * prerendered landing keeps its static policy and stays prerendered.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIResponse, Locator, Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { E2E_PORT_WITHOUT_PROXY } from "../env";
import { expect, signedOut, test } from "../fixtures";
import { signUp, submitLogin } from "../support/auth";
import { uniqueEmail } from "../support/credentials";
import { watchViolations } from "../support/csp";
import { waitForHydration } from "../support/hydration";
import { startOtherServer } from "../support/other-servers";
import { setShopProfile } from "../support/rows";
import { shopWithData } from "../support/shop";
import { shopThroughForms } from "../support/shop-forms";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

/** The nonce of a response's only CSP header, after checking that header is the strict one. */
function nonceOf(response: APIResponse, what: string) {
  const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === "content-security-policy");
  expect(policies, `${what}: one CSP header`).toHaveLength(1);
  const scriptSrc = policies[0]!.value
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src"));
  expect(scriptSrc, `${what}: script-src`).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{22,}' 'strict-dynamic'$/);
  return /'nonce-([^']+)'/.exec(scriptSrc!)![1]!;
}

/** Every <script> of the page carries the response's nonce: Next's own and any of ours. */
async function expectScriptsWithNonce(response: APIResponse, what: string) {
  expect(response.headers()["content-type"], what).toContain("text/html");
  const nonce = nonceOf(response, what);
  const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length, `${what}: Next's scripts`).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, `${what}: a script without the nonce`).toContain(` nonce="${nonce}"`);
  return nonce;
}

/** Opens `url` twice: each answer has its own nonce, on every script (`status` null: any). */
async function expectFreshNonces(get: (url: string) => Promise<APIResponse>, url: string, status: number | null = 200) {
  const first = await get(url);
  const second = await get(url);
  if (status !== null) expect(first.status(), url).toBe(status);
  expect(await expectScriptsWithNonce(first, url), `${url}: the same nonce twice`).not.toBe(await expectScriptsWithNonce(second, url));
}

test("every script of a page rendered per request carries that response's nonce, new each time", async ({
  page,
  playwright,
  mechanic: account,
  accountsDatabase,
}) => {
  const slug = await setShopProfile(accountsDatabase, account.id, { shopName: `Oficina Nonce ${crypto.randomUUID().slice(0, 8)}` });
  const mechanic = (url: string) => page.request.get(url, { maxRedirects: 0 });
  for (const url of ["/dashboard", "/dashboard/customers", "/dashboard/profile"]) await expectFreshNonces(mechanic, url);
  await expectFreshNonces(mechanic, "/dashboard/pagina-que-nao-existe", null); // its status (404) is status-codes.spec.ts's

  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: signedOut });
  const get = (url: string) => visitor.get(url, { maxRedirects: 0 });
  await expectFreshNonces(get, "/auth");
  await expectFreshNonces(get, `/oficina/${slug}`);
  await expectFreshNonces(get, `/oficina/nao-existe-${crypto.randomUUID()}`, 404);
  await expectFreshNonces(get, "/auth/nada", 404);
  nonceOf(await get("/dashboard"), "the login redirect"); // a policy on the redirect too
  nonceOf(await get("/oficina/%ff"), "an undecodable path");

  // The server with proxy.ts's redirects switched off still makes the policy: only proxy.ts can.
  await startOtherServer("without-proxy");
  const withoutRedirects = `http://127.0.0.1:${E2E_PORT_WITHOUT_PROXY}`;
  await expectFreshNonces(mechanic, `${withoutRedirects}/dashboard/customers`);
  await expectFreshNonces(get, `${withoutRedirects}/auth`);
  await visitor.dispose();
});

/**
 * Opens `pathname` with markup injected into the HTML the server sent, as a stored XSS that got
 * past React would be (an inline script, one with a nonce from another response, an event
 * handler), then into the DOM after load, as a DOM-based XSS would (an event handler); none runs,
 * each reports a violation, and the page's own scripts still do (`hydrated` hydrates).
 */
async function expectInjectedMarkupBlocked(page: Page, pathname: string, hydrated: Locator) {
  const violations = await watchViolations(page);
  const otherPolicy = (await page.request.get(pathname)).headers()["content-security-policy"];
  const replayedNonce = /'nonce-([^']+)'/.exec(otherPolicy ?? "")?.[1] ?? "sem-nonce";
  const record = (what: string) => `window.injected = (window.injected || []).concat('${what}')`;

  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const injected =
        `<script>${record("inline")}</script>` +
        `<script nonce="${replayedNonce}">${record("replayed nonce")}</script>` +
        `<img src="/nada.png" alt="" onerror="${record("handler")}">`;
      await route.fulfill({ response, body: (await response.text()).replace(/<body[^>]*>/, (body) => body + injected) });
    },
  );
  await page.goto(pathname);
  await waitForHydration(hydrated);
  // (A script element made by script is not markup: 'strict-dynamic' lets what already runs add scripts.)
  await page.evaluate(
    (handler) => document.body.insertAdjacentHTML("beforeend", `<img src="/nada-2.png" alt="" onerror="${handler}">`),
    record("dom handler"),
  );

  const blocked = () => violations.filter((text) => text.startsWith(`${pathname}: script-src`)).sort();
  await expect.poll(() => blocked().length, { message: "a violation for each of the four" }).toBe(4);
  expect(blocked()).toEqual([
    ...Array(2).fill(`${pathname}: script-src-attr blocked inline ()`),
    ...Array(2).fill(`${pathname}: script-src-elem blocked inline ()`),
  ]);
  expect(await page.evaluate(() => (window as unknown as { injected?: string[] }).injected), "what the injected code ran").toBeUndefined();
}

test("markup injected into a dashboard page runs no script", async ({ page }) => {
  await expectInjectedMarkupBlocked(page, "/dashboard/customers", page.getByRole("searchbox"));
});

test("markup injected into a shop's public page runs no script", async ({ browser, mechanic, accountsDatabase }) => {
  const slug = await setShopProfile(accountsDatabase, mechanic.id, { shopName: `Oficina Ataque ${crypto.randomUUID().slice(0, 8)}` });
  const context = await browser.newContext({ storageState: signedOut });
  const visitor = await context.newPage();
  await expectInjectedMarkupBlocked(visitor, `/oficina/${slug}`, visitor.getByRole("button", { name: "Enviar mensagem" }));
  await context.close();
});

// Two tests, the mechanic's side and the visitor's, so that both workers share the work.
test.describe("the app in a real browser with the nonce policy", () => {
  test("runs with no CSP violation for a mechanic: forms and their toasts, dialogs", async ({ page, mechanic }) => {
    const violations = await watchViolations(page);
    const expectNone = (where: string) => expect(violations, `CSP violations after ${where}`).toEqual([]);

    // Signed in with a plan: forms with their toasts (sonner loaded on demand). Every dashboard
    // page is opened under the policy by e2e/site/every-page.spec.ts.
    await shopThroughForms(page, mechanic);
    expectNone("profile, customer, quote and supplier forms");
    await page.goto("/dashboard/suppliers");
    await page
      .getByRole("button", { name: /^Excluir / })
      .first()
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByRole("alertdialog")).toBeHidden();
    expectNone("the delete dialog");
  });

  test("runs with no CSP violation for a visitor: the landing, /auth, the public page and its form", async ({ browser, mechanic }) => {
    const shop = await shopWithData(mechanic);
    // A visitor: the landing, /auth (a failed login, then a sign-up), the shop's page and its form.
    const context = await browser.newContext({ storageState: signedOut });
    const visitor = await context.newPage();
    const visitorViolations = await watchViolations(visitor);
    await visitor.goto("/");
    await visitor.goto("/auth");
    await submitLogin(visitor, mechanic.email, "senha-errada");
    await expect(toast(visitor, messages.auth.invalidCredentials)).toBeVisible();
    await signUp(visitor, uniqueEmail("csp"));
    await visitor.context().clearCookies();
    await visitor.goto(`/oficina/${shop.slug}`);
    const form = visitor.getByRole("form", { name: "Fale com a oficina" });
    await form.getByLabel("Nome").fill("Visitante CSP");
    await form.getByLabel("E-mail").fill("visitante-csp@exemplo.com");
    await form.getByLabel("Telefone").fill("(11) 98888-7777");
    await form.getByLabel("Mensagem").fill("Quero um orçamento.");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(toast(visitor, messages.leads.sent)).toBeVisible();
    expect(visitorViolations, "CSP violations on the landing, /auth and the public page").toEqual([]);
    await context.close();
  });
});

test("the landing page stays prerendered, with its static policy", async ({ playwright }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), ".next/prerender-manifest.json"), "utf8"));
  expect(manifest.routes["/"], "/ in the build's prerendered routes").toMatchObject({ initialRevalidateSeconds: false });

  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: signedOut });
  const response = await visitor.get("/");
  expect(response.headers()["x-nextjs-cache"], "served from the prerendered HTML").toBe("HIT");
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
  expect(await response.text()).not.toContain(" nonce=");
  await visitor.dispose();
});
