/**
 * The cancellation of a note: a pedRegEvento (pedRegEvento_v1.01.xsd, TCInfPedReg) with the event
 * e101101, signed like the DPS (over infPedReg) and posted to /nfse/{chave}/eventos.
 */
import { create } from "xmlbuilder2";

import { LAYOUT_VERSION, NFSE_NAMESPACE, digits, saoPauloDateTime, text } from "./dps";
import type { NfseEnvironment } from "./types";

export const CANCELLATION_EVENT = "101101";

/** TSCodJustCanc: 1 erro na emissão, 2 serviço não prestado, 9 outros. */
export type CancellationReason = "1" | "2" | "9";

export interface CancellationInput {
  environment: NfseEnvironment;
  applicationVersion: string;
  at: Date;
  /** The author: the shop's CNPJ. */
  cnpj: string;
  /** chNFSe: the note's 50-digit access key. */
  accessKey: string;
  reason: CancellationReason;
  /** xMotivo (TSMotivo): 15 to 255 characters. */
  explanation: string;
}

/** TSIdPedRegEvt ("PRE[0-9]{56}"): "PRE" + chave de acesso (50) + tipo do evento (6). */
export const eventRequestId = (accessKey: string, event = CANCELLATION_EVENT) => `PRE${accessKey}${event}`;

export function buildCancellation(input: CancellationInput): { id: string; xml: string } {
  const id = eventRequestId(input.accessKey);
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const inf = doc.ele(NFSE_NAMESPACE, "pedRegEvento", { versao: LAYOUT_VERSION }).ele("infPedReg", { Id: id });
  inf.ele("tpAmb").txt(input.environment === "production" ? "1" : "2");
  inf.ele("verAplic").txt(text(input.applicationVersion));
  inf.ele("dhEvento").txt(saoPauloDateTime(input.at));
  inf.ele("CNPJAutor").txt(digits(input.cnpj));
  inf.ele("chNFSe").txt(input.accessKey);
  const event = inf.ele(`e${CANCELLATION_EVENT}`);
  event.ele("xDesc").txt("Cancelamento de NFS-e");
  event.ele("cMotivo").txt(input.reason);
  event.ele("xMotivo").txt(text(input.explanation));
  return { id, xml: doc.end({ headless: false, prettyPrint: false }) };
}
