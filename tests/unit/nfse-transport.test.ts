/**
 * The whole path over real mutual TLS: a local HTTPS server that demands a client certificate
 * from the test CA, decodes the body as the API documents it, validates the XML against the XSD,
 * verifies its signature with the connecting certificate's key, and answers like Sefin Nacional.
 */
import https from "node:https";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openCertificate, type ShopCertificate } from "@/lib/nfse/certificate";
import { buildDps } from "@/lib/nfse/dps";
import { SEFIN_BASE_URLS, nationalIssuer, type Issuer } from "@/lib/nfse/issuer";
import { prepareCancellation, prepareDps } from "@/lib/nfse/prepare";
import { gzipBase64 } from "@/lib/nfse/transport";
import { makeTestCa, testPki } from "@/tests/support/nfse-certificates";
import { VALID_JOBS, job } from "@/tests/support/nfse-jobs";
import { startFakeSefin, type FakeSefin, type Received, type Reply } from "@/tests/support/nfse-sefin-server";

const ACCESS_KEY = "35503082212345678000195000000000000126110000000017";
const NFSE_XML = `<?xml version="1.0" encoding="UTF-8"?><NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infNFSe Id="NFS${ACCESS_KEY}"><nNFSe>17</nNFSe></infNFSe></NFSe>`;
const answer = (extra: object) => ({
  tipoAmbiente: 2,
  versaoAplicativo: "SefinNacional_1.6.0",
  dataHoraProcessamento: "2026-11-20T14:05:10-03:00",
  ...extra,
});

/** What the server answers next, by the DPS number it received (the scripted cases of the manual). */
function script(request: Received): Reply {
  if (request.method === "GET" && request.path.startsWith("/SefinNacional/dps/")) {
    return request.path.endsWith("000000000000003")
      ? { status: 200, body: answer({ idDps: "x", chaveAcesso: ACCESS_KEY }) }
      : { status: 404, body: answer({ erro: { codigo: "E404", descricao: "DPS não encontrada" } }) };
  }
  if (request.path.endsWith("/eventos"))
    return { status: 201, body: answer({ eventoXmlGZipB64: gzipBase64("<evento>registrado</evento>") }) };
  const number = /<nDPS>(\d+)<\/nDPS>/.exec(request.xml ?? "")?.[1];
  switch (number) {
    case "1":
      return {
        status: 201,
        body: answer({ idDps: request.signedId, chaveAcesso: ACCESS_KEY, nfseXmlGZipB64: gzipBase64(NFSE_XML), alertas: [] }),
      };
    case "2":
      return {
        status: 400,
        body: answer({
          idDPS: request.signedId,
          erros: [
            { Codigo: "E0310", Descricao: "O código de tributação nacional informado não existe." },
            { codigo: "E0240", descricao: "O CEP informado para o endereço nacional do tomador não existe.", complemento: "CEP 01310100" },
          ],
        }),
      };
    case "3":
      return {
        status: 400,
        body: answer({
          idDPS: request.signedId,
          erros: [
            {
              codigo: "E0014",
              descricao:
                "Conjunto de Série, Número, Código do Município Emissor e CNPJ/CPF informado nesta DPS já existe em uma NFS-e gerada a partir de uma DPS enviada anteriormente.",
            },
          ],
        }),
      };
    case "4":
      return "hang";
    default:
      return { status: 500, body: answer({ erros: [{ codigo: "X500", descricao: "Erro interno" }] }) };
  }
}

let sefin: FakeSefin;
let certificate: ShopCertificate;
let issuer: Issuer;

beforeAll(async () => {
  const { ca, shop, server } = testPki();
  sefin = await startFakeSefin({ caPem: ca.certPem, serverKeyPem: server.keyPem, serverCertPem: server.certPem, reply: script });
  certificate = openCertificate(shop.pfx, shop.password);
  // Room for the stand-in's XSD run and a TLS handshake on a busy machine: 1.5 s timed out under load.
  issuer = nationalIssuer({ environment: "restricted", baseUrl: sefin.url, identity: certificate, ca: ca.certPem, timeoutMs: 8000 });
});

afterAll(() => sefin.close());

function signedJob(number: string) {
  const prepared = prepareDps(job({ ...VALID_JOBS["MEI, CPF customer with address, e-mail and phone, a discount"], number }), certificate);
  if (!prepared.ok) throw new Error(prepared.issues.join("; "));
  return prepared;
}

describe("issuing over mutual TLS", () => {
  it("success: the server saw the shop's certificate, a gzipped base64 DPS, valid and signed; we get the key, number and XML", async () => {
    const dps = signedJob("1");
    const seen = sefin.nextRequest();
    const result = await issuer.issue(dps.xml);
    const request = await seen;
    expect(request).toMatchObject({
      method: "POST",
      path: "/SefinNacional/nfse",
      contentType: "application/json; charset=utf-8",
      clientCommonName: "OFICINA TESTE LTDA:12345678000195",
    });
    expect(request).toMatchObject({ gzipped: true, xsdErrors: [], signatureValid: true, signedId: dps.id, xml: dps.xml });
    expect(result).toEqual({ status: "issued", accessKey: ACCESS_KEY, dpsId: dps.id, number: "17", nfseXml: NFSE_XML });
  });

  it("a rejection with two errors, whichever case the keys come in", async () => {
    const result = await issuer.issue(signedJob("2").xml);
    expect(result).toEqual({
      status: "rejected",
      errors: [
        { code: "E0310", message: "O código de tributação nacional informado não existe." },
        { code: "E0240", message: "O CEP informado para o endereço nacional do tomador não existe. — CEP 01310100" },
      ],
    });
  });

  it("a duplicate (E0014), then the DPS looked up instead of sent again", async () => {
    const dps = signedJob("3");
    const result = await issuer.issue(dps.xml);
    expect(result).toMatchObject({ status: "duplicate", dpsId: dps.id, errors: [{ code: "E0014" }] });
    expect(await issuer.queryDps(dps.id)).toEqual({ status: "found", accessKey: ACCESS_KEY });
    expect(await issuer.queryDps("DPS" + "9".repeat(42))).toEqual({ status: "not_found" });
  });

  it("no answer within the timeout is 'unknown', sent once and not retried", async () => {
    const dps = signedJob("4");
    const before = sefin.received.length;
    const seen = sefin.nextRequest();
    const quick = nationalIssuer({
      environment: "restricted",
      baseUrl: sefin.url,
      identity: certificate,
      ca: testPki().ca.certPem,
      timeoutMs: 300,
    });
    expect(await quick.issue(dps.xml)).toEqual({ status: "unknown", reason: "timeout" });
    // The server read the one request it will never answer; nothing else came.
    expect((await seen).xml).toBe(dps.xml);
    expect(sefin.received.length - before).toBe(1);
  });

  it("a 5xx is 'unknown' too: Sefin may have issued it", async () => {
    expect(await issuer.issue(signedJob("5").xml)).toEqual({ status: "unknown", reason: "HTTP 500" });
  });

  it("an XML that breaks the XSD is never sent", async () => {
    const before = sefin.received.length;
    const broken = buildDps(job({ number: "6", service: { placeIbgeCode: "3550308", nationalTaxCode: "14010", description: "x" } })).xml;
    const result = await issuer.issue(broken);
    expect(result.status).toBe("invalid");
    expect(sefin.received.length).toBe(before);
  });

  it("a server the CA did not certify is refused before anything is sent: 'not_sent'", async () => {
    const before = sefin.received.length;
    const stranger = makeTestCa("AC QUE O CLIENTE NÃO CONHECE");
    const wary = nationalIssuer({
      environment: "restricted",
      baseUrl: sefin.url,
      identity: certificate,
      ca: stranger.certPem,
      timeoutMs: 1500,
    });
    expect(await wary.issue(signedJob("8").xml)).toMatchObject({ status: "not_sent", reason: expect.stringMatching(/certificate/i) });
    expect(sefin.received.length).toBe(before);
  });

  it("a client without a certificate is refused by TLS before any request is read", async () => {
    const before = sefin.received.length;
    const error = await new Promise<Error>((resolve, reject) => {
      const request = https.request(`${sefin.url}/nfse`, { method: "POST", ca: testPki().ca.certPem, agent: false }, () =>
        reject(new Error("answered")),
      );
      request.on("error", resolve);
      request.end(JSON.stringify({ dpsXmlGZipB64: "" }));
    });
    expect(error.message).toMatch(/certificate|socket hang up|ECONNRESET|alert/i);
    expect(sefin.received.length).toBe(before);
  });
});

describe("cancelling over mutual TLS", () => {
  it("the pedRegEvento reaches /nfse/{chave}/eventos signed, valid and gzipped", async () => {
    const event = prepareCancellation(
      {
        environment: "restricted",
        applicationVersion: "OficinaDigital 0.1",
        at: new Date(),
        cnpj: certificate.cnpj,
        accessKey: ACCESS_KEY,
        reason: "2",
        explanation: "Serviço não prestado: cliente desistiu",
      },
      certificate,
    );
    if (!event.ok) throw new Error(event.issues.join("; "));
    const seen = sefin.nextRequest();
    const result = await issuer.cancel(ACCESS_KEY, event.xml);
    expect(await seen).toMatchObject({
      method: "POST",
      path: `/SefinNacional/nfse/${ACCESS_KEY}/eventos`,
      gzipped: true,
      xsdErrors: [],
      signatureValid: true,
      signedId: `PRE${ACCESS_KEY}101101`,
    });
    expect(result).toEqual({ status: "registered", eventXml: "<evento>registrado</evento>" });
  });
});

it("the environment picks Sefin's host", () => {
  expect(SEFIN_BASE_URLS).toEqual({
    restricted: "https://sefin.producaorestrita.nfse.gov.br/SefinNacional",
    production: "https://sefin.nfse.gov.br/SefinNacional",
  });
});
