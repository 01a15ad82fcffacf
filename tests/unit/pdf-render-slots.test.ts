import { afterEach, describe, expect, it, vi } from "vitest";
import { BUSY, createRenderSlots } from "@/lib/quote-pdf/render-slots";

/** A task that runs until the test says so. */
function gate<T>(value: T) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { task: async () => (await opened, value), open };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the PDF render slots", () => {
  it("run one render at a time, the next ones in order", async () => {
    const slots = createRenderSlots({ concurrency: 1, maxWaiting: 4, maxWaitMs: 60_000 });
    const [a, b, c] = [gate("a"), gate("b"), gate("c")];
    const finished: string[] = [];
    const runs = [a, b, c].map((g) => slots.run(g.task).then((value) => (finished.push(value as string), value)));
    await Promise.resolve();
    expect([slots.running, slots.waiting]).toEqual([1, 2]);
    c.open(); // c is ready first, but waits for its turn
    b.open();
    a.open();
    expect(await Promise.all(runs)).toEqual(["a", "b", "c"]);
    expect(finished).toEqual(["a", "b", "c"]);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it("answer BUSY at once past the waiting line, and after the longest wait", async () => {
    vi.useFakeTimers();
    const slots = createRenderSlots({ concurrency: 1, maxWaiting: 1, maxWaitMs: 5_000 });
    const first = gate("first");
    const running = slots.run(first.task);
    const waiting = slots.run(async () => "waited");
    expect(await slots.run(async () => "third")).toBe(BUSY);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await waiting).toBe(BUSY);
    expect(slots.waiting).toBe(0);
    first.open();
    expect(await running).toBe("first");
    expect(await slots.run(async () => "again")).toBe("again");
  });

  it("free the slot when a render fails", async () => {
    const slots = createRenderSlots({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    await expect(slots.run(async () => Promise.reject(new Error("falhou")))).rejects.toThrow("falhou");
    expect(slots.running).toBe(0);
    expect(await slots.run(async () => "ok")).toBe("ok");
  });
});
