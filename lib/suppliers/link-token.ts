import { randomBytes } from "node:crypto";

/** A supplier's link token: 24 random bytes (192 bits), base64url, 32 characters, as a quote link's. */
export function newSupplierLinkToken() {
  return randomBytes(24).toString("base64url");
}

/** Whether a path segment could be a token at all: anything else is answered 404 without a query. */
export function isSupplierLinkToken(value: string) {
  return /^[A-Za-z0-9_-]{32}$/.test(value);
}

/** The path of a supplier's page for a token. */
export function supplierLinkPath(token: string) {
  return `/cotacao/${token}`;
}
