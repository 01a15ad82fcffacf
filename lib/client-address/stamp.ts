/**
 * Stamps every HTTP request this process serves with the client's address, before any of Next's
 * code reads it. Node publishes `http.server.request.start` synchronously, with the request and
 * its socket, just before the server's 'request' event; Next's own servers (`next start`, `next
 * dev`, the standalone server.js) offer no other hook that sees the socket. Installed once per
 * process from instrumentation.ts. The stamp always overwrites what the client sent.
 */
import diagnosticsChannel from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { readEnv, type EnvSource } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER, stampedClientAddress } from "./header";
import { resolveClientAddress } from "./resolve";

const REQUEST_START = "http.server.request.start";

const INSTALLED = Symbol.for("oficina.client-address.stamp");

/** Starts stamping (once per process: later calls keep the first); answers how to stop, for tests. */
export function stampClientAddresses(trustedHops: number): () => void {
  const holder = globalThis as { [INSTALLED]?: () => void };
  if (holder[INSTALLED]) return holder[INSTALLED];
  const stamp = (message: unknown) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const address = resolveClientAddress({ peer: socket.remoteAddress, forwardedFor: forwardedFor(request), trustedHops });
    request.headers[CLIENT_ADDRESS_HEADER] = stampedClientAddress(address);
  };
  // The module-level subscribe() keeps the channel alive (a Channel object alone may be collected).
  diagnosticsChannel.subscribe(REQUEST_START, stamp);
  const stop = () => {
    diagnosticsChannel.unsubscribe(REQUEST_START, stamp);
    delete holder[INSTALLED];
  };
  holder[INSTALLED] = stop;
  return stop;
}

function forwardedFor(request: IncomingMessage) {
  const value = request.headers["x-forwarded-for"];
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * At start: stamps with the operator's TRUSTED_PROXY_HOPS, or ends the process saying why the
 * value cannot be read (Next only logs a failed instrumentation hook and goes on serving).
 */
export function startStampingClientAddresses(source?: EnvSource) {
  let trustedHops: number;
  try {
    trustedHops = readEnv(source).TRUSTED_PROXY_HOPS;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  stampClientAddresses(trustedHops);
}
