import "server-only";

export type Loaded<T> = { failed: false; value: T } | { failed: true };

/**
 * Runs a page's (or a download's) read. A database failure is logged with context and answered as
 * `failed`: a page then shows its own header and LoadError with that screen's load-error message
 * (a download answers its failure message), inside the dashboard, instead of the error screen.
 * Every page's read goes through here; app/dashboard/error.tsx is only for what nobody expected.
 */
export async function load<T>(context: string, shopId: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { failed: false, value: await read() };
  } catch (error) {
    console.error(`${context} falhou`, { shopId }, error);
    return { failed: true };
  }
}
