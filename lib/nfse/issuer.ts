/**
 * One interface for issuing a note, whoever carries it: `national` (Sefin Nacional's API) today;
 * a provider's adapter (Focus NFe, NFE.io) implements the same later.
 *
 * The API's shapes are Sefin Nacional's swagger (NFSePostRequest `dpsXmlGZipB64`,
 * NFSePostResponseSucesso `chaveAcesso` / `idDps` / `nfseXmlGZipB64`, NFSePostResponseErro
 * `erros[]`, EventosPostRequest `pedidoRegistroEventoXmlGZipB64`, ResponseErro `erro`), as vendored
 * by public emitters; the error items' keys are `codigo`/`descricao` in the swagger and
 * `Codigo`/`Descricao` in answers people have logged, so both are read.
 */
import "server-only";

import { DOMParser } from "@xmldom/xmldom";

import { NFSE_NAMESPACE } from "./dps";
import { signedId } from "./sign";
import { gunzipBase64, gzipBase64, requestJson, type TransportOptions, type TransportResult } from "./transport";
import type { NfseEnvironment } from "./types";
import { validateDps, validateEvent } from "./validate";

export const SEFIN_BASE_URLS: Record<NfseEnvironment, string> = {
  restricted: "https://sefin.producaorestrita.nfse.gov.br/SefinNacional",
  production: "https://sefin.nfse.gov.br/SefinNacional",
};

/** "Conjunto de Série, Número, Código do Município Emissor e CNPJ/CPF ... já existe em uma NFS-e". */
export const DUPLICATE_DPS_CODE = "E0014";

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface NfseError {
  code: string;
  message: string;
}

export type IssueResult =
  | { status: "issued"; accessKey: string; dpsId: string; number: string | undefined; nfseXml: string }
  | { status: "rejected"; errors: NfseError[] }
  /** The same série + número was already issued: look the note up (queryDps) instead of resending. */
  | { status: "duplicate"; dpsId: string | undefined; errors: NfseError[] }
  /** Not known whether Sefin issued it (a timeout, a dropped connection, its 5xx): query the DPS. */
  | { status: "unknown"; reason: string }
  /** The connection failed before TLS was up (refused, an untrusted server): safe to send again. */
  | { status: "not_sent"; reason: string }
  /** Refused here, never sent: the XML breaks the XSD (our bug, logged with the errors). */
  | { status: "invalid"; errors: string[] };

export type QueryDpsResult =
  | { status: "found"; accessKey: string }
  | { status: "not_found" }
  | { status: "unknown"; reason: string }
  | { status: "not_sent"; reason: string }
  | { status: "rejected"; errors: NfseError[] };

export type FetchNfseResult =
  | { status: "found"; accessKey: string; number: string | undefined; nfseXml: string }
  | { status: "not_found" }
  | { status: "unknown"; reason: string }
  | { status: "not_sent"; reason: string }
  | { status: "rejected"; errors: NfseError[] };

export type CancelResult =
  | { status: "registered"; eventXml: string }
  | { status: "rejected"; errors: NfseError[] }
  | { status: "unknown"; reason: string }
  | { status: "not_sent"; reason: string }
  | { status: "invalid"; errors: string[] };

export interface Issuer {
  /** Sends a signed DPS once. Never retries: after "unknown", queryDps before sending again. */
  issue(signedDpsXml: string): Promise<IssueResult>;
  queryDps(dpsId: string): Promise<QueryDpsResult>;
  /** The note's XML by its access key: after queryDps found a DPS a lost answer had issued. */
  fetchNfse(accessKey: string): Promise<FetchNfseResult>;
  /** Sends a signed pedRegEvento (the cancellation, buildCancellation + signXml). */
  cancel(accessKey: string, signedEventXml: string): Promise<CancelResult>;
}

export interface NationalIssuerOptions extends Omit<TransportOptions, "timeoutMs"> {
  environment: NfseEnvironment;
  /** Overrides the environment's URL (the tests' local server). */
  baseUrl?: string;
  timeoutMs?: number;
}

export function nationalIssuer(options: NationalIssuerOptions): Issuer {
  const base = (options.baseUrl ?? SEFIN_BASE_URLS[options.environment]).replace(/\/$/, "");
  const transport: TransportOptions = { identity: options.identity, ca: options.ca, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS };

  return {
    async issue(signedDpsXml) {
      const valid = await validateDps(signedDpsXml);
      if (!valid.ok) return { status: "invalid", errors: valid.errors };
      const result = await requestJson("POST", `${base}/nfse`, { dpsXmlGZipB64: gzipBase64(signedDpsXml) }, transport);
      if (result.kind !== "response") return unknown(result);
      const body = asRecord(result.body);
      if (result.status >= 500) return { status: "unknown", reason: `HTTP ${result.status}` };
      if (result.status === 200 || result.status === 201) {
        const accessKey = stringField(body, "chaveAcesso");
        const nfse = stringField(body, "nfseXmlGZipB64");
        if (!accessKey || !nfse) return { status: "unknown", reason: "resposta de sucesso sem chaveAcesso ou nfseXmlGZipB64" };
        const nfseXml = gunzipBase64(nfse);
        return {
          status: "issued",
          accessKey,
          dpsId: stringField(body, "idDps") ?? signedId(signedDpsXml, "infDPS") ?? "",
          number: nfseNumber(nfseXml),
          nfseXml,
        };
      }
      const errors = errorsOf(body);
      if (errors.some((error) => error.code === DUPLICATE_DPS_CODE)) {
        return { status: "duplicate", dpsId: stringField(body, "idDPS") ?? signedId(signedDpsXml, "infDPS"), errors };
      }
      return {
        status: "rejected",
        errors: errors.length > 0 ? errors : [{ code: `HTTP ${result.status}`, message: "Rejeitada sem mensagem" }],
      };
    },

    async queryDps(dpsId) {
      const result = await requestJson("GET", `${base}/dps/${encodeURIComponent(dpsId)}`, undefined, transport);
      if (result.kind !== "response") return unknown(result);
      const body = asRecord(result.body);
      if (result.status === 200) {
        const accessKey = stringField(body, "chaveAcesso");
        return accessKey ? { status: "found", accessKey } : { status: "unknown", reason: "resposta sem chaveAcesso" };
      }
      if (result.status === 404) return { status: "not_found" };
      if (result.status >= 500) return { status: "unknown", reason: `HTTP ${result.status}` };
      return { status: "rejected", errors: errorsOf(body) };
    },

    async fetchNfse(accessKey) {
      const result = await requestJson("GET", `${base}/nfse/${encodeURIComponent(accessKey)}`, undefined, transport);
      if (result.kind !== "response") return unknown(result);
      const body = asRecord(result.body);
      if (result.status === 200) {
        const nfse = stringField(body, "nfseXmlGZipB64");
        if (!nfse) return { status: "unknown", reason: "resposta sem nfseXmlGZipB64" };
        const nfseXml = gunzipBase64(nfse);
        return { status: "found", accessKey: stringField(body, "chaveAcesso") ?? accessKey, number: nfseNumber(nfseXml), nfseXml };
      }
      if (result.status === 404) return { status: "not_found" };
      if (result.status >= 500) return { status: "unknown", reason: `HTTP ${result.status}` };
      return { status: "rejected", errors: errorsOf(body) };
    },

    async cancel(accessKey, signedEventXml) {
      const valid = await validateEvent(signedEventXml);
      if (!valid.ok) return { status: "invalid", errors: valid.errors };
      const url = `${base}/nfse/${encodeURIComponent(accessKey)}/eventos`;
      const result = await requestJson("POST", url, { pedidoRegistroEventoXmlGZipB64: gzipBase64(signedEventXml) }, transport);
      if (result.kind !== "response") return unknown(result);
      const body = asRecord(result.body);
      if (result.status >= 500) return { status: "unknown", reason: `HTTP ${result.status}` };
      const event = stringField(body, "eventoXmlGZipB64");
      if ((result.status === 200 || result.status === 201) && event) return { status: "registered", eventXml: gunzipBase64(event) };
      return { status: "rejected", errors: errorsOf(body) };
    },
  };
}

function unknown(result: Exclude<TransportResult, { kind: "response" }>): { status: "unknown" | "not_sent"; reason: string } {
  if (result.kind === "timeout") return { status: "unknown", reason: "timeout" };
  return { status: result.sent ? "unknown" : "not_sent", reason: result.message };
}

type JsonRecord = Record<string, unknown>;
const asRecord = (value: unknown): JsonRecord => (value && typeof value === "object" && !Array.isArray(value) ? (value as JsonRecord) : {});

function stringField(record: JsonRecord, name: string): string | undefined {
  const value = record[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** `erros: [...]` on issuing, `erro: {...}` or `erro: [...]` on queries and events. */
export function errorsOf(body: JsonRecord): NfseError[] {
  const raw = body.erros ?? body.Erros ?? body.erro ?? body.Erro;
  const items = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return items.map((item) => {
    const record = asRecord(item);
    const field = (...names: string[]) =>
      names.map((name) => record[name]).find((value): value is string => typeof value === "string" && value !== "");
    const message = [field("descricao", "Descricao", "mensagem", "Mensagem"), field("complemento", "Complemento")]
      .filter(Boolean)
      .join(" — ");
    return { code: field("codigo", "Codigo") ?? "", message };
  });
}

/** nNFSe of infNFSe: the note's number in the city's sequence, what the shop shows. */
function nfseNumber(nfseXml: string): string | undefined {
  try {
    const doc = new DOMParser().parseFromString(nfseXml, "text/xml");
    return doc.getElementsByTagNameNS(NFSE_NAMESPACE, "nNFSe")[0]?.textContent ?? undefined;
  } catch {
    return undefined;
  }
}
