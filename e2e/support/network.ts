/** What the page asks the server, and when it has stopped asking. */
import { expect, type Page, type Request } from "@playwright/test";

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

/**
 * Starts counting the page's requests in flight. Call it before the page's first navigation:
 * requests that left earlier are not counted, and waitForNetworkQuiet() would not wait for them.
 */
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

/**
 * A dashboard request that leaves now (with the session the page has now) and whose answer reaches
 * the browser only at release(): a late response, as a prefetch started just before a session
 * change would be. Resolves once the server has answered it; `status` resolves after release().
 */
export async function sendHeldDashboardRequest(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let sent = false;
  await page.route(
    (url) => url.searchParams.has("e2e-held"),
    async (route) => {
      const response = await route.fetch();
      sent = true;
      await gate;
      await route.fulfill({ response });
    },
  );
  ignoreInNetworkQuiet(page, (request) => new URL(request.url()).searchParams.has("e2e-held"));
  const status = page.evaluate(() => fetch("/dashboard/plans?e2e-held=1", { headers: { RSC: "1" } }).then((response) => response.status));
  await expect.poll(() => sent).toBe(true);
  return { release, status };
}

/**
 * Holds the page's JavaScript (not its CSS, which React waits for to reveal the streamed page) until
 * the returned function is called: the page is on screen, but nothing listens to it yet.
 */
export async function holdPageScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}
