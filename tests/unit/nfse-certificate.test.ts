import forge from "node-forge";
import { describe, expect, it } from "vitest";

import { CertificateError, openCertificate, type CertificateErrorCode } from "@/lib/nfse/certificate";
import { TEST_CNPJ, TEST_HOLDER, makeShopCertificate, testPki } from "@/tests/support/nfse-certificates";

const DAY = 24 * 60 * 60 * 1000;

function failure(open: () => unknown): CertificateErrorCode | "no error" {
  try {
    open();
    return "no error";
  } catch (error) {
    if (error instanceof CertificateError) return error.code;
    throw error;
  }
}

describe("openCertificate (an A1 .pfx made by the test's CA)", () => {
  it("returns the key, the certificate and its chain, the CNPJ of the CN and the validity", () => {
    const { ca, shop } = testPki();
    const opened = openCertificate(shop.pfx, shop.password, { expectedCnpj: "12.345.678/0001-95" });
    expect(opened.cnpj).toBe(TEST_CNPJ);
    expect(opened.holderName).toBe(TEST_HOLDER);
    expect(opened.certificatePem).toBe(shop.certPem);
    expect(opened.chainPem).toEqual([ca.certPem]);
    expect(opened.privateKeyPem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    // X.509 keeps whole seconds.
    expect(opened.notAfter.getTime()).toBe(Math.floor(shop.cert.validity.notAfter.getTime() / 1000) * 1000);
  });

  it("finds the CNPJ in subjectAltName's otherName 2.16.76.1.3.3 when the CN has none", () => {
    const { ca } = testPki();
    const other = makeShopCertificate(ca, { commonName: "OFICINA SEM CN", otherNameCnpj: "11222333000181" });
    expect(openCertificate(other.pfx, other.password).cnpj).toBe("11222333000181");
  });

  it("refuses each broken case with its own error", () => {
    const { ca, shop } = testPki();
    const expired = makeShopCertificate(ca, { notBefore: new Date(Date.now() - 400 * DAY), notAfter: new Date(Date.now() - DAY) });
    const noCnpj = makeShopCertificate(ca, { commonName: "FULANO DE TAL" });
    expect(failure(() => openCertificate(shop.pfx, "senha errada"))).toBe("wrong_password");
    expect(failure(() => openCertificate(Buffer.from("isto não é um pfx"), shop.password))).toBe("not_pkcs12");
    expect(failure(() => openCertificate(Buffer.from(shop.certPem), shop.password))).toBe("not_pkcs12");
    expect(failure(() => openCertificate(expired.pfx, expired.password))).toBe("expired");
    expect(failure(() => openCertificate(shop.pfx, shop.password, { now: new Date(Date.now() - 2 * DAY) }))).toBe("not_yet_valid");
    expect(failure(() => openCertificate(noCnpj.pfx, noCnpj.password))).toBe("no_cnpj");
    expect(failure(() => openCertificate(shop.pfx, shop.password, { expectedCnpj: "11.222.333/0001-81" }))).toBe("cnpj_mismatch");
  });

  it("says what went wrong in Portuguese", () => {
    expect(new CertificateError("wrong_password").message).toBe("Senha do certificado incorreta.");
  });
});

describe("a hostile .pfx", () => {
  it("asking for millions of key-derivation rounds is refused before any is run", () => {
    const { shop } = testPki();
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(shop.pfx.toString("binary")));
    // MacData (the PFX's third element): DigestInfo, salt, iterations.
    const iterations = ((asn1.value as forge.asn1.Asn1[])[2]!.value as forge.asn1.Asn1[])[2]!;
    iterations.value = "\x10\x00\x00\x00"; // 268,435,456
    const hostile = Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
    const started = performance.now();
    expect(() => openCertificate(hostile, shop.password)).toThrow(expect.objectContaining({ code: "not_pkcs12" }));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
