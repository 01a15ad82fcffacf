import fs from "node:fs";

const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const FULL_BROWSER = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * The system's Chromium: `npx playwright install` cannot download here. PLAYWRIGHT_CHROMIUM_PATH
 * first, then Debian's headless shell (what Playwright itself runs headless: the full browser in
 * headless mode drew as much CPU as everything else in an e2e run together), then the full
 * browser. `preferFull` puts the full browser before the shell, for Lighthouse's scores, which
 * were set with it (the shell answers too: the quote link scored 100 with it).
 * Undefined when none is installed.
 */
export function systemChromium({ preferFull = false } = {}) {
  const installed = preferFull ? [...FULL_BROWSER, HEADLESS_SHELL] : [HEADLESS_SHELL, ...FULL_BROWSER];
  return [process.env.PLAYWRIGHT_CHROMIUM_PATH, ...installed].find((candidate): candidate is string =>
    Boolean(candidate && fs.existsSync(candidate)),
  );
}

/** The same, or a pt-BR error saying how to install one. */
export function requireChromium(options?: { preferFull?: boolean }) {
  const path = systemChromium(options);
  if (!path) throw new Error("Chromium não encontrado: apt-get install chromium-headless-shell ou defina PLAYWRIGHT_CHROMIUM_PATH.");
  return path;
}
