/**
 * For the NFS-e specs: the shop's A1 certificate made by the test and signed by e2e/serve.ts's test
 * CA (E2E_NFSE_PKI_FILE), which its stand-in for Sefin trusts; and what that stand-in received.
 */
import fs from "node:fs";
import forge from "node-forge";
import { E2E_CONTROL_PORT, E2E_NFSE_PKI_FILE } from "../env";
import { makeShopCertificate } from "../../tests/support/nfse-certificates";
import type { Received } from "../../tests/support/nfse-sefin-server";

export { TEST_CNPJ, TEST_HOLDER } from "../../tests/support/nfse-certificates";

/** A password-protected .pfx of the shop's e-CNPJ, as a certificate authority would sell it. */
export function shopPfx() {
  const { caCertPem, caKeyPem } = JSON.parse(fs.readFileSync(E2E_NFSE_PKI_FILE, "utf8")) as { caCertPem: string; caKeyPem: string };
  const ca = {
    key: forge.pki.privateKeyFromPem(caKeyPem) as forge.pki.rsa.PrivateKey,
    cert: forge.pki.certificateFromPem(caCertPem),
    keyPem: caKeyPem,
    certPem: caCertPem,
  };
  const made = makeShopCertificate(ca);
  return { pfx: made.pfx, password: made.password };
}

/** Everything the stand-in for Sefin received so far (all specs'): filter by what is the spec's own. */
export async function sefinReceived(): Promise<Received[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_CONTROL_PORT}/nfse-received`);
  return (await response.json()) as Received[];
}
