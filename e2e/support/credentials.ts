/** The password of every e2e account, whether made through the sign-up form or in the database. */
export const DEFAULT_PASSWORD = "senha-segura-123";

/** A fresh, lowercase e-mail: tests share one database and run in parallel. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${crypto.randomUUID()}@e2e.test`.toLowerCase();
}
