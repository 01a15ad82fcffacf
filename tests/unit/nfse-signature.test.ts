/**
 * The signature checked by a verifier that shares no code with the signer: xmlsec1 (libxmlsec1 on
 * OpenSSL, Debian's package; .ci/run installs it), trusting only the test's CA. Outside CI a machine
 * without it skips these, saying so; CI fails instead.
 */
import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openCertificate, type ShopCertificate } from "@/lib/nfse/certificate";
import { buildDps } from "@/lib/nfse/dps";
import { buildCancellation } from "@/lib/nfse/event";
import { C14N, DIGEST_ALGORITHM, ENVELOPED, SIGNATURE_ALGORITHM, signXml } from "@/lib/nfse/sign";
import { validateMany } from "@/lib/nfse/validate";
import { makeShopCertificate, makeTestCa, testPki } from "@/tests/support/nfse-certificates";
import { VALID_JOBS } from "@/tests/support/nfse-jobs";

const run = promisify(execFile);
const hasXmlsec1 = spawnSync("xmlsec1", ["--version"]).status === 0;
if (!hasXmlsec1 && process.env.CI) throw new Error("xmlsec1 is missing: apt-get install -y xmlsec1 (see .ci/run)");
if (!hasXmlsec1)
  console.warn("nfse-signature: xmlsec1 not installed (apt-get install -y xmlsec1); the independent verification is skipped");

let dir = "";
let certificate: ShopCertificate;
let signedDps = "";
let signedEvent = "";

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nfse-sign-"));
  const { ca, shop } = testPki();
  fs.writeFileSync(path.join(dir, "ca.pem"), ca.certPem);
  certificate = openCertificate(shop.pfx, shop.password);
  const input = VALID_JOBS["Simples ME/EPP, the long description with accents, quotes, & and <"]!;
  signedDps = signXml(buildDps(input).xml, "infDPS", certificate);
  const event = buildCancellation({
    environment: "restricted",
    applicationVersion: "OficinaDigital 0.1",
    at: new Date("2026-11-21T12:00:00Z"),
    cnpj: certificate.cnpj,
    accessKey: "3".repeat(50),
    reason: "1",
    explanation: "Erro na emissão: valor do serviço digitado errado",
  });
  signedEvent = signXml(event.xml, "infPedReg", certificate);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** xmlsec1 --verify with the CA as the only trust anchor; resolves to its verdict. */
async function xmlsecVerifies(xml: string, idElement: string): Promise<boolean> {
  const file = path.join(dir, `${idElement}-${Math.random().toString(36).slice(2)}.xml`);
  fs.writeFileSync(file, xml);
  try {
    await run("xmlsec1", ["--verify", "--trusted-pem", path.join(dir, "ca.pem"), "--id-attr:Id", idElement, file]);
    return true;
  } catch {
    return false;
  }
}

describe("the signature's shape, as the XSD and the manual place it", () => {
  it("signs infDPS enveloped: Signature right after it, Reference to its Id, RSA-SHA256, C14N, the certificate in KeyInfo", () => {
    const id = /<infDPS Id="(DPS\d{42})"/.exec(signedDps)?.[1];
    expect(signedDps).toMatch(/<\/infDPS><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">/);
    expect(signedDps).toContain(`<Reference URI="#${id}">`);
    expect(signedDps).toContain(`<SignatureMethod Algorithm="${SIGNATURE_ALGORITHM}"/>`);
    expect(signedDps).toContain(`<CanonicalizationMethod Algorithm="${C14N}"/>`);
    expect(signedDps).toContain(`<Transform Algorithm="${ENVELOPED}"/><Transform Algorithm="${C14N}"/>`);
    expect(signedDps).toContain(`<DigestMethod Algorithm="${DIGEST_ALGORITHM}"/>`);
    expect(signedDps).toContain(`<X509Certificate>${certificate.certificateBase64}</X509Certificate>`);
  });

  it("the signed DPS and the signed cancellation still pass their XSDs", async () => {
    const [dps] = await validateMany("dps", [signedDps]);
    const [event] = await validateMany("event", [signedEvent]);
    expect(dps).toEqual({ ok: true });
    expect(event).toEqual({ ok: true });
  });
});

describe.skipIf(!hasXmlsec1)("xmlsec1, trusting only the test CA", () => {
  it("verifies the signed DPS and the signed cancellation", async () => {
    expect(await xmlsecVerifies(signedDps, "infDPS")).toBe(true);
    expect(await xmlsecVerifies(signedEvent, "infPedReg")).toBe(true);
  });

  it("refuses a DPS whose value was changed after signing", async () => {
    const tampered = signedDps.replace("<vServ>1234567.89</vServ>", "<vServ>1234567.88</vServ>");
    expect(tampered).not.toBe(signedDps);
    expect(await xmlsecVerifies(tampered, "infDPS")).toBe(false);
  });

  it("refuses a signature by a key the CA never certified", async () => {
    const stranger = makeShopCertificate(makeTestCa("AC ESTRANHA"));
    const foreign = signXml(
      buildDps(VALID_JOBS["MEI, CPF customer, nothing else"]!).xml,
      "infDPS",
      openCertificate(stranger.pfx, stranger.password),
    );
    expect(await xmlsecVerifies(foreign, "infDPS")).toBe(false);
  });
});
