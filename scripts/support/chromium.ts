import fs from "node:fs";

/**
 * The system's Chromium: `npx playwright install` cannot download here. PLAYWRIGHT_CHROMIUM_PATH
 * first, then Debian's headless shell (what Playwright itself runs headless: the full browser in
 * headless mode drew as much CPU as everything else in an e2e run together), then the full
 * browser. `full` skips the shell, for what needs the whole browser (a headed run, Lighthouse).
 * Undefined when none is installed.
 */
export function systemChromium({ full = false } = {}) {
  return [
    process.env.PLAYWRIGHT_CHROMIUM_PATH,
    full ? undefined : "/usr/lib/chromium/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ].find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
}

/** The same, or a pt-BR error saying how to install one. */
export function requireChromium(options?: { full?: boolean }) {
  const path = systemChromium(options);
  if (!path)
    throw new Error("Chromium não encontrado: apt-get install chromium-headless-shell chromium ou defina PLAYWRIGHT_CHROMIUM_PATH.");
  return path;
}
