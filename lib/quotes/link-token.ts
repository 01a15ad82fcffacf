import { randomBytes } from "node:crypto";

/**
 * A quote link's token: 24 random bytes (192 bits), base64url, 32 characters. Links made before
 * tokens were minted here (migration 0016) are 64 hex characters.
 */
export function newQuoteLinkToken() {
  return randomBytes(24).toString("base64url");
}

/** Whether a path segment could be a token at all: anything else is answered 404 without a query. */
export function isQuoteLinkToken(value: string) {
  return /^[A-Za-z0-9_-]{32,64}$/.test(value);
}

/** The path of the customer's page for a token. */
export function quoteLinkPath(token: string) {
  return `/orcamento/${token}`;
}
