/** The assistant's chat as a visitor uses it on a phone: his own context, a message typed, a button tapped. */
import { randomUUID } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { signedOut } from "./session";

const t = messages.conversations;

/** A visitor's phone (375 px, touch) with an address of its own for the rate limits; `baseURL` for another server. */
export async function visitorPhone(browser: Browser, baseURL?: string) {
  const context = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomUUID()}` },
    ...(baseURL ? { baseURL } : {}),
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Types a message and waits for the assistant's answer to it (the page comes back with both). */
export async function ask(page: Page, message: string) {
  const lines = page.getByTestId("chat-lines").getByRole("listitem");
  const before = await lines.count();
  await page.getByLabel(t.inputLabel).fill(message);
  await page.getByRole("button", { name: t.send, exact: true }).click();
  await expect(lines).toHaveCount(before + 2);
  return lines.last();
}

/** Taps a quick reply and waits for its answer. */
export async function tap(page: Page, label: string | RegExp) {
  const lines = page.getByTestId("chat-lines").getByRole("listitem");
  const before = await lines.count();
  await quickReplies(page).getByRole("button", { name: label }).first().click();
  await expect(lines).toHaveCount(before + 2);
  return lines.last();
}

export const quickReplies = (page: Page) => page.getByRole("form", { name: "Respostas rápidas" });

/** The yyyy-MM-dd of a day as the chat writes it ("ter., 01/12"): this year's, or next year's once past. */
export function isoDayOf(label: string) {
  const [, dd, mm] = /(\d{2})\/(\d{2})/.exec(label)!;
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" });
  const thisYear = `${today.slice(0, 4)}-${mm}-${dd}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${mm}-${dd}`;
}
