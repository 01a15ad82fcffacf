/**
 * `npm run perf:landing [-- --runs=5]`: Lighthouse (mobile preset) on the landing page of the
 * production build, in the system Chromium. Prints the four category scores, the metrics and the
 * JavaScript transferred. With several runs (on a shared, busy machine the performance score swings
 * by 10+ points) each run gets a line and the verdict uses the run with the median performance.
 * LIGHTHOUSE_REPORT=/tmp/landing.json keeps that run's full report for a closer look.
 * Targets: performance ≥ 95; accessibility, best practices and SEO 100.
 */
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { startProductionServer } from "./support/production-server";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"] as const;

const runs = Math.max(1, Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 1) || 1);

const chromePath = [process.env.PLAYWRIGHT_CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)),
);
if (!chromePath) throw new Error("Chromium não encontrado: apt-get install chromium ou defina PLAYWRIGHT_CHROMIUM_PATH.");

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

type NetworkRequest = { resourceType?: string; transferSize?: number; networkRequestTime?: number };

/**
 * Script transfer sizes (gzip, as served). `page` is what the page itself loads, requested before
 * the `load` event; the rest is what Next prefetches afterwards for the links' targets.
 */
function scripts(lhr: Result) {
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] })?.items ?? [];
  const loadedAt = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] })?.items?.[0]?.observedLoad ?? Infinity;
  const all = requests.filter((item) => item.resourceType === "Script");
  const page = all.filter((item) => (item.networkRequestTime ?? 0) <= loadedAt);
  const kB = (items: NetworkRequest[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return { count: all.length, kB: kB(all), pageCount: page.length, pageKB: kB(page) };
}

function summary(lhr: Result) {
  const metrics = METRICS.map((id) => `${lhr.audits[id]?.displayValue}`.replace(/\s/g, " "));
  const js = scripts(lhr);
  return `desempenho ${score(lhr, "performance")}  FCP ${metrics[0]}  LCP ${metrics[1]}  TBT ${metrics[2]}  CLS ${metrics[3]}  JS ${js.pageKB.toFixed(1)} kB (+${(js.kB - js.pageKB).toFixed(1)} kB de prefetch)`;
}

const server = await startProductionServer();
const reports: Result[] = [];
let failed = false;
try {
  for (let run = 1; run <= runs; run++) {
    // A fresh browser per run: nothing cached from the previous one.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    try {
      // Lighthouse's default config is the mobile preset (Moto G Power, simulated slow 4G).
      const result = await lighthouse(`${server.origin}/`, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error("o Lighthouse não devolveu resultado");
      reports.push(result.lhr);
      if (runs > 1) console.log(`rodada ${run}: ${summary(result.lhr)}`);
    } finally {
      chrome.kill();
    }
  }

  const sorted = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!lhr) throw new Error("nenhuma rodada do Lighthouse");
  if (process.env.LIGHTHOUSE_REPORT) fs.writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
  console.log(`\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${server.origin}/${runs > 1 ? ` — mediana de ${runs} rodadas` : ""}\n`);
  for (const [id, target] of Object.entries(TARGETS)) {
    const value = score(lhr, id);
    const ok = value >= target;
    failed ||= !ok;
    console.log(`${ok ? "✓" : "✗"} ${lhr.categories[id]?.title.padEnd(16)} ${String(value).padStart(3)}  (meta ≥ ${target})`);
  }
  const js = scripts(lhr);
  console.log(
    `\nJavaScript transferido: ${js.kB.toFixed(1)} kB (gzip), ${js.count} arquivos` +
      ` — da página ${js.pageKB.toFixed(1)} kB (${js.pageCount}), prefetch dos links ${(js.kB - js.pageKB).toFixed(1)} kB`,
  );
  for (const id of METRICS) console.log(`${lhr.audits[id]?.title}: ${lhr.audits[id]?.displayValue}`);
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
  await server.stop();
}
process.exit(failed ? 1 : 0);
