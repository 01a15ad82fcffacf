/**
 * Part of `npm run bench`: the time the production server takes to answer a job's 'Recibo',
 * GET /dashboard/quotes/{id}/receipt (every payment not cancelled, drawn on each request: receipts
 * are not cached), over HTTP with the shop's cookie, one after another. The job is given two
 * payments first, written straight to the table as the shop's 'Registrar pagamento' leaves them.
 * Each answer is checked to be a PDF, so a fast error page cannot pass for a fast receipt.
 */
import type postgres from "postgres";

const WARM_UP = 10;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function benchReceiptPdf(sql: postgres.Sql, origin: string, cookie: string, shopId: string, quoteId: string, requests = 100) {
  await sql`
    INSERT INTO payments (quote_id, shop_id, amount, method, paid_on, installments)
    VALUES (${quoteId}, ${shopId}, 1234.56, 'pix', current_date - 3, NULL),
           (${quoteId}, ${shopId}, 789.01, 'credit_card', current_date, 3)`;
  const url = `${origin}/dashboard/quotes/${quoteId}/receipt`;
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < WARM_UP + requests; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || body.toString("latin1", 0, 5) !== "%PDF-")
      throw new Error(`${url} respondeu ${response.status}, não um PDF`);
    if (index >= WARM_UP) times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes, count: times.length };
}
