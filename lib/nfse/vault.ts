/**
 * The shop's certificate at rest: the .pfx and its password sealed together with AES-256-GCM under
 * NFSE_CERTIFICATE_KEY, the shop's id as associated data (a sealed file copied to another shop's
 * row does not open there). Layout: version (1 byte) | IV (12) | tag (16) | ciphertext.
 */
import "server-only";

import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

import { env } from "@/lib/env";

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class VaultError extends Error {
  constructor(readonly code: "no_key" | "unreadable") {
    super(code === "no_key" ? "NFSE_CERTIFICATE_KEY não configurada" : "certificado guardado ilegível (a chave mudou?)");
    this.name = "VaultError";
  }
}

/** Whether this server can keep certificates at all. */
export function vaultConfigured(): boolean {
  return Boolean(env.NFSE_CERTIFICATE_KEY);
}

function key(): Buffer {
  const text = env.NFSE_CERTIFICATE_KEY;
  if (!text) throw new VaultError("no_key");
  return Buffer.from(text, "base64");
}

export function sealCertificate(shopId: string, pfx: Uint8Array, password: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(shopId));
  const plain = Buffer.from(JSON.stringify({ pfx: Buffer.from(pfx).toString("base64"), password }));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  plain.fill(0);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), sealed]);
}

export function openSealedCertificate(shopId: string, sealed: Buffer): { pfx: Buffer; password: string } {
  const secret = key();
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES + 1 || sealed[0] !== VERSION) throw new VaultError("unreadable");
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv("aes-256-gcm", secret, iv);
    decipher.setAAD(Buffer.from(shopId));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    const { pfx, password } = JSON.parse(plain.toString("utf8")) as { pfx: string; password: string };
    plain.fill(0);
    return { pfx: Buffer.from(pfx, "base64"), password };
  } catch {
    throw new VaultError("unreadable");
  }
}
