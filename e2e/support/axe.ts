/**
 * axe-core as every spec runs it: in the page itself (legacy mode), collecting violations only.
 *
 * By default @axe-core/playwright runs part of the analysis in each frame and finishes it in a
 * blank page it opens for every analysis, which only cross-origin iframes need (the app has none;
 * same-origin frames are still analysed). That page cost as much as the analysis: on ten dashboard
 * pages, 9.0 s of axe in the default mode, 4.3 to 4.8 s in legacy mode. Passes and inapplicable
 * rules are never read, so axe does not collect them.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/**
 * axe's serious and critical findings on what the page shows now, or inside `selector` (the
 * editor's form, an open dialog): one line per rule, with where it failed.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = axe(page);
  if (selector) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`);
}
