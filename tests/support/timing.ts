import { expect } from "vitest";

/**
 * Tests assert how the code's time grows with its input, never a time in milliseconds: a regex that
 * backtracks or a check that rescans is slow at every size, and the ratio between two sizes barely
 * moves between an idle laptop and a CI machine at load 10. Absolute timings live in `npm run bench`.
 */
const TRIES = 5;
/**
 * Four times the input: linear takes four times as long, quadratic sixteen. Halfway, 8 leaves a
 * busy machine room to double either side (a doubled input at 3× failed at load 11).
 */
const SIZE_FACTOR = 4;
const MAX_GROWTH = 8;
/**
 * Under this at the full size the check is met: the super-linear costs these tests guard against
 * took seconds, while a linear pass over 1 MB can still grow 26× from 256 KB on a loaded machine
 * (1.9 ms to 50 ms, once it no longer fits the CPU's cache).
 */
const TOO_SHORT_TO_COMPARE_MS = 200;

async function timeOf(run: () => unknown) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * Expects `run` to take no more than about four times as long on `make(size)` as on
 * `make(size / 4)`. Each side is the fastest of a few interleaved runs, so a busy moment of the
 * machine weighs on both alike or on neither.
 */
export async function expectLinearTime<T>(make: (size: number) => T | Promise<T>, run: (input: T) => unknown, size: number) {
  const [small, full] = [await make(Math.floor(size / SIZE_FACTOR)), await make(size)];
  await run(small); // compiled and warm before the clock
  let [smallMs, fullMs] = [Infinity, Infinity];
  for (let attempt = 0; attempt < TRIES; attempt++) {
    smallMs = Math.min(smallMs, await timeOf(() => run(small)));
    fullMs = Math.min(fullMs, await timeOf(() => run(full)));
  }
  if (fullMs < TOO_SHORT_TO_COMPARE_MS) return;
  const growth = `${fullMs.toFixed(1)} ms at ${size}, ${smallMs.toFixed(1)} ms at a quarter`;
  expect(fullMs / smallMs, growth).toBeLessThan(MAX_GROWTH);
}
