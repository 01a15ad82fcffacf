/**
 * Mutual TLS to Sefin Nacional: the shop's certificate authenticates the connection (the API's
 * swagger: "TLS ... com autenticação mútua", an ICP-Brasil certificate with client authentication),
 * JSON in and out, documents gzipped and base64-encoded ("GZip com representação base64binary").
 * One attempt per call: a request that times out may have been processed, so the caller asks
 * GET /dps/{id} before sending the same DPS again, never this module.
 */
import "server-only";

import https from "node:https";
import { gunzipSync, gzipSync } from "node:zlib";

export interface TlsIdentity {
  privateKeyPem: string;
  certificatePem: string;
  chainPem?: string[];
}

export interface TransportOptions {
  identity: TlsIdentity;
  /** Extra trusted roots (the tests' CA); the system's roots otherwise. Verification is always on. */
  ca?: string | string[];
  /** The whole exchange's deadline, connect to last byte. */
  timeoutMs: number;
}

export type TransportResult =
  | { kind: "response"; status: number; body: unknown }
  | { kind: "timeout" }
  /** No answer: refused, reset, TLS failure. `sent` says whether the request may have left. */
  | { kind: "network"; message: string; sent: boolean };

export const gzipBase64 = (xml: string) => gzipSync(Buffer.from(xml, "utf8")).toString("base64");
export const gunzipBase64 = (data: string) => gunzipSync(Buffer.from(data, "base64")).toString("utf8");

export function requestJson(method: "GET" | "POST", url: string, payload: unknown, options: TransportOptions): Promise<TransportResult> {
  const body = payload === undefined ? undefined : Buffer.from(JSON.stringify(payload), "utf8");
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: TransportResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    let connected = false;
    const request = https.request(url, {
      method,
      key: options.identity.privateKeyPem,
      cert: [options.identity.certificatePem, ...(options.identity.chainPem ?? [])].join("\n"),
      ca: options.ca,
      rejectUnauthorized: true,
      // A fresh connection per call: the client certificate is the shop's, never a pooled one.
      agent: false,
      headers: {
        Accept: "application/json",
        ...(body ? { "Content-Type": "application/json; charset=utf-8", "Content-Length": body.length } : {}),
      },
    });
    const deadline = setTimeout(() => {
      finish({ kind: "timeout" });
      request.destroy();
    }, options.timeoutMs);
    request.on("socket", (socket) => socket.once("secureConnect", () => (connected = true)));
    request.on("error", (error) => finish({ kind: "network", message: error.message, sent: connected }));
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", (error) => finish({ kind: "network", message: error.message, sent: true }));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown = text;
        try {
          parsed = text === "" ? undefined : JSON.parse(text);
        } catch {
          // Not JSON (a proxy's HTML error page): kept as text for the log.
        }
        finish({ kind: "response", status: response.statusCode ?? 0, body: parsed });
      });
    });
    request.end(body);
  });
}
