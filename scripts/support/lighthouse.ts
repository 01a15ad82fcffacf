/**
 * Lighthouse (its default config: the mobile preset, a Moto G Power on simulated slow 4G) on one
 * page of the production build, in the system Chromium: the scripts/perf-*.ts audits share it.
 * With several runs (on a shared, busy machine the performance score swings by 10+ points) each
 * run gets a line and the verdict uses the run with the median performance.
 * LIGHTHOUSE_REPORT=/tmp/page.json keeps that run's full report for a closer look.
 */
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { requireChromium } from "./chromium";

/** A category's minimum score, or null to print it without judging it. */
export type Targets = Record<"performance" | "accessibility" | "best-practices" | "seo", number | null>;

const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"] as const;

/** `--runs=N` from the command line, 1 by default. */
export function runsFromArgs(argv = process.argv) {
  return Math.max(1, Number(argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 1) || 1);
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

type NetworkRequest = { resourceType?: string; transferSize?: number; resourceSize?: number; networkRequestTime?: number };

/**
 * Script sizes: transferred (gzip, as served) and unpacked. `page` is what the page itself loads,
 * requested before the `load` event; the rest is what Next prefetches afterwards for its links.
 */
function scripts(lhr: Result) {
  const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] })?.items ?? [];
  const loadedAt = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] })?.items?.[0]?.observedLoad ?? Infinity;
  const all = requests.filter((item) => item.resourceType === "Script");
  const page = all.filter((item) => (item.networkRequestTime ?? 0) <= loadedAt);
  const kB = (items: NetworkRequest[], size: (item: NetworkRequest) => number | undefined) =>
    items.reduce((sum, item) => sum + (size(item) ?? 0), 0) / 1024;
  return {
    count: all.length,
    kB: kB(all, (item) => item.transferSize),
    pageCount: page.length,
    pageKB: kB(page, (item) => item.transferSize),
    pageUnpackedKB: kB(page, (item) => item.resourceSize),
  };
}

function summary(lhr: Result) {
  const metrics = METRICS.map((id) => `${lhr.audits[id]?.displayValue}`.replace(/\s/g, " "));
  const js = scripts(lhr);
  return `desempenho ${score(lhr, "performance")}  acessibilidade ${score(lhr, "accessibility")}  FCP ${metrics[0]}  LCP ${metrics[1]}  TBT ${metrics[2]}  CLS ${metrics[3]}  JS ${js.pageKB.toFixed(1)} kB (+${(js.kB - js.pageKB).toFixed(1)} kB de prefetch)`;
}

async function audit(url: string): Promise<Result> {
  // A fresh browser per run: nothing cached from the previous one.
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium({ preferFull: true }),
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error("o Lighthouse não devolveu resultado");
    if (result.lhr.runtimeError) throw new Error(`o Lighthouse falhou: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Audits `url` `runs` times, prints the median run's report, and says whether every target was met. */
export async function auditPage({
  url,
  label,
  runs,
  targets,
  maxScriptKB,
}: {
  url: string;
  label: string;
  runs: number;
  targets: Targets;
  /** The most JavaScript (gzipped, all of it, prefetches included) the page may transfer. */
  maxScriptKB?: number;
}): Promise<boolean> {
  const reports: Result[] = [];
  for (let run = 1; run <= runs; run++) {
    reports.push(await audit(url));
    if (runs > 1) console.log(`rodada ${run}: ${summary(reports.at(-1)!)}`);
  }
  const sorted = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
  if (process.env.LIGHTHOUSE_REPORT) fs.writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));

  console.log(
    `\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${label}${runs > 1 ? ` — mediana de ${runs} rodadas` : ""}\n`,
  );
  let met = true;
  for (const [id, target] of Object.entries(targets)) {
    const value = score(lhr, id);
    const ok = target === null || value >= target;
    met &&= ok;
    const goal = target === null ? "(informativo)" : `(meta ≥ ${target})`;
    console.log(`${target === null ? "·" : ok ? "✓" : "✗"} ${lhr.categories[id]?.title.padEnd(16)} ${String(value).padStart(3)}  ${goal}`);
  }
  const js = scripts(lhr);
  console.log(
    `\nJavaScript transferido: ${js.kB.toFixed(1)} kB (gzip), ${js.count} arquivos` +
      ` — da página ${js.pageKB.toFixed(1)} kB (${js.pageCount}; ${js.pageUnpackedKB.toFixed(1)} kB descompactados), prefetch dos links ${(js.kB - js.pageKB).toFixed(1)} kB`,
  );
  if (maxScriptKB !== undefined) {
    const ok = js.kB <= maxScriptKB;
    met &&= ok;
    console.log(`${ok ? "✓" : "✗"} JavaScript ${js.kB.toFixed(1)} kB (meta ≤ ${maxScriptKB} kB)`);
  }
  for (const id of METRICS) console.log(`${lhr.audits[id]?.title}: ${lhr.audits[id]?.displayValue}`);
  const lcpElement = (
    lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] }
  )?.items?.[0]?.items?.[0]?.node?.snippet;
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
  return met;
}
