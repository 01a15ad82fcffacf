import type { Locator, Page } from "@playwright/test";

/** The Sonner toast(s) carrying `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}
