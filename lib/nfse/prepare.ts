/**
 * From a job's data to a signed document ready for an Issuer: the national rules, the XML, the
 * signature. The XSD check is the Issuer's, right before sending (one libxml2 run, not two).
 */
import "server-only";

import type { ShopCertificate } from "./certificate";
import { buildDps } from "./dps";
import { checkDpsInput } from "./dps-rules";
import { buildCancellation, type CancellationInput } from "./event";
import { MoneyFormatError } from "./money";
import { signXml } from "./sign";
import type { DpsInput } from "./types";

export type Prepared = { ok: true; id: string; xml: string } | { ok: false; issues: string[] };

export function prepareDps(input: DpsInput, certificate: ShopCertificate): Prepared {
  const issues = checkDpsInput(input);
  if (certificate.cnpj !== input.provider.cnpj.replace(/\D/g, "")) issues.push("O certificado não é do CNPJ da oficina");
  if (issues.length > 0) return { ok: false, issues };
  let built: { id: string; xml: string };
  try {
    built = buildDps(input);
  } catch (error) {
    if (error instanceof MoneyFormatError) return { ok: false, issues: [error.message] };
    throw error;
  }
  return { ok: true, id: built.id, xml: signXml(built.xml, "infDPS", certificate) };
}

export function prepareCancellation(input: CancellationInput, certificate: ShopCertificate): Prepared {
  const built = buildCancellation(input);
  const issues = input.explanation.trim().length < 15 ? ["O motivo do cancelamento precisa de ao menos 15 caracteres"] : [];
  if (!/^\d{50}$/.test(input.accessKey)) issues.push("Chave de acesso da NFS-e inválida");
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, id: built.id, xml: signXml(built.xml, "infPedReg", certificate) };
}
