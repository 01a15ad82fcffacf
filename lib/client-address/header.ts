/**
 * The private request header that carries the client's address from the HTTP server (stamp.ts)
 * to the app, which cannot see the socket. The value starts with a secret drawn once per server
 * process: a request the stamp did not see (one accepted while the server was still starting, as
 * Next listens before instrumentation.ts has run) keeps whatever copy the client sent, and that
 * copy, lacking the secret, reads as unknown instead of as the address the client chose.
 */
import { UNKNOWN_ADDRESS } from "./resolve";

export const CLIENT_ADDRESS_HEADER = "x-oficina-client-address";

// On globalThis: Next bundles instrumentation.ts and each route separately, one module copy each.
const TOKEN = Symbol.for("oficina.client-address.token");

function processToken(): string {
  const holder = globalThis as { [TOKEN]?: string };
  holder[TOKEN] ??= crypto.randomUUID();
  return holder[TOKEN];
}

/** The header's value for `address`, as only this process can write it. */
export function stampedClientAddress(address: string): string {
  return `${processToken()} ${address}`;
}

/** The address this process stamped on the request, or "unknown" when it stamped none. */
export function readClientAddress(headers: Headers): string {
  const prefix = `${processToken()} `;
  const value = headers.get(CLIENT_ADDRESS_HEADER);
  return value?.startsWith(prefix) && value.length > prefix.length ? value.slice(prefix.length) : UNKNOWN_ADDRESS;
}
