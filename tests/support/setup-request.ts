/**
 * Runs before every test file (vitest.config.ts `setupFiles`). The functions that need a live
 * Next request (its cookies, its headers, its page cache) are swapped for the fakes in
 * request.ts; everything else in those modules stays real. So `readSessionToken()` is the real
 * one (tests/unit/session-token.test.ts reads real cookies with it), and only
 * `currentSessionToken()`, which reads the cookie of the request being handled, is faked.
 *
 * A test file may still mock one of these modules its own way: its vi.mock takes the place of
 * this one for that file.
 */
import { beforeEach, vi } from "vitest";

vi.mock("@/lib/auth/session-token", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth/session-token")>()),
  currentSessionToken: (await import("./request")).fakes.currentSessionToken,
}));

vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: (await import("./request")).fakes.headers,
}));

vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (await import("./request")).fakes.after,
}));

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  // Client components rendered to HTML here have no app router around them.
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {}, back() {}, forward() {} }),
  usePathname: () => "/dashboard",
}));

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  refresh: (await import("./request")).fakes.refresh,
  // Outside Next, `'use cache'` is a string and the function runs on every call: its cacheLife
  // (lib/kept-reads.ts) says nothing then. What is kept is tested against the production build
  // (e2e/dashboard/kept-pages.spec.ts).
  cacheLife: () => {},
}));

vi.mock("@/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/auth")>()),
  unstable_update: (await import("./request")).fakes.unstable_update,
  signIn: (await import("./request")).fakes.signIn,
  signOut: (await import("./request")).fakes.signOut,
}));

// No test inherits the previous one's signed-in user, client address or fake answers. request.ts
// registers its reset when a file (or one of the mocks above) first loads it; a file that never
// does (most unit tests) is spared importing the database and the queue.
beforeEach(() => {
  (globalThis as { resetTestRequest?: () => void }).resetTestRequest?.();
});
