/**
 * Part of `npm run bench`: the time the production server takes to answer a 30-item quote's PDF,
 * GET /dashboard/services/{id}/pdf, over HTTP with the shop's cookie, requests one after another
 * (the budget: p95 < 300 ms sequential). What is timed is what a mechanic waits for: the
 * session check, the quote's reads, the render (layout, fonts, compression) and the download.
 * Each answer is checked to be a PDF, so a fast error page cannot pass for a fast PDF.
 */

const WARM_UP = 20;

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

/** p50 / p95 in ms of `requests` sequential downloads of the quote's PDF, and its size in bytes. */
export async function benchQuotePdf(origin: string, cookie: string, quoteId: string, requests = 100) {
  const url = `${origin}/dashboard/services/${quoteId}/pdf`;
  // The first render of a process loads the fonts and JIT-compiles the layout: not what is measured.
  for (let index = 0; index < WARM_UP; index++) await fetchPdf(url, cookie);
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    bytes = await fetchPdf(url, cookie);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}
