/**
 * The browser's side of a request, faked for the tests: whose session cookie it carries and the
 * client address the server stamped on it (lib/client-address/). setup-request.ts hands these fakes to the app (in
 * place of Next's request-bound functions) in every test file, and resets them before each test:
 * nobody signed in, an address no other test uses, and the fakes' calls forgotten.
 *
 *   import { signInAs } from "../support/request";
 *   const shop = await createMechanic({ plan: "pro" });
 *   signInAs(shop.id); // the actions called next act for this shop
 */
import { randomUUID } from "node:crypto";
import type { JWT } from "next-auth/jwt";
import { vi } from "vitest";
import { CLIENT_ADDRESS_HEADER, stampedClientAddress } from "@/lib/client-address/header";
import { hasPostgresCode, PG_FOREIGN_KEY_VIOLATION } from "@/lib/data/postgres-errors";
import { startSession } from "@/lib/data/sessions";
import { queueStarted } from "@/lib/queue/boss";
import { runQueuedTasks } from "@/lib/queue/worker";

/** The login signInAs stands for: its session is opened by the app's startSession when the cookie is first read. */
type Login = { userId: string; opening: Promise<void> | null };

const request: {
  token: JWT | null;
  address: () => string;
  /** Headers the browser adds on its own (Sec-Fetch-Site, Origin, Host), for the requests that follow. */
  extraHeaders: Record<string, string>;
  login: Login | null;
} = { token: null, address: () => "", extraHeaders: {}, login: null };

/**
 * The requests that follow carry `userId`'s session cookie, from a login of its own: its session
 * is opened in the database (by startSession, as a login does) when the app first reads the
 * cookie. `claims` are whatever else the cookie says (a plan, say); the app must not trust them
 * over its database. A `sid` among them is taken as is, open or not: no session is opened for it.
 */
export function signInAs(userId: string, claims: Omit<JWT, "sub"> = {}) {
  // Signed in as this account already: the same browser sends the same cookie again.
  if (request.token?.sub === userId && claims.sid === undefined && request.login?.userId === userId) {
    request.token = { ...claims, sub: userId, sid: request.token.sid };
    return;
  }
  const givenSessionId = typeof claims.sid === "string" ? claims.sid : null;
  // Until its session opens, a login's cookie names one that does not exist (as for an id that names nobody).
  request.token = { ...claims, sub: userId, sid: givenSessionId ?? randomUUID() };
  request.login = givenSessionId ? null : { userId, opening: null };
}

/** The session id the signed-in cookie carries (after signInAs, and a request or openSignedInSession()). */
export function signedInSessionId() {
  if (!request.token?.sid) throw new Error("nobody is signed in");
  return request.token.sid;
}

/** Opens now the session signInAs promised (before a snapshot of the account's rows, say). */
export async function openSignedInSession() {
  await openPendingSession();
}

/**
 * Opens the session signInAs promised, once, if the account exists (a test may sign in as an id
 * that names nobody), and puts its id in the cookie. Requests sent at the same moment all wait for it.
 */
function openPendingSession() {
  const login = request.login;
  if (!login) return Promise.resolve();
  login.opening ??= startSession(login.userId, null).then(
    (sessionId) => {
      if (request.login === login && request.token) request.token = { ...request.token, sid: sessionId };
    },
    (error: unknown) => {
      if (!hasPostgresCode(error, PG_FOREIGN_KEY_VIOLATION)) throw error;
    },
  );
  return login.opening;
}

/** The session cookie the browser holds now, as someone copying it would keep it. */
export function copyCookie(): JWT {
  if (!request.token) throw new Error("nobody is signed in");
  return structuredClone(request.token);
}

/** The requests that follow carry a copied cookie, as it was when copied: no session is opened for it. */
export function sendCopiedCookie(token: JWT) {
  request.token = structuredClone(token);
  request.login = null;
}

/** The requests that follow carry no session cookie. */
export function signOut() {
  request.token = null;
  request.login = null;
}

/** The client address of the requests that follow; a function gives each request its own. */
export function setClientAddress(address: string | (() => string)) {
  request.address = typeof address === "string" ? () => address : address;
}

/** Headers the browser sends with the requests that follow (`{ "sec-fetch-site": "cross-site" }`); none by default. */
export function setRequestHeaders(extra: Record<string, string>) {
  request.extraHeaders = { ...extra };
}

/** A client address no other test uses, so rate limits keyed by address start from zero. */
function uniqueClientAddress() {
  return `198.51.100.1-${randomUUID()}`;
}

/** What the app scheduled with `after()`: Next runs it once the response is sent; here it starts at once. */
let scheduledAfterResponse: Promise<unknown>[] = [];

/**
 * Waits for everything the last requests scheduled after their response, then runs here every job
 * they queued (lib/queue) whose time has come (the mails of a sign-up, say).
 */
export async function settleAfterResponse() {
  const scheduled = scheduledAfterResponse;
  scheduledAfterResponse = [];
  await Promise.all(scheduled);
  if (queueStarted()) await runQueuedTasks();
}

/**
 * What the app's modules get instead of the functions that only work inside a Next request.
 * They are spies, so a test may assert on them or give one a different answer for a call
 * (`vi.mocked(unstable_update).mockRejectedValueOnce(...)`); each test starts from these.
 */
export const fakes = {
  /** For @/lib/auth/session-token: the session the cookie would decode to. */
  currentSessionToken: vi.fn(async (): Promise<JWT | null> => {
    await openPendingSession();
    return request.token;
  }),
  /** For next/headers: a request's headers, with the client address the server stamps on each. */
  headers: vi.fn(async () => new Headers({ ...request.extraHeaders, [CLIENT_ADDRESS_HEADER]: stampedClientAddress(request.address()) })),
  /** For next/cache: there is no client router to refresh outside Next. */
  refresh: vi.fn(),
  /** For @/auth: there is no cookie to rewrite outside a request. */
  unstable_update: vi.fn(async () => undefined),
  /**
   * For @/auth: there is no cookie to set outside a request. Answers what a credentials sign-in
   * with `redirect: false` does; the credentials check itself is tested on its own (login.test.ts).
   */
  signIn: vi.fn<(...args: unknown[]) => Promise<unknown>>(async () => undefined),
  /** For next/server: outside Next there is no response to wait for; settleAfterResponse() waits for the work. */
  after: vi.fn((task: Promise<unknown> | (() => unknown)) => {
    scheduledAfterResponse.push(Promise.resolve().then(() => (typeof task === "function" ? task() : task)));
  }),
  /** For @/auth: the browser's cookie is cleared, as Auth.js's signOut does; a copy of it is not. */
  signOut: vi.fn(async () => {
    signOut();
    return undefined;
  }),
};

/** Before each test: signed out, a fresh client address, and the fakes as they were. */
export function resetRequest() {
  signOut();
  request.extraHeaders = {};
  scheduledAfterResponse = [];
  setClientAddress(uniqueClientAddress());
  for (const fake of Object.values(fakes)) fake.mockReset();
}

resetRequest();
// For tests/support/setup-request.ts, which resets it before each test without importing this module
// (and the database and queue with it) into the files that never use it.
(globalThis as { resetTestRequest?: () => void }).resetTestRequest = resetRequest;
