import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e/env";
import { systemChromium } from "./scripts/support/chromium";

// A headed run (--headed, --debug, --ui) needs the full browser: PLAYWRIGHT_CHROMIUM_PATH=/usr/bin/chromium.
const chromiumPath = systemChromium();

/**
 * The flows used on a phone run on an emulated one (touch, and the page's meta viewport honoured).
 * The layout checks (phone-layout.spec.ts, every-page.spec.ts) set their own 375 px screen without
 * that emulation: a mobile browser zooms out to fit a page wider than the screen, which then reads
 * as no wider than its window, so a sideways scroll went unseen there.
 */
const PHONE_SPECS = /mobile\.spec\.ts$/;
/**
 * HTTP-only checks (status codes, headers, redirects, PDFs, malformed URLs): their tests take the
 * `request` fixture alone, so no browser is ever launched for them.
 */
const HTTP_SPECS = /\.http\.spec\.ts$/;
/** The reliability spec (a server stopped and started again under load) runs apart, still in CI. */
const RELIABILITY_SPECS = /reliability\/.*\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [
    ["list"],
    ["./e2e/support/slowest-reporter.ts"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
    // Every test's time, to compare two runs spec by spec: E2E_JSON_REPORT=path/to/file.json.
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    baseURL: E2E_BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recording a trace costs whether or not it is kept: in CI it doubled the browser's CPU (58
    // tests: 58-62 s of Chromium without, 139-171 s with; 120 s with DOM snapshots alone), and the
    // run is CPU-bound. CI keeps a screenshot of a failure; a failing test is rerun with
    // `--trace on`, and local runs keep the trace of every failure.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      // --in-process-gpu: the software compositor as a thread of the browser, not a process of its
      // own. e2e/quotes (52 tests), interleaved runs: 105 s without, 85-87 s with; the renderers'
      // CPU 77 -> 54-62 s, the browser's with the GPU process's 26 -> 18-20 s.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--in-process-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // First: its tests run one after another in one worker (about a minute in all), so they start
    // while the other worker takes the rest, instead of running last beside an idle worker.
    { name: "reliability", use: { ...devices["Desktop Chrome"] }, testMatch: RELIABILITY_SPECS },
    { name: "http", testMatch: HTTP_SPECS },
    { name: "desktop", use: { ...devices["Desktop Chrome"] }, testIgnore: [PHONE_SPECS, HTTP_SPECS, RELIABILITY_SPECS] },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 } }, testMatch: PHONE_SPECS },
  ],
  webServer: {
    // Not the tsx CLI: it relays signals to a child process of its own and kills that child if it
    // does not acknowledge them within milliseconds, before the child has cleaned up.
    command: "node --import tsx e2e/serve.ts",
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    // Without it Playwright SIGKILLs serve.ts, which then leaves its database directory behind,
    // and the file that publishes the database's URL.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
