/**
 * `npm run perf:landing`: Lighthouse (mobile preset) on the landing page of the production build,
 * in the system Chromium. Prints the four category scores and the JavaScript transferred.
 * Targets: performance ≥ 95; accessibility, best practices and SEO 100.
 */
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer } from "./support/production-server";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;

const chromePath = [process.env.PLAYWRIGHT_CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)),
);
if (!chromePath) throw new Error("Chromium não encontrado: apt-get install chromium ou defina PLAYWRIGHT_CHROMIUM_PATH.");

const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});

let failed = false;
try {
  // Lighthouse's default config is the mobile preset (Moto G Power, simulated slow 4G).
  const result = await lighthouse(`${server.origin}/`, { port: chrome.port, output: "json", logLevel: "error" });
  if (!result) throw new Error("o Lighthouse não devolveu resultado");
  const { lhr } = result;
  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${server.origin}/\n`);
  for (const [id, target] of Object.entries(TARGETS)) {
    const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ok = score >= target;
    failed ||= !ok;
    console.log(`${ok ? "✓" : "✗"} ${lhr.categories[id]?.title.padEnd(16)} ${String(score).padStart(3)}  (meta ≥ ${target})`);
  }
  const requests = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  const scriptBytes = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  console.log(`\nJavaScript transferido: ${(scriptBytes / 1024).toFixed(1)} kB (gzip), ${requests.filter((item) => item.resourceType === "Script").length} arquivos`);
  for (const id of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]) {
    console.log(`${lhr.audits[id]?.title}: ${lhr.audits[id]?.displayValue}`);
  }
  const lcpElement = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] })
    ?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcpElement) console.log(`Elemento do LCP: ${lcpElement.slice(0, 120)}`);
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === "opportunity" && (audit.numericValue ?? 0) > 0)
    .map((audit) => `${audit.id} (${Math.round(audit.numericValue ?? 0)} ms)`);
  if (opportunities.length) console.log(`Oportunidades: ${opportunities.join(", ")}`);
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary");
  if (failing.length) console.log(`\nAuditorias reprovadas: ${failing.map((audit) => audit?.id).join(", ")}`);
} finally {
  chrome.kill();
  await server.stop();
}
process.exit(failed ? 1 : 0);
