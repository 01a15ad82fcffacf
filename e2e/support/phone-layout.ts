/**
 * What a phone screen shows wrong, measured in the browser: content wider than the screen (or than
 * a box that clips or scrolls it sideways), placeholders cut off by their box, and targets too small
 * for a thumb (WCAG 2.2 SC 2.5.8, Target Size (Minimum): 24 × 24 CSS px, with its exceptions).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * A phone's screen for the layout checks: its size, touch and pixel density, without the mobile
 * emulation that zooms a too-wide page out to fit (playwright.config.ts says why).
 */
export const PHONE_SCREEN = { viewport: { width: 375, height: 812 }, hasTouch: true, deviceScaleFactor: 2.625 };

/** SC 2.5.8's minimum, in CSS px. */
export const MIN_TARGET = 24;

/** One line per problem, naming the element (tag, text or label, size); empty when the page is fine. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(findLayoutProblems, MIN_TARGET);
}

/** Runs in the page: no references outside this function. */
function findLayoutProblems(minTarget: number): string[] {
  const problems: string[] = [];
  const viewportWidth = window.innerWidth;
  const TOLERANCE = 0.5; // sub-pixel rounding is not a fault

  const round = (value: number) => Math.round(value * 10) / 10;
  const describe = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const role = element.getAttribute("role");
    const rect = element.getBoundingClientRect();
    const text =
      element.getAttribute("aria-label") ?? ((element as HTMLElement).innerText || element.textContent || "").trim().replace(/\s+/g, " ");
    const label = text || element.getAttribute("placeholder") || element.getAttribute("title") || element.getAttribute("name") || "";
    const shortLabel = label.length > 50 ? `${label.slice(0, 47)}...` : label;
    return `<${tag}${role ? ` role=${role}` : ""}> "${shortLabel}" (${round(rect.width)}×${round(rect.height)} px at x=${round(rect.left)})`;
  };

  // Hidden on purpose: not rendered, transparent (Radix's mirror inputs), or clipped to nothing
  // for screen readers only (sr-only, the form's honeypot).
  const visuallyHidden = (element: Element): boolean => {
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return true;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === "none" || style.visibility === "hidden") return true;
      if (style.clip !== "auto" && style.clip !== "" && style.position === "absolute") return true;
      if (style.clipPath !== "none" && style.clipPath !== "") return true;
      const rect = node.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1 && style.overflow !== "visible") return true;
    }
    return false;
  };
  const isShown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && !visuallyHidden(element);
  };

  // 1. The page itself scrolls sideways.
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewportWidth) problems.push(`the page scrolls sideways: ${scrollWidth} px of content in a ${viewportWidth} px screen`);

  // 2. Elements past the screen's edge, or past a box that clips or scrolls them sideways (a
  //    table in an overflow-x-auto card wider than the card is a table the mechanic must scroll).
  const clipsSideways = (element: Element) => getComputedStyle(element).overflowX !== "visible";
  const overflowing = new Map<Element, string>();
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    if (element.closest("[data-sonner-toaster], script, style, template, noscript")) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    let reason: string | null = null;
    let inScrollRow = false;
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      if (!clipsSideways(ancestor)) continue;
      // A row built to scroll sideways (data-scroll-row: the profile's tabs, one row of thumb-sized
      // targets): what lies past its edge is reached by swiping the row itself, by design.
      if (ancestor.hasAttribute("data-scroll-row")) {
        inScrollRow = true;
        break;
      }
      const box = ancestor.getBoundingClientRect();
      const style = getComputedStyle(ancestor);
      const inner = { left: box.left + parseFloat(style.borderLeftWidth), right: box.right - parseFloat(style.borderRightWidth) };
      if (rect.right > inner.right + TOLERANCE || rect.left < inner.left - TOLERANCE) {
        reason = `wider than ${describe(ancestor)}, which ${style.overflowX === "hidden" || style.overflowX === "clip" ? "cuts it off" : "scrolls sideways"}`;
      }
      break; // the nearest such box is the one that matters
    }
    if (!reason && !inScrollRow && (rect.right > viewportWidth + TOLERANCE || rect.left < -TOLERANCE))
      reason = `beyond the ${viewportWidth} px screen`;
    if (reason && !visuallyHidden(element)) overflowing.set(element, reason);
  }
  // Only the outermost element of each overflow: its children overflow with it.
  for (const [element, reason] of overflowing) {
    if (element.parentElement && overflowing.get(element.parentElement) === reason) continue;
    problems.push(`${describe(element)} is ${reason}`);
  }

  // 3. A placeholder cut off by its box: the hint the mechanic cannot read whole.
  const canvas = document.createElement("canvas").getContext("2d")!;
  for (const field of Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[placeholder], textarea[placeholder]"),
  )) {
    if (!field.placeholder || field.value || !isShown(field)) continue;
    const style = getComputedStyle(field);
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const textWidth = canvas.measureText(field.placeholder).width;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (field instanceof HTMLInputElement && textWidth > room + TOLERANCE) {
      problems.push(`${describe(field)}: its placeholder needs ${round(textWidth)} px, the box has ${round(room)} px`);
    }
  }

  // 4. Targets under 24 × 24 px.
  const TARGETS = [
    "a[href]",
    "button",
    "input:not([type=hidden])",
    "select",
    "textarea",
    "summary",
    "[role=button]",
    "[role=link]",
    "[role=tab]",
    "[role=checkbox]",
    "[role=radio]",
    "[role=switch]",
    "[role=menuitem]",
    "[role=option]",
  ].join(", ");
  const isTarget = (element: Element) => {
    if ((element as HTMLButtonElement).disabled || element.getAttribute("aria-disabled") === "true") return false;
    // Radix's mirror inputs (aria-hidden, no pointer events) and the like: nobody taps them.
    if (element.closest("[aria-hidden=true], [inert]") || getComputedStyle(element).pointerEvents === "none") return false;
    return isShown(element);
  };
  const targets = Array.from(document.querySelectorAll(TARGETS)).filter(isTarget);
  const rects = new Map(targets.map((target) => [target, target.getBoundingClientRect()]));
  const bigEnough = (rect: DOMRect) => rect.width >= minTarget - TOLERANCE && rect.height >= minTarget - TOLERANCE;

  // Exception "inline": a link inside a sentence, its size set by the line of text around it.
  const inSentence = (element: Element) => {
    if (getComputedStyle(element).display !== "inline") return false;
    const block = element.parentElement;
    const own = (element.textContent ?? "").trim();
    const around = (block?.textContent ?? "").trim();
    return around.length > own.length;
  };
  // A checkbox, radio or switch whose label toggles it too: the label is the target people use
  // (SC 2.5.8's "equivalent" exception), when it is big enough itself.
  const labelledEnough = (element: Element) => {
    const labels = "labels" in element ? (element.labels as NodeListOf<HTMLLabelElement> | null) : null;
    return Array.from(labels ?? []).some((label) => isShown(label) && bigEnough(label.getBoundingClientRect()));
  };

  const undersized = targets.filter((target) => !bigEnough(rects.get(target)!) && !inSentence(target) && !labelledEnough(target));
  const center = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  const radius = minTarget / 2;
  const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
  // Exception "spacing": a 24 px circle centred on the target meets no other target, nor the
  // circle of another undersized target.
  const crowdedBy = (target: Element): Element | undefined => {
    const c = center(rects.get(target)!);
    return targets.find((other) => {
      if (other === target || related(other, target)) return false;
      const r = rects.get(other)!;
      const dx = Math.max(r.left - c.x, 0, c.x - r.right);
      const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
      if (Math.hypot(dx, dy) < radius) return true;
      if (!undersized.includes(other)) return false;
      const o = center(r);
      return Math.hypot(o.x - c.x, o.y - c.y) < minTarget;
    });
  };
  for (const target of undersized) {
    const neighbour = crowdedBy(target);
    if (neighbour) problems.push(`${describe(target)} is a target under ${minTarget}×${minTarget} px, too close to ${describe(neighbour)}`);
  }

  // 5. A button's or link's label wider than the button: on one line (buttons do not wrap) it
  //    spills past its edge onto whatever is next ('+ Serviço do catálogo' in half of a 375 px
  //    grid), which no edge of the screen reveals. Fields are left out: they scroll their text.
  for (const target of targets) {
    if (target.matches("input, select, textarea") || getComputedStyle(target).overflowX !== "visible") continue;
    const spill = target.scrollWidth - target.clientWidth;
    if (target.clientWidth > 0 && spill > 1) problems.push(`${describe(target)}: its label is ${spill} px wider than the button`);
  }

  return problems;
}

/**
 * Text drawn over other text inside `root` (a legend over its hint, a label over its field's
 * message): one line per pair, naming both; empty when every text has its own place. Each text
 * node is measured by its own line boxes, so a wide block with short text does not count.
 */
export function overlappingText(root: Locator): Promise<string[]> {
  return root.evaluate(findOverlappingText);
}

/** Runs in the page: no references outside this function. */
function findOverlappingText(root: Element): string[] {
  const boxes: { text: string; element: Element; rect: DOMRect }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const element = node.parentElement;
    if (!text || !element || !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) boxes.push({ text, element, rect });
  }
  const problems: string[] = [];
  const AREA_TOLERANCE = 4; // px²: anti-aliasing at a shared edge is no overlap
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.element === b.element) continue;
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (width > 0 && height > 0 && width * height > AREA_TOLERANCE) {
        problems.push(`"${a.text.slice(0, 40)}" overlaps "${b.text.slice(0, 40)}" (${Math.round(width)}×${Math.round(height)} px)`);
      }
    }
  }
  return problems;
}

/** Waits for what the visitor would see: the page's heading, no skeleton, the fonts in. */
export async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Waits until an opening or closing panel (a sheet, a tab) has stopped moving. */
export async function stillness(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length))
    .toBe(0);
}

/**
 * Checks the page as it opened (settled), then each of its other tabs, and goes back to the tab
 * it opened on; one soft failure per screen, naming it.
 */
export async function checkLayoutWithTabs(page: Page, name: string) {
  const size = page.viewportSize();
  const at = size ? `${size.width}×${size.height}` : "";
  expect.soft(await layoutProblems(page), `${name} at ${at}`).toEqual([]);
  const tabs = page.getByRole("tab");
  let opened: Locator | undefined;
  for (let index = 0; index < (await tabs.count()); index++) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute("aria-selected")) === "true") {
      opened ??= tab;
      continue;
    }
    await waitForHydration(tab);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await stillness(page);
    expect.soft(await layoutProblems(page), `${name}, tab '${(await tab.innerText()).trim()}', at ${at}`).toEqual([]);
  }
  if (opened && (await opened.getAttribute("aria-selected")) !== "true") {
    await opened.click();
    await expect(opened).toHaveAttribute("aria-selected", "true");
    await stillness(page);
  }
}
