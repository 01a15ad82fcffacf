/**
 * Where uploaded files live. Two drivers: `s3` for S3, MinIO or R2,
 * and `local` for files under .data/uploads. Keys are chosen by the caller (lib/uploads) and are
 * flat names such as `shopId-random.png`; the app serves them itself (app/api/uploads), so every
 * response carries the same security headers whatever the driver.
 */
export interface ObjectStorage {
  readonly driver: "s3" | "local";
  /** Writes (or replaces) the object. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deletes the object; deleting one that is already gone is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every key that starts with `prefix` (a shop's `shopId-`), in no particular order, whether or
   * not a row still names it: an account's deletion must find the old logos a replace left behind.
   */
  list(prefix: string): Promise<string[]>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeKey(key: string) {
  return SAFE_KEY.test(key) && !key.includes("..");
}

/** Flat keys only: no path separators, no "..", nothing a file system or URL would reinterpret. */
export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`chave de armazenamento inválida: ${JSON.stringify(key)}`);
}

/**
 * A listing's prefix obeys the key rules: no path a file system would walk out of, and never
 * empty, so no mistake can list (and then delete) every shop's files at once.
 */
export function assertSafePrefix(prefix: string) {
  if (!isSafeKey(prefix)) throw new Error(`prefixo de armazenamento inválido: ${JSON.stringify(prefix)}`);
}
