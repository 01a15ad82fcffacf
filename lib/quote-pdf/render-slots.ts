import "server-only";

/**
 * At most `concurrency` PDF renders at once in this process; the next few wait their turn (FIFO)
 * for at most `maxWaitMs`, and past `maxWaiting` waiting, or past the wait, a request is answered
 * "busy" at once. Why a bound and not a worker thread: a render is mostly synchronous layout on
 * the event loop, and bounding how many run (with the cache, which makes a render happen once per
 * version, and the per-address limit on renders) bounds how long every other request of the
 * worker can be held up, with no second copy of react-pdf and its fonts per worker and nothing
 * for the bundler to split out. Unbounded, 12 downloaders at once took /api/health to 1.6 s.
 */
export type RenderSlots = {
  /** `task`'s result, or BUSY when no slot came free in time. */
  run<T>(task: () => Promise<T>): Promise<T | typeof BUSY>;
  readonly running: number;
  readonly waiting: number;
};

export const BUSY = Symbol("busy");

export function createRenderSlots({
  concurrency,
  maxWaiting,
  maxWaitMs,
}: {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
}): RenderSlots {
  let running = 0;
  const queue: Array<{ start: () => void }> = [];

  function release() {
    running--;
    const next = queue.shift();
    if (next) next.start();
  }

  async function acquire(): Promise<boolean> {
    if (running < concurrency) {
      running++;
      return true;
    }
    if (queue.length >= maxWaiting) return false;
    return new Promise<boolean>((resolve) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          running++;
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(entry), 1);
        resolve(false);
      }, maxWaitMs);
      queue.push(entry);
    });
  }

  return {
    async run(task) {
      if (!(await acquire())) return BUSY;
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * The process's slots: one render at a time (a 100-item quote is 0.7–0.9 s of CPU, and a second
 * at once would only share the same core), four more waiting up to 10 s each.
 */
export const pdfRenderSlots = createRenderSlots({ concurrency: 1, maxWaiting: 4, maxWaitMs: 10_000 });
