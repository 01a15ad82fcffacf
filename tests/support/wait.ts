/**
 * Waits for a condition, never for a time: checks `condition` every 50 ms until it holds, and fails
 * with `what` if it has not within `timeoutMs` (a worker that never picks a job up, say).
 */
export async function waitFor(condition: () => Promise<boolean> | boolean, what = "condition", timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
