import { expect, type Locator, type Page } from "@playwright/test";

/** The Sonner toast(s) carrying `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/**
 * Closes the toasts carrying `text` with their 'Fechar notificação' button and waits until they
 * are gone, so the next toast with that text is a new one: waiting for them to time out cost four
 * seconds each. Clicked in the page, all at once: one timing out meanwhile is no race.
 */
export async function dismissToasts(page: Page, text: string | RegExp) {
  const shown = toast(page, text);
  await shown.locator("[data-close-button]").evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await expect(shown).toHaveCount(0);
}
