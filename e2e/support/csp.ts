/**
 * The browser's report of the nonce Content-Security-Policy (proxy.ts): the pages' own scripts
 * must all run, so any violation is a fault.
 */
import type { Page } from "@playwright/test";

/**
 * Records every CSP violation the page reports, across navigations: the DOM's
 * securitypolicyviolation events and Chromium's console errors for them.
 */
export async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}
