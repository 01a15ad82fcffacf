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

const request: { token: JWT | null; address: () => string } = { token: null, address: () => "" };

/**
 * The requests that follow carry `userId`'s session cookie. `claims` are whatever else the cookie
 * says (a plan, say); the app must not trust them over its database.
 */
export function signInAs(userId: string, claims: Omit<JWT, "sub"> = {}) {
  request.token = { ...claims, sub: userId };
}

/** The requests that follow carry no session cookie. */
export function signOut() {
  request.token = null;
}

/** The client address of the requests that follow; a function gives each request its own. */
export function setClientAddress(address: string | (() => string)) {
  request.address = typeof address === "string" ? () => address : address;
}

/** A client address no other test uses, so rate limits keyed by address start from zero. */
function uniqueClientAddress() {
  return `198.51.100.1-${randomUUID()}`;
}

/**
 * What the app's modules get instead of the functions that only work inside a Next request.
 * They are spies, so a test may assert on them or give one a different answer for a call
 * (`vi.mocked(unstable_update).mockRejectedValueOnce(...)`); each test starts from these.
 */
export const fakes = {
  /** For @/lib/auth/session-token: the session the cookie would decode to. */
  currentSessionToken: vi.fn(async (): Promise<JWT | null> => request.token),
  /** For next/headers: a request's headers, with the client address the server stamps on each. */
  headers: vi.fn(async () => new Headers({ [CLIENT_ADDRESS_HEADER]: stampedClientAddress(request.address()) })),
  /** For next/cache: there is no page cache to clear outside Next. */
  revalidatePath: vi.fn(),
  /** For @/auth: there is no cookie to rewrite outside a request. */
  unstable_update: vi.fn(async () => undefined),
  /**
   * For @/auth: there is no cookie to set outside a request. Answers what a credentials sign-in
   * with `redirect: false` does; the credentials check itself is tested on its own (login.test.ts).
   */
  signIn: vi.fn<(...args: unknown[]) => Promise<unknown>>(async () => undefined),
};

/** Before each test: signed out, a fresh client address, and the fakes as they were. */
export function resetRequest() {
  signOut();
  setClientAddress(uniqueClientAddress());
  for (const fake of Object.values(fakes)) fake.mockReset();
}

resetRequest();
