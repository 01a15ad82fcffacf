/**
 * e2e/serve.ts's stand-in for Sefin Nacional, over real mutual TLS (tests/support/nfse-sefin-server.ts):
 * a test CA made at start, its certificate and key left in E2E_NFSE_PKI_FILE for the specs to make
 * the shop's A1 certificate with (e2e/support/nfse.ts), and answers as the manual's examples: a DPS
 * becomes a note (numbered from 1), unless its taker's name has "RECUSAR" (E0310); an event is
 * registered. What it received is listed on the control port (GET /nfse-received).
 */
import fs from "node:fs/promises";
import { E2E_NFSE_PKI_FILE, E2E_PORT_SEFIN } from "../env";
import {
  accessKeyFor,
  dpsOf,
  eventAnswer,
  issuedAnswer,
  nfseXmlFor,
  notFoundAnswer,
  refusedAnswer,
} from "../../tests/support/nfse-answers";
import { makeServerCertificate, makeTestCa } from "../../tests/support/nfse-certificates";
import { startFakeSefin, type Received, type Reply } from "../../tests/support/nfse-sefin-server";

export async function startE2ESefin(dir: string) {
  const ca = makeTestCa("AC TESTE E2E OFICINA DIGITAL");
  const server = makeServerCertificate(ca);
  await fs.writeFile(E2E_NFSE_PKI_FILE, JSON.stringify({ caCertPem: ca.certPem, caKeyPem: ca.keyPem }), { mode: 0o600 });
  const caFile = `${dir}/sefin-ca.pem`;
  await fs.writeFile(caFile, ca.certPem);
  let issued = 0;
  const reply = (request: Received): Reply => {
    if (request.path.endsWith("/eventos")) return eventAnswer(request.path.split("/").at(-2) ?? "");
    if (request.method === "GET") return notFoundAnswer();
    const dps = dpsOf(request.xml);
    if (/<xNome>[^<]*RECUSAR/.test(request.xml ?? "")) return refusedAnswer("E0310", "Código de tributação nacional inexistente");
    issued += 1;
    const key = accessKeyFor(dps.id, issued);
    return issuedAnswer(dps.id, key, nfseXmlFor(request.xml ?? "", key, String(issued)));
  };
  const sefin = await startFakeSefin({
    caPem: ca.certPem,
    serverKeyPem: server.keyPem,
    serverCertPem: server.certPem,
    reply,
    port: E2E_PORT_SEFIN,
  });
  return { sefin, caFile, env: { NFSE_BASE_URL: sefin.url, NFSE_CA_FILE: caFile } };
}
