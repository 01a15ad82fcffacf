import "server-only";

export type Loaded<T> = { failed: false; value: T } | { failed: true };

/**
 * Runs a page's (or a download's) read. A database failure is logged with context and answered as
 * `failed`, so the caller answers with the spec's message for it instead of the error screen.
 */
export async function load<T>(context: string, userId: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { failed: false, value: await read() };
  } catch (error) {
    console.error(`${context} falhou`, { userId }, error);
    return { failed: true };
  }
}
