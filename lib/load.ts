import "server-only";
// Next's own store of what is rendering: the one way to tell a render kept for later apart.
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";

export type Loaded<T> = { failed: false; value: T } | { failed: true };

/**
 * Runs a page's (or a download's) read. A database failure is logged with context and answered as
 * `failed`: a page then shows its own header and LoadError with that screen's load-error message
 * (a download answers its failure message), inside the dashboard, instead of the error screen.
 * Every page's read goes through here; app/dashboard/error.tsx is only for what nobody expected.
 *
 * Inside a render kept for later (`'use cache'`, lib/shop-cache.ts) the failure is thrown instead:
 * Next does not keep a render that threw, and the page renders again without keeping, where the
 * failure shows as above. Kept, the error message would have outlived the failure.
 */
export async function load<T>(context: string, shopId: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { failed: false, value: await read() };
  } catch (error) {
    console.error(`${context} falhou`, { shopId }, error);
    if (workUnitAsyncStorage.getStore()?.type === "cache") throw error;
    return { failed: true };
  }
}
