/**
 * `npm run perf:quote-link [-- --runs=3]` (after `npm run build`): Lighthouse (mobile preset: a
 * Moto G Power on simulated slow 4G) on the customer's quote page, /orcamento/{token}, of the
 * production build, for a 30-item quote of a shop without a logo (scripts/support/quote-link-seed.ts).
 * Prints the four category scores, the metrics and the JavaScript the page loads; with several
 * runs (the score swings on a shared machine) the verdict uses the run with the median performance.
 * LIGHTHOUSE_REPORT=/tmp/quote-link.json keeps that run's full report.
 * Fails when performance < 95 or accessibility < 100. SEO is printed, not judged: the page is
 * noindex on purpose, which Lighthouse counts against it.
 */
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { startProductionServer } from "./support/production-server";
import { seedQuoteLink } from "./support/quote-link-seed";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": null, seo: null } as const;
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"] as const;

const runs = Math.max(1, Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 1) || 1);

const chromePath = [process.env.PLAYWRIGHT_CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
  (candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)),
);
if (!chromePath) throw new Error("Chromium não encontrado: apt-get install chromium ou defina PLAYWRIGHT_CHROMIUM_PATH.");

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

type NetworkRequest = { resourceType?: string; transferSize?: number; resourceSize?: number };

/** The scripts the page loaded: transferred (gzip, as served) and unpacked, in kB. */
function scripts(lhr: Result) {
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] })?.items ?? [];
  const all = requests.filter((item) => item.resourceType === "Script");
  const kB = (pick: (item: NetworkRequest) => number | undefined) => all.reduce((sum, item) => sum + (pick(item) ?? 0), 0) / 1024;
  return { count: all.length, transferKB: kB((item) => item.transferSize), resourceKB: kB((item) => item.resourceSize) };
}

function summary(lhr: Result) {
  const metrics = METRICS.map((id) => `${lhr.audits[id]?.displayValue}`.replace(/\s/g, " "));
  const js = scripts(lhr);
  const scores = `desempenho ${score(lhr, "performance")}  acessibilidade ${score(lhr, "accessibility")}`;
  return `${scores}  FCP ${metrics[0]}  LCP ${metrics[1]}  TBT ${metrics[2]}  CLS ${metrics[3]}  JS ${js.transferKB.toFixed(1)} kB`;
}

const server = await startProductionServer();
const reports: Result[] = [];
let failed = false;
try {
  const url = `${server.origin}/orcamento/${await seedQuoteLink(server.databaseUrl)}`;
  for (let run = 1; run <= runs; run++) {
    // A fresh browser per run: nothing cached from the previous one.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error("o Lighthouse não devolveu resultado");
      if (result.lhr.runtimeError) throw new Error(`o Lighthouse falhou: ${result.lhr.runtimeError.message}`);
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
  console.log(`\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, /orcamento/{token} (30 itens)${runs > 1 ? ` — mediana de ${runs} rodadas` : ""}\n`);
  for (const [id, target] of Object.entries(TARGETS)) {
    const value = score(lhr, id);
    const ok = target === null || value >= target;
    failed ||= !ok;
    const goal = target === null ? "(informativo)" : `(meta ≥ ${target})`;
    console.log(`${target === null ? "·" : ok ? "✓" : "✗"} ${lhr.categories[id]?.title.padEnd(16)} ${String(value).padStart(3)}  ${goal}`);
  }
  const js = scripts(lhr);
  console.log(`\nJavaScript da página: ${js.transferKB.toFixed(1)} kB transferidos (gzip), ${js.resourceKB.toFixed(1)} kB descompactados, ${js.count} arquivos`);
  for (const id of METRICS) console.log(`${lhr.audits[id]?.title}: ${lhr.audits[id]?.displayValue}`);
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary");
  if (failing.length) console.log(`\nAuditorias reprovadas: ${failing.map((audit) => audit?.id).join(", ")}`);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
