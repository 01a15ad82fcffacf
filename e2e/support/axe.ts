/**
 * axe-core on a page, as every spec runs it: only the violations are reported in full. By default
 * axe also gathers every node that passed or did not apply, and sends them all back to the test,
 * which reads none of them: on a dashboard page that is most of an analysis's time.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export function axe(page: Page) {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
}
