import { unstable_rethrow } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";

/**
 * Calls a server action from the browser. If the network or the server fails, the user gets
 * `fallbackMessage` as a normal failure (a toast, the form kept) instead of the error page.
 */
export async function callAction(call: () => Promise<ActionResult>, fallbackMessage: string): Promise<ActionResult> {
  try {
    return await call();
  } catch (error) {
    unstable_rethrow(error); // Next's own redirects and not-found signals must go through
    console.error(error);
    return { ok: false, message: fallbackMessage };
  }
}
