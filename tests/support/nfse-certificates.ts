/**
 * A test CA and the certificates the NFS-e tests need, made in memory: the shop's A1 (an
 * ICP-Brasil-like e-CNPJ, CN "NAME:CNPJ", exported as a password-protected .pfx), and the local
 * HTTPS server's certificate. Keys come from Node's native generator (node-forge's pure-JS RSA
 * takes seconds per key) and are turned into forge objects for the X.509 and PKCS#12 work.
 * A stranger CA shares the CA key but not its name, so what it signs does not chain to the test
 * CA: signature checks follow the issuer's name, then verify with that issuer's certificate.
 */
import { generateKeyPairSync } from "node:crypto";

import forge from "node-forge";

export const TEST_CNPJ = "12345678000195";
export const TEST_HOLDER = "OFICINA TESTE LTDA";
export const PFX_PASSWORD = "senha-do-certificado";

interface Issued {
  key: forge.pki.rsa.PrivateKey;
  cert: forge.pki.Certificate;
  keyPem: string;
  certPem: string;
}

type KeyPair = { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey };
const keys = new Map<"ca" | "leaf", KeyPair>();

/**
 * Two RSA-2048 key pairs per worker, one for every CA and one for every end certificate: what the
 * tests tell apart is the certificates (issuer, dates, names), and a key costs up to a second.
 */
function rsaKeys(role: "ca" | "leaf"): KeyPair {
  let pair = keys.get(role);
  if (!pair) {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    pair = {
      privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString()) as forge.pki.rsa.PrivateKey,
      publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString()) as forge.pki.rsa.PublicKey,
    };
    keys.set(role, pair);
  }
  return pair;
}

let serial = 1;
const DAY = 24 * 60 * 60 * 1000;

function issue(options: {
  subject: forge.pki.CertificateField[];
  issuer?: Issued;
  notBefore?: Date;
  notAfter?: Date;
  extensions: object[];
}): Issued {
  const pair = rsaKeys(options.issuer ? "leaf" : "ca");
  const cert = forge.pki.createCertificate();
  cert.publicKey = pair.publicKey;
  cert.serialNumber = (serial++).toString(16).padStart(2, "0");
  cert.validity.notBefore = options.notBefore ?? new Date(Date.now() - DAY);
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * DAY);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : options.subject);
  cert.setExtensions(options.extensions);
  cert.sign(options.issuer?.key ?? pair.privateKey, forge.md.sha256.create());
  return { key: pair.privateKey, cert, keyPem: forge.pki.privateKeyToPem(pair.privateKey), certPem: forge.pki.certificateToPem(cert) };
}

export function makeTestCa(name = "AC TESTE OFICINA DIGITAL"): Issued {
  return issue({
    subject: [
      { name: "commonName", value: name },
      { name: "countryName", value: "BR" },
      { name: "organizationName", value: "ICP-Teste" },
    ],
    extensions: [
      { name: "basicConstraints", cA: true },
      { name: "keyUsage", keyCertSign: true, cRLSign: true },
    ],
  });
}

/** subjectAltName with ICP-Brasil's otherName 2.16.76.1.3.3 (the CNPJ), built by hand: forge has no otherName. */
function cnpjOtherName(cnpj: string): object {
  const { asn1 } = forge;
  const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer("2.16.76.1.3.3").getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, cnpj)]),
  ]);
  const names = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName]);
  return { id: "2.5.29.17", name: "subjectAltName", value: asn1.toDer(names).getBytes() };
}

export interface ShopCertificateOptions {
  /** The CN; defaults to ICP-Brasil's "NAME:CNPJ". */
  commonName?: string;
  /** Put the CNPJ in subjectAltName's otherName instead of (or besides) the CN. */
  otherNameCnpj?: string;
  notBefore?: Date;
  notAfter?: Date;
  password?: string;
}

export interface TestShopCertificate extends Issued {
  pfx: Buffer;
  password: string;
}

export function makeShopCertificate(ca: Issued, options: ShopCertificateOptions = {}): TestShopCertificate {
  const issued = issue({
    issuer: ca,
    subject: [
      { name: "commonName", value: options.commonName ?? `${TEST_HOLDER}:${TEST_CNPJ}` },
      { name: "countryName", value: "BR" },
      { name: "organizationName", value: "ICP-Teste" },
    ],
    notBefore: options.notBefore,
    notAfter: options.notAfter,
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
      { name: "extKeyUsage", clientAuth: true, emailProtection: true },
      ...(options.otherNameCnpj ? [cnpjOtherName(options.otherNameCnpj)] : []),
    ],
  });
  const password = options.password ?? PFX_PASSWORD;
  const p12 = forge.pkcs12.toPkcs12Asn1(issued.key, [issued.cert, ca.cert], password, { algorithm: "3des" });
  return { ...issued, pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary"), password };
}

/** The local HTTPS server's certificate, for "localhost" and 127.0.0.1. */
export function makeServerCertificate(ca: Issued): Issued {
  return issue({
    issuer: ca,
    subject: [{ name: "commonName", value: "localhost" }],
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
}

export interface TestPki {
  ca: Issued;
  shop: TestShopCertificate;
  server: Issued;
}

let shared: TestPki | undefined;

/** One CA, shop certificate and server certificate per worker: RSA keys are the slow part. */
export function testPki(): TestPki {
  if (!shared) {
    const ca = makeTestCa();
    shared = { ca, shop: makeShopCertificate(ca), server: makeServerCertificate(ca) };
  }
  return shared;
}
