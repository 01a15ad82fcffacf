/**
 * The national issuer as this server is configured: NFSE_ENVIRONMENT's Sefin (or NFSE_BASE_URL),
 * the shop's certificate as the TLS identity, the system's roots plus NFSE_CA_FILE's.
 */
import "server-only";

import fs from "node:fs";
import tls from "node:tls";

import { env } from "@/lib/env";

import type { ShopCertificate } from "./certificate";
import { nationalIssuer, type Issuer } from "./issuer";

/** verAplic: who made the DPS (up to 20 characters). */
export const APPLICATION_VERSION = "OficinaDigital_1.0";

let extraRoots: { file: string; pem: string } | undefined;

function trustedRoots(): string[] | undefined {
  const file = env.NFSE_CA_FILE;
  if (!file) return undefined;
  if (extraRoots?.file !== file) extraRoots = { file, pem: fs.readFileSync(file, "utf8") };
  // Node's `ca` replaces its roots: keep them, and add the file's.
  return [...tls.rootCertificates, extraRoots.pem];
}

export function issuerFor(certificate: ShopCertificate): Issuer {
  return nationalIssuer({
    environment: env.NFSE_ENVIRONMENT,
    baseUrl: env.NFSE_BASE_URL,
    ca: trustedRoots(),
    identity: { privateKeyPem: certificate.privateKeyPem, certificatePem: certificate.certificatePem, chainPem: certificate.chainPem },
  });
}
