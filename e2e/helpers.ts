import { expect, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { messages } from "../lib/messages";
import { OPERATOR_EMAIL } from "./env";

/** Plan names as the plans page shows them. */
export type PlanName = "Básico" | "Profissional";

const PLAN_IDS = { Básico: "basic", Profissional: "pro" } as const;

export const DEFAULT_PASSWORD = "senha-segura-123";

/** A fresh, lowercase e-mail: tests share one database and run in parallel. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${crypto.randomUUID()}@e2e.test`.toLowerCase();
}

/** The Sonner toast(s) carrying `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** The form of the selected tab on /auth ('Login' or 'Cadastro'). */
export function authPanel(page: Page): Locator {
  return page.getByRole("tabpanel");
}

/** Path + query of the page's current URL. */
export function currentPath(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** A server action call made by the page (a POST with a `next-action` header). */
export function isServerAction(request: Request) {
  return request.method() === "POST" && Boolean(request.headers()["next-action"]);
}

type NetworkTracker = { pending: Set<Request>; lastChange: number; ignored: ((request: Request) => boolean)[] };
const trackers = new WeakMap<Page, NetworkTracker>();

function trackerOf(page: Page): NetworkTracker {
  let tracker = trackers.get(page);
  if (!tracker) {
    const created: NetworkTracker = { pending: new Set(), lastChange: Date.now(), ignored: [] };
    const done = (request: Request) => {
      created.pending.delete(request);
      created.lastChange = Date.now();
    };
    page.on("request", (request) => {
      created.pending.add(request);
      created.lastChange = Date.now();
    });
    page.on("requestfinished", done);
    page.on("requestfailed", done);
    trackers.set(page, created);
    tracker = created;
  }
  return tracker;
}

/** Starts counting the page's requests in flight (the helpers below call it first thing). */
export function trackNetwork(page: Page) {
  trackerOf(page);
}

/** Requests that waitForNetworkQuiet() must not wait for (ones a test holds on purpose). */
export function ignoreInNetworkQuiet(page: Page, predicate: (request: Request) => boolean) {
  trackerOf(page).ignored.push(predicate);
}

/**
 * Waits until no request (but the ignored ones) has been in flight for `quietMs`: lets a test
 * order a response it holds after every response the app's own prefetches bring.
 * page.waitForLoadState("networkidle") does not do that: it fires once per document, not after
 * client-side navigations.
 */
export async function waitForNetworkQuiet(page: Page, quietMs = 400) {
  const tracker = trackerOf(page);
  const quiet = () =>
    [...tracker.pending].every((request) => tracker.ignored.some((ignore) => ignore(request))) &&
    Date.now() - tracker.lastChange >= quietMs;
  await expect.poll(quiet, { message: "network to be quiet", intervals: [100] }).toBe(true);
}

/** Fills the Cadastro tab and submits it, without waiting for any outcome. */
export async function submitSignUp(page: Page, email: string, password: string) {
  trackNetwork(page);
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Cadastro" }).click();
  await expect(page.getByRole("tab", { name: "Cadastro" })).toHaveAttribute("aria-selected", "true");
  const form = authPanel(page);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha").fill(password);

  // The sign-up itself comes from an address of its own, as real shops' do: the suite creates far
  // more accounts than one address may in an hour (SIGN_UPS). Only this request: the page's other
  // requests keep the address the test gave its context.
  const address = `198.18.0.1-${crypto.randomUUID()}`;
  const fromOwnAddress = (route: Route) =>
    isServerAction(route.request())
      ? route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": address } })
      : route.fallback();
  const authPage = (url: URL) => url.pathname === "/auth";
  await page.route(authPage, fromOwnAddress);
  const answered = page.waitForResponse((response) => isServerAction(response.request()));
  await form.getByRole("button", { name: "Criar conta" }).click();
  await answered;
  await page.unroute(authPage, fromOwnAddress);
}

/** Creates an account through the Cadastro tab and waits for the success toast. */
export async function signUp(page: Page, email: string, password = DEFAULT_PASSWORD) {
  await submitSignUp(page, email, password);
  await expect(toast(page, messages.auth.signUpSuccess)).toBeVisible();
}

/** Fills the Login tab of the page already open on /auth and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = authPanel(page);
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha").fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
}

/**
 * Logs in through /auth (optionally with a callbackUrl) and waits for the success toast and for
 * the app to leave /auth.
 */
export async function logIn(page: Page, email: string, password = DEFAULT_PASSWORD, options: { callbackUrl?: string } = {}) {
  trackNetwork(page);
  const query = options.callbackUrl === undefined ? "" : `?callbackUrl=${encodeURIComponent(options.callbackUrl)}`;
  await page.goto(`/auth${query}`);
  await submitLogin(page, email, password);
  await expect(toast(page, messages.auth.loginSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname !== "/auth");
}

/** On /dashboard/plans, subscribes to a plan and waits for the toast and the overview. */
export async function choosePlan(page: Page, planName: PlanName) {
  if (new URL(page.url()).pathname !== "/dashboard/plans") await page.goto("/dashboard/plans");
  await page.getByRole("button", { name: `Assinar ${planName}` }).click();
  await expect(toast(page, messages.plans.activated[PLAN_IDS[planName]])).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  // The client navigation is over only once the overview is on screen: a page.goto() issued
  // before that could be aborted by it.
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
}

/** A new mechanic, signed in on `page`: on /dashboard with a plan, on /dashboard/plans without. */
export async function newMechanic(page: Page, options: { plan?: PlanName; prefix?: string; password?: string } = {}) {
  const email = uniqueEmail(options.prefix ?? "mecanico");
  const password = options.password ?? DEFAULT_PASSWORD;
  await signUp(page, email, password);
  // signUp leaves the Login tab open with the e-mail filled in.
  await submitLogin(page, email, password);
  await expect(toast(page, messages.auth.loginSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname !== "/auth");
  if (options.plan) {
    await choosePlan(page, options.plan);
  } else {
    await page.waitForURL((url) => url.pathname === "/dashboard/plans");
  }
  return { email, password };
}

/**
 * The operator (ADMIN_EMAILS) signed in with a plan; whichever test needs it first creates it.
 * Tests in other files may be doing the same at the same moment: whoever subscribes first wins,
 * and the others accept the plan they find (or the "already your plan" refusal).
 */
export async function logInAsOperator(page: Page) {
  await submitSignUp(page, OPERATOR_EMAIL, DEFAULT_PASSWORD);
  await expect(toast(page, new RegExp(`${messages.auth.signUpSuccess}|${messages.auth.emailTaken}`))).toBeVisible();
  await logIn(page, OPERATOR_EMAIL);
  if (new URL(page.url()).pathname !== "/dashboard/plans") return;
  const subscribe = page.getByRole("button", { name: "Assinar Profissional" });
  await expect(subscribe.or(page.getByText("SEU PLANO", { exact: true }))).toBeVisible();
  if (!(await subscribe.isVisible())) return;
  await subscribe.click();
  await expect(toast(page, new RegExp(`${messages.plans.activated.pro}|${messages.plans.alreadyCurrent}`))).toBeVisible();
}

/** Holds the page's server action calls to `pathname` until release() (to see pending states). */
export async function holdServerActions(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (!isServerAction(route.request())) return route.fallback();
      await released;
      await route.continue();
    },
  );
  return { release };
}

/** On /dashboard/profile: the tab of that name, selected. */
export async function openProfileTab(page: Page, name: "Informações Básicas" | "Serviços Oferecidos" | "Horário de Funcionamento" | "Integrações") {
  const tab = page.getByRole("tab", { name });
  // A click that lands while the streamed page is still hydrating can go unheard: click again.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
  }).toPass();
  return page.getByRole("tabpanel", { name });
}

/** On /dashboard/profile: 'Salvar Alterações', then the success toast. */
export async function saveProfile(page: Page) {
  // An earlier save's toast may still be up: wait for this save's own answer first.
  const answered = page.waitForResponse((response) => isServerAction(response.request()));
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await answered;
  await expect(toast(page, messages.profile.saved).last()).toBeVisible();
}

/** Opens /dashboard/profile, fills the basic information and saves; returns the stored slug. */
export async function fillShopProfile(page: Page, fields: { shopName: string; ownerName?: string; description?: string }) {
  trackNetwork(page);
  await page.goto("/dashboard/profile");
  const panel = await openProfileTab(page, "Informações Básicas");
  await panel.getByLabel("Nome da oficina").fill(fields.shopName);
  if (fields.ownerName !== undefined) await panel.getByLabel("Nome do responsável").fill(fields.ownerName);
  if (fields.description !== undefined) await panel.getByLabel("Descrição").fill(fields.description);
  await saveProfile(page);
  const slug = panel.getByLabel("Endereço da página pública");
  await expect(slug).not.toHaveValue("");
  return slug.inputValue();
}

/** Uploads a file through the logo picker, without waiting for the outcome. */
export async function chooseLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(/^(Enviar|Trocar) logo$/).setInputFiles(file);
}
