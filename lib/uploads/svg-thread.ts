import "server-only";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { BUSY, createRenderSlots } from "@/lib/quote-pdf/render-slots";
import type { SvgRequest, SvgWorkerMessage } from "@/lib/uploads/svg-worker";

/**
 * Runs the SVG sanitiser (svg-worker.ts) on a worker thread, so however long jsdom takes, the
 * thread that serves requests (and /api/health) keeps answering. One worker per process, started
 * on the first SVG and unref'd (it never keeps a process alive). Jobs run one at a time, four more
 * wait up to 10 s each, and past that an upload is turned away at once ("busy"), as the quote
 * PDF's renders are. Each job's clock starts when the worker takes it; a job past its time limit
 * gets the worker terminated (terminate() stops even a tight loop) and the next job a fresh one.
 */

export type WorkerOutcome = { ok: true; svg: string | null } | { ok: false; reason: "timeout" | "failed" | "busy" };

/** Starting the worker loads jsdom (and, under Vitest, compiles TypeScript): seconds on a busy machine. */
const START_LIMIT_MS = 60_000;
/** jsdom's DOM of a 512 KB SVG that passed svg-shape.ts stays far below; a bomb stops here, not at the server's heap. */
const HEAP_LIMIT_MB = 256;

type Running = { worker: Worker; ready: Promise<void> };
let running: Running | undefined;
let lastId = 0;
const slots = createRenderSlots({ concurrency: 1, maxWaiting: 4, maxWaitMs: 10_000 });

/**
 * Next bundles the worker: Turbopack compiles `new Worker(new URL(…, import.meta.url))` into a
 * chunk of its own, in dev and in the build. Vitest runs the TypeScript sources unbundled, and
 * Node 20 can neither load a .ts file itself nor apply `--import tsx` to a worker's entry file;
 * there the worker starts from a line of JavaScript that imports its source through tsx's API.
 */
function spawnWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } };
  if (!env.VITEST) return new Worker(new URL("./svg-worker.ts", import.meta.url), options);
  // Built from strings, not `new URL(…)`, so that no bundler takes the source for an asset.
  const source = JSON.stringify(import.meta.url.replace(/[^/]*$/, "svg-worker.ts"));
  return new Worker(`import("tsx/esm/api").then(({ tsImport }) => tsImport(${source}, ${source}));`, { ...options, eval: true });
}

function startWorker(): Running {
  const worker = spawnWorker();
  worker.unref();
  // An "error" event with no listener would take the whole server down.
  worker.on("error", (error) => console.error("worker de SVG falhou", error));
  worker.once("exit", () => {
    if (running?.worker === worker) running = undefined;
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("worker de SVG não iniciou a tempo")), START_LIMIT_MS);
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", settle).off("exit", onExit);
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    };
    const onMessage = (message: SvgWorkerMessage) => "ready" in message && settle();
    const onExit = (code: number) => settle(new Error(`worker de SVG saiu (código ${code}) antes de ficar pronto`));
    worker.on("message", onMessage).on("error", settle).on("exit", onExit);
  });
  return { worker, ready };
}

function stop(current: Running) {
  if (running === current) running = undefined;
  void current.worker.terminate();
}

async function runTask(text: string, timeLimitMs: number): Promise<WorkerOutcome> {
  const current = (running ??= startWorker());
  try {
    await current.ready;
  } catch (error) {
    stop(current);
    throw error; // not the file's fault: the caller fails like any server error
  }
  const { worker } = current;
  const id = ++lastId;
  return new Promise((resolve) => {
    const finish = (outcome: WorkerOutcome) => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("exit", onExit);
      if (!outcome.ok) stop(current);
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: "timeout" }), timeLimitMs);
    const onMessage = (message: SvgWorkerMessage) => {
      if (!("id" in message) || message.id !== id) return;
      finish("error" in message ? { ok: false, reason: "failed" } : { ok: true, svg: message.svg });
    };
    // Out of heap (resourceLimits) or any crash: the worker is gone, the file refused.
    const onExit = () => finish({ ok: false, reason: "failed" });
    worker.on("message", onMessage).on("exit", onExit);
    worker.postMessage({ id, text } satisfies SvgRequest);
  });
}

/** Sanitises `text` on the worker thread within `timeLimitMs` of the worker taking it. */
export async function sanitizeOnWorker(text: string, timeLimitMs: number): Promise<WorkerOutcome> {
  const outcome = await slots.run(() => runTask(text, timeLimitMs));
  return outcome === BUSY ? { ok: false, reason: "busy" } : outcome;
}
