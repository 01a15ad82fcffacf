/**
 * The worker thread that sanitises SVGs (started by svg-thread.ts): it loads jsdom once, says
 * it is ready, then answers each `{ id, text }` with `{ id, svg }` (null: no <svg> survived) or
 * `{ id, error }`. Plain Node: no Next, no "server-only", nothing but the sanitiser.
 */
import { parentPort } from "node:worker_threads";
import { loadSanitizer, purifySvg } from "./svg-purify";

export type SvgRequest = { id: number; text: string };
export type SvgWorkerMessage = { ready: true } | { id: number; svg: string | null } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error("svg-worker.ts roda só como worker thread");

const post = (message: SvgWorkerMessage) => port.postMessage(message);

void loadSanitizer().then(() => post({ ready: true }));

port.on("message", ({ id, text }: SvgRequest) => {
  purifySvg(text).then(
    (svg) => post({ id, svg }),
    (error: unknown) => post({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
