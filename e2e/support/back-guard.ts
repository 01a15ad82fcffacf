/**
 * The Back guard of a form with changes not saved yet (components/forms/history-guard.ts) is a
 * history entry of its own, marked in its state: pushed once the form reads as changed, taken off
 * by a history.back() that lands a moment after the form has nothing left to lose.
 */
import { expect, type Page } from "@playwright/test";
import { GUARD_STATE } from "../../components/forms/history-guard";

const guardIsCurrent = (page: Page) => page.evaluate((key) => window.history.state?.[key] === true, GUARD_STATE);

/** The guard is on: a Back now asks. (A person's Back never comes in the same instant as the keystroke; a test's can.) */
export async function historyGuardUp(page: Page) {
  await expect.poll(() => guardIsCurrent(page), { message: "the form's Back guard to go up" }).toBe(true);
}

/** The guard is off: a reload, or the next change, made before it lands races it. */
export async function historyGuardGone(page: Page) {
  await expect.poll(() => guardIsCurrent(page), { message: "the form's Back guard to go" }).toBe(false);
}
