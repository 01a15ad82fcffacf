/**
 * Part of `npm run bench`: the server time of saving a 30-item quote, measured in this process on
 * the bench's database (DATABASE_URL), sequentially. scripts/bench.ts runs it as a child process
 * with `--conditions=react-server`, the condition Next's server bundle resolves `server-only` with,
 * so lib/data runs here exactly as in the server.
 *
 * Why in-process and not over HTTP: the round trip of a server action also re-renders the page it
 * redirects to (the quote's page, measured on its own by the bench), and posting one by hand needs
 * the build's action ids and encrypted bound arguments. What the budget is about is the save itself:
 * what the action does between receiving the form and answering, timed here step for step:
 * quoteSchema (so the validation and the totals' check are included), the catalogue check the
 * action makes (getQuoteDefaults), and updateQuote / createQuote (the row, the 30
 * items, the sums and the vehicle's km in one transaction).
 *
 * Prints one JSON line: { update: {p50, p95}, create: {p50, p95} } in ms.
 * Env: DATABASE_URL, BENCH_USER_ID, BENCH_QUOTE_ID (a quote with 30 items), BENCH_SAVES (default 100).
 */
import { closeDb } from "../../db";
import { getQuoteDefaults } from "../../lib/data/profile";
import { getQuote } from "../../lib/data/quote-document";
import { createQuote, updateQuote } from "../../lib/data/quotes";
import type { Quote } from "../../lib/quotes/types";
import { defaultValidUntil, quoteSchema, type QuoteInput } from "../../lib/validation/quote";
import { moneyInputText } from "../../lib/validation/fields";

const shopId = process.env.BENCH_USER_ID!;
const quoteId = process.env.BENCH_QUOTE_ID!;
const SAVES = Number(process.env.BENCH_SAVES ?? 100);
const WARM_UP = 20;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The editor's form fields for `quote`, every value a string as the mechanic types it ("2,5", "1.234,56"). */
function formOf(quote: Quote): Record<string, string> {
  return {
    description: quote.description,
    cost: "",
    status: quote.status,
    vehicleId: quote.vehicleId ?? "",
    checkInKm: quote.checkInKm === null ? "" : String(quote.checkInKm),
    items: JSON.stringify(
      quote.items.map((item) => ({
        kind: item.kind,
        description: item.description,
        catalogueServiceId: item.catalogueServiceId ?? "",
        condition: item.partCondition ?? "",
        pricing: item.labourPricing ?? "",
        quantity: item.quantity.replace(".", ","),
        unitPrice: moneyInputText(Number(item.unitPrice)),
      })),
    ),
    discountKind: quote.discountKind ?? "",
    discountValue: quote.discountValue === null ? "" : quote.discountValue.replace(".", ","),
    // A seeded quote's validity has passed; keeping the saved one is allowed (updateQuote).
    validUntil: quote.validUntil ?? "",
    paymentTerms: quote.paymentTerms ?? "",
    estimatedStart: quote.estimatedStart ?? "",
    estimatedCompletion: quote.estimatedCompletion ?? "",
    observations: quote.observations ?? "",
    warrantyText: quote.warrantyText ?? "",
  };
}

/** What the action does with the form before writing: validate, then check the catalogue ids. */
async function validated(form: Record<string, string>): Promise<QuoteInput> {
  const parsed = quoteSchema.safeParse(form);
  if (!parsed.success) throw new Error(`o formulário de 30 itens não passou na validação: ${parsed.error.message}`);
  const offered = new Set((await getQuoteDefaults(shopId)).services.map((service) => service.id));
  if (parsed.data.items.some((item) => item.catalogueServiceId && !offered.has(item.catalogueServiceId)))
    throw new Error("serviço fora do catálogo");
  return parsed.data;
}

async function timed(runs: number, save: () => Promise<void>) {
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await save();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const sumsOf = (quote: Quote) => JSON.stringify([quote.totals, quote.cost, quote.items.map((item) => item.total)]);

try {
  const quote = await getQuote(shopId, quoteId);
  if (!quote || quote.items.length !== 30) throw new Error(`o orçamento ${quoteId} não tem 30 itens`);
  const form = formOf(quote);
  let version = quote.version;
  const update = async () => {
    const saved = await updateQuote(shopId, quoteId, await validated(form), version);
    if (!saved.ok) throw new Error(`a gravação foi recusada (${saved.reason})`);
    version = saved.version;
  };
  const create = async () => {
    const created = await createQuote(shopId, quote.customerId, await validated({ ...form, validUntil: defaultValidUntil() }));
    if (!created) throw new Error("a criação foi recusada");
  };

  await timed(WARM_UP, update);
  const updateTimes = await timed(SAVES, update);
  // The same items saved again must give the sums the seed wrote (its set-based UPDATE and
  // writeQuoteTotals are one rule).
  const after = await getQuote(shopId, quoteId);
  if (!after || sumsOf(after) !== sumsOf(quote))
    throw new Error(`os totais mudaram ao salvar os mesmos itens: ${sumsOf(quote)} → ${after && sumsOf(after)}`);
  await timed(WARM_UP, create);
  const createTimes = await timed(SAVES, create);
  console.log(JSON.stringify({ update: updateTimes, create: createTimes }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
