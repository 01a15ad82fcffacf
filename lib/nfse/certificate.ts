/**
 * The shop's A1 certificate (ICP-Brasil, a PKCS#12 .pfx and its password): the key that signs the
 * DPS and opens the mutual TLS connection. Opened in memory; the key never touches the disk here.
 */
import "server-only";

import forge from "node-forge";

import { digits } from "./dps";

export type CertificateErrorCode = "not_pkcs12" | "wrong_password" | "no_key" | "expired" | "not_yet_valid" | "no_cnpj" | "cnpj_mismatch";

const MESSAGES: Record<CertificateErrorCode, string> = {
  not_pkcs12: "O arquivo não é um certificado A1 (.pfx ou .p12).",
  wrong_password: "Senha do certificado incorreta.",
  no_key: "O arquivo não traz a chave privada do certificado.",
  expired: "O certificado está vencido.",
  not_yet_valid: "O certificado ainda não está válido.",
  no_cnpj: "O certificado não traz um CNPJ (é um e-CNPJ?).",
  cnpj_mismatch: "O CNPJ do certificado não é o da oficina.",
};

export class CertificateError extends Error {
  constructor(readonly code: CertificateErrorCode) {
    super(MESSAGES[code]);
    this.name = "CertificateError";
  }
}

export interface ShopCertificate {
  privateKeyPem: string;
  /** The shop's own certificate, first; then the chain the file carries. */
  certificatePem: string;
  chainPem: string[];
  /** The certificate's base64 DER, as KeyInfo/X509Data/X509Certificate carries it. */
  certificateBase64: string;
  cnpj: string;
  holderName: string;
  notBefore: Date;
  notAfter: Date;
}

// forge's typings leave its OID table's entries possibly undefined; these are PKCS#12's bag types.
const SHROUDED_KEY_BAG = "1.2.840.113549.1.12.10.1.2";
const KEY_BAG = "1.2.840.113549.1.12.10.1.1";
const CERT_BAG = "1.2.840.113549.1.12.10.1.3";

/** ICP-Brasil's otherName for a legal person's CNPJ (DOC-ICP-04, 2.16.76.1.3.3). */
const CNPJ_OTHER_NAME = "2.16.76.1.3.3";

export interface OpenOptions {
  /** The shop's CNPJ: a certificate of another company is refused. */
  expectedCnpj?: string;
  now?: Date;
}

export function openCertificate(pfx: Uint8Array, password: string, options: OpenOptions = {}): ShopCertificate {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(pfx).toString("binary")));
  } catch {
    throw new CertificateError("not_pkcs12");
  }
  // Each iteration is pure JavaScript here: a file asking for millions would hold the server for
  // minutes. Real A1 files use 2,048 (OpenSSL) to 10,000 (Windows).
  if (largestIterationCount(asn1) > MAX_ITERATIONS) throw new CertificateError("not_pkcs12");
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // forge says "Invalid password?" when the MAC does not match; anything else is not a PKCS#12.
    throw new CertificateError(error instanceof Error && /password/i.test(error.message) ? "wrong_password" : "not_pkcs12");
  }

  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keyBag = bags(SHROUDED_KEY_BAG)[0] ?? bags(KEY_BAG)[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new CertificateError("no_key");

  const certificates = bags(CERT_BAG)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  // The shop's certificate is the one whose public key is the private key's.
  const own = certificates.find((cert) => (cert.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n));
  if (!own) throw new CertificateError("no_key");

  const now = options.now ?? new Date();
  if (own.validity.notAfter < now) throw new CertificateError("expired");
  if (own.validity.notBefore > now) throw new CertificateError("not_yet_valid");

  const cnpj = cnpjOf(own);
  if (!cnpj) throw new CertificateError("no_cnpj");
  if (options.expectedCnpj !== undefined && digits(options.expectedCnpj) !== cnpj) throw new CertificateError("cnpj_mismatch");

  const commonName = String(own.subject.getField("CN")?.value ?? "");
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(own)).getBytes();
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem: forge.pki.certificateToPem(own),
    chainPem: certificates.filter((cert) => cert !== own).map((cert) => forge.pki.certificateToPem(cert)),
    certificateBase64: forge.util.encode64(der),
    cnpj,
    holderName: commonName.split(":")[0]!.trim(),
    notBefore: own.validity.notBefore,
    notAfter: own.validity.notAfter,
  };
}

const MAX_ITERATIONS = 100_000;

/**
 * The largest key-derivation count the file declares: its MacData's, and every PBE or PBKDF2
 * parameter set (a SEQUENCE of a salt OCTET STRING then an INTEGER), including those inside the
 * OCTET STRINGs that wrap the bags (parsed as DER when they are).
 */
function largestIterationCount(node: forge.asn1.Asn1, depth = 0): number {
  if (depth > 8 || !Array.isArray(node.value)) {
    if (depth > 8 || node.type !== forge.asn1.Type.OCTETSTRING || typeof node.value !== "string" || node.value.charCodeAt(0) !== 0x30)
      return 0;
    try {
      return largestIterationCount(forge.asn1.fromDer(node.value), depth + 1);
    } catch {
      return 0;
    }
  }
  const children = node.value;
  let largest = 0;
  const [first, second, third] = children;
  if (node.type === forge.asn1.Type.SEQUENCE && first?.type === forge.asn1.Type.OCTETSTRING && second?.type === forge.asn1.Type.INTEGER)
    largest = integerOf(second);
  // MacData: DigestInfo, salt, iterations.
  if (node.type === forge.asn1.Type.SEQUENCE && second?.type === forge.asn1.Type.OCTETSTRING && third?.type === forge.asn1.Type.INTEGER)
    largest = Math.max(largest, integerOf(third));
  for (const child of children) largest = Math.max(largest, largestIterationCount(child, depth + 1));
  return largest;
}

function integerOf(node: forge.asn1.Asn1): number {
  const bytes = typeof node.value === "string" ? node.value : "";
  // Over six bytes is over any count we would run.
  if (bytes.length > 6) return Number.MAX_SAFE_INTEGER;
  let value = 0;
  for (const char of bytes) value = value * 256 + char.charCodeAt(0);
  return value;
}

/**
 * The CNPJ of an e-CNPJ: ICP-Brasil writes the subject's CN as "RAZAO SOCIAL:14 digits" and puts
 * the CNPJ in subjectAltName's otherName 2.16.76.1.3.3 as well; either is enough.
 */
function cnpjOf(cert: forge.pki.Certificate): string | undefined {
  const commonName = String(cert.subject.getField("CN")?.value ?? "");
  const fromCommonName = /:(\d{14})$/.exec(commonName.trim())?.[1];
  return fromCommonName ?? cnpjFromOtherName(cert);
}

function cnpjFromOtherName(cert: forge.pki.Certificate): string | undefined {
  const extension = cert.getExtension("subjectAltName") as { value?: string } | null;
  if (!extension?.value) return undefined;
  try {
    const names = forge.asn1.fromDer(extension.value);
    for (const name of names.value as forge.asn1.Asn1[]) {
      // otherName is [0] { type-id OID, [0] EXPLICIT value }.
      if (name.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || name.type !== 0) continue;
      const [oid, wrapped] = name.value as forge.asn1.Asn1[];
      if (!oid || forge.asn1.derToOid(oid.value as string) !== CNPJ_OTHER_NAME) continue;
      const inner = (wrapped?.value as forge.asn1.Asn1[] | undefined)?.[0];
      const found = /\d{14}/.exec(typeof inner?.value === "string" ? inner.value : "")?.[0];
      if (found) return found;
    }
  } catch {
    return undefined;
  }
  return undefined;
}
