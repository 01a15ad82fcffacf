import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated `element`. A page opened with page.goto() is on screen, and
 * "loaded", before React has attached its handlers: a click on a button then goes unheard. React
 * marks each DOM node it has hydrated with its props, under a `__reactProps$…` key.
 */
export async function waitForHydration(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))), {
      message: "React to hydrate the element",
    })
    .toBe(true);
}
