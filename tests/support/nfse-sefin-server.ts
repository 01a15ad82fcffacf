/**
 * A local stand-in for Sefin Nacional over real mutual TLS: it demands a client certificate signed
 * by the test CA, decodes the body the way the API documents it (JSON, the XML gzipped then
 * base64-encoded), validates the XML against the vendored XSD, verifies its XMLDSig with the key of
 * the certificate that opened the connection, and answers what the test scripts.
 */
import { once } from "node:events";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { gunzipSync } from "node:zlib";

import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import { SignedXml } from "xml-crypto";

import { validateAgainst } from "@/lib/nfse/validate";

export interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  /** The client certificate's subject CN, as TLS authenticated it. */
  clientCommonName: string;
  /** The XML carried by dpsXmlGZipB64 / pedidoRegistroEventoXmlGZipB64, when there was one. */
  xml?: string;
  /** The base64 decoded to gzip's magic bytes (1f 8b). */
  gzipped?: boolean;
  xsdErrors?: string[];
  /** The XMLDSig verified with the TLS client certificate's key, over the Id it references. */
  signatureValid?: boolean;
  signedId?: string;
}

export type Reply = { status: number; body: unknown } | "hang";

export interface FakeSefin {
  url: string;
  received: Received[];
  /** Resolves with the next request the server finishes reading. */
  nextRequest(): Promise<Received>;
  close(): Promise<void>;
}

const DSIG = "http://www.w3.org/2000/09/xmldsig#";

export function verifyEnveloped(xml: string, certificatePem: string): { valid: boolean; id?: string } {
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const signature = doc.getElementsByTagNameNS(DSIG, "Signature")[0];
  if (!signature) return { valid: false };
  const verifier = new SignedXml({ publicCert: certificatePem, getCertFromKeyInfo: () => null });
  verifier.loadSignature(new XMLSerializer().serializeToString(signature));
  try {
    const valid = verifier.checkSignature(xml);
    const uri = verifier.getReferences()[0]?.uri;
    return { valid, id: uri?.replace(/^#/, "") };
  } catch {
    return { valid: false };
  }
}

function toPem(raw: Buffer) {
  return `-----BEGIN CERTIFICATE-----\n${raw.toString("base64").replace(/.{64}/g, "$&\n")}\n-----END CERTIFICATE-----\n`;
}

export async function startFakeSefin(options: {
  caPem: string;
  serverKeyPem: string;
  serverCertPem: string;
  reply: (request: Received) => Reply;
  /** A fixed port (the e2e server's); any free one by default. */
  port?: number;
}): Promise<FakeSefin> {
  const received: Received[] = [];
  const waiting: ((request: Received) => void)[] = [];

  const server = https.createServer(
    { key: options.serverKeyPem, cert: options.serverCertPem, ca: options.caPem, requestCert: true, rejectUnauthorized: true },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        void (async () => {
          const peer = (request.socket as TLSSocket).getPeerCertificate();
          const entry: Received = {
            method: request.method ?? "",
            path: request.url ?? "",
            contentType: request.headers["content-type"],
            clientCommonName: String(peer.subject?.CN ?? ""),
          };
          const text = Buffer.concat(chunks).toString("utf8");
          if (text) {
            const body = JSON.parse(text) as Record<string, string>;
            const encoded = body.dpsXmlGZipB64 ?? body.pedidoRegistroEventoXmlGZipB64;
            if (encoded) {
              const bytes = Buffer.from(encoded, "base64");
              entry.gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
              entry.xml = gunzipSync(bytes).toString("utf8");
              const result = await validateAgainst(body.dpsXmlGZipB64 ? "dps" : "event", entry.xml);
              entry.xsdErrors = result.ok ? [] : result.errors;
              const verified = verifyEnveloped(entry.xml, toPem(peer.raw));
              entry.signatureValid = verified.valid;
              entry.signedId = verified.id;
            }
          }
          received.push(entry);
          waiting.shift()?.(entry);
          const reply = options.reply(entry);
          if (reply === "hang") return;
          response.writeHead(reply.status, { "Content-Type": "application/json; charset=utf-8" });
          response.end(JSON.stringify(reply.body));
        })();
      });
    },
  );
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    url: `https://localhost:${port}/SefinNacional`,
    received,
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
