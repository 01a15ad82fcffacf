/**
 * Part of `npm run bench`: the time the production server takes to answer a 30-item quote's PDF,
 * GET /dashboard/quotes/{id}/pdf, over HTTP with the shop's cookie, requests one after another.
 * What is timed is what a mechanic waits for: the session check, the quote's reads, the render
 * (layout, fonts, compression) or the cached copy, and the download. Two numbers, since a version's PDF is cached:
 *   - cold: the first download of each of `cold` different 30-item quotes, each drawn (a miss);
 *   - cached: `requests` downloads of one quote already drawn, read from the storage driver.
 * The server limits renders per client address (QUOTE_PDF_RENDERS: 30 in 15 minutes), and the
 * bench is one address: warm-up and cold misses together stay under it.
 * Each answer is checked to be a PDF, so a fast error page cannot pass for a fast PDF.
 */

const WARM_UP_QUOTES = 8;
const WARM_UP_HITS = 20;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function fetchPdf(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || response.headers.get("content-type") !== "application/pdf" || body.toString("latin1", 0, 5) !== "%PDF-") {
    throw new Error(`${url} respondeu ${response.status} ${response.headers.get("content-type")}, não um PDF`);
  }
  return body.byteLength;
}

async function timed(urls: string[], cookie: string) {
  const times: number[] = [];
  let bytes = 0;
  for (const url of urls) {
    const started = performance.now();
    bytes = await fetchPdf(url, cookie);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes, count: times.length };
}

/**
 * Cold and cached p50 / p95 in ms, and the PDF's size in bytes. `quoteIds`: 30-item quotes never
 * downloaded, the first of them the one downloaded `requests` times once drawn.
 */
export async function benchQuotePdf(origin: string, cookie: string, quoteIds: string[], requests = 100) {
  const url = (id: string) => `${origin}/dashboard/quotes/${id}/pdf`;
  if (quoteIds.length < WARM_UP_QUOTES + 2) throw new Error("orçamentos de 30 itens insuficientes para medir o PDF");
  const warmUp = quoteIds.slice(-WARM_UP_QUOTES);
  const cold = quoteIds.slice(0, -WARM_UP_QUOTES);
  // The first renders of a process load the fonts and JIT-compile the layout: not what is measured.
  for (const id of warmUp) await fetchPdf(url(id), cookie);
  const coldTimes = await timed(cold.map(url), cookie);
  for (let index = 0; index < WARM_UP_HITS; index++) await fetchPdf(url(cold[0]!), cookie);
  const cachedTimes = await timed(
    Array.from({ length: requests }, () => url(cold[0]!)),
    cookie,
  );
  return { cold: coldTimes, cached: cachedTimes };
}
