/**
 * What Sefin Nacional answers, as its swagger and the manual's examples shape it, for the local
 * stand-in (tests/support/nfse-sefin-server.ts): a note made from the DPS received (its key and
 * number), a refusal, a DPS found by a query, an event registered.
 */
import { gzipSync } from "node:zlib";

const gzipBase64 = (xml: string) => gzipSync(Buffer.from(xml, "utf8")).toString("base64");

const base = () => ({ tipoAmbiente: 2, versaoAplicativo: "SefinNacional_1.6.0", dataHoraProcessamento: new Date().toISOString() });

/** A 50-digit access key from the DPS's Id (city, document, number) and a serial, as Sefin composes one. */
export function accessKeyFor(dpsId: string, serial: number): string {
  const digits = dpsId.replace(/\D/g, "");
  return `${digits.slice(0, 7)}2${digits.slice(8, 22)}${String(serial).padStart(13, "0")}26111${String(serial).padStart(9, "0")}9`
    .slice(0, 50)
    .padEnd(50, "0");
}

/** The NFS-e's XML around the DPS it came from (infNFSe with its number, key and the DPS). */
export function nfseXmlFor(dpsXml: string, accessKey: string, number: string): string {
  const dps = dpsXml.replace(/^<\?xml[^>]*\?>/, "");
  return (
    `<?xml version="1.0" encoding="UTF-8"?><NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01">` +
    `<infNFSe Id="NFS${accessKey}"><xLocEmi>São Paulo</xLocEmi><nNFSe>${number}</nNFSe>` +
    `<dhProc>${new Date().toISOString().slice(0, 19)}-03:00</dhProc>${dps}</infNFSe></NFSe>`
  );
}

export const issuedAnswer = (dpsId: string, accessKey: string, nfseXml: string) => ({
  status: 201,
  body: { ...base(), idDps: dpsId, chaveAcesso: accessKey, nfseXmlGZipB64: gzipBase64(nfseXml) },
});

export const refusedAnswer = (code: string, descricao: string, status = 400) => ({
  status,
  body: { ...base(), erros: [{ codigo: code, descricao, complemento: "" }] },
});

export const foundDpsAnswer = (dpsId: string, accessKey: string) => ({
  status: 200,
  body: { ...base(), idDps: dpsId, chaveAcesso: accessKey },
});

export const nfseAnswer = (accessKey: string, nfseXml: string) => ({
  status: 200,
  body: { ...base(), chaveAcesso: accessKey, nfseXmlGZipB64: gzipBase64(nfseXml) },
});

export const notFoundAnswer = () => ({ status: 404, body: { ...base(), erro: { codigo: "E404", descricao: "Não encontrado" } } });

export const eventAnswer = (accessKey: string) => ({
  status: 201,
  body: {
    ...base(),
    eventoXmlGZipB64: gzipBase64(
      `<evento xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infEvento Id="EVT${accessKey}101101001"><chNFSe>${accessKey}</chNFSe></infEvento></evento>`,
    ),
  },
});

/** The DPS's Id and number in a received XML. */
export function dpsOf(xml: string | undefined): { id: string; number: string } {
  return { id: /Id="(DPS\d{42})"/.exec(xml ?? "")?.[1] ?? "", number: /<nDPS>(\d+)<\/nDPS>/.exec(xml ?? "")?.[1] ?? "" };
}
