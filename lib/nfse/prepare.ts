/**
 * From a job's data to a signed document ready for an Issuer: the rules, the XML, the XSD, the
 * signature, in that order, so nothing unsigned or invalid ever reaches the network.
 */
import "server-only";

import type { ShopCertificate } from "./certificate";
import { buildDps } from "./dps";
import { checkDpsInput } from "./dps-rules";
import { buildCancellation, type CancellationInput } from "./event";
import { MoneyFormatError } from "./money";
import { signXml } from "./sign";
import type { DpsInput } from "./types";
import { validateDps, validateEvent } from "./validate";

export type Prepared = { ok: true; id: string; xml: string } | { ok: false; issues: string[] };

export async function prepareDps(input: DpsInput, certificate: ShopCertificate): Promise<Prepared> {
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
  const signed = signXml(built.xml, "infDPS", certificate);
  const valid = await validateDps(signed);
  return valid.ok ? { ok: true, id: built.id, xml: signed } : { ok: false, issues: valid.errors };
}

export async function prepareCancellation(input: CancellationInput, certificate: ShopCertificate): Promise<Prepared> {
  const built = buildCancellation(input);
  const signed = signXml(built.xml, "infPedReg", certificate);
  const valid = await validateEvent(signed);
  return valid.ok ? { ok: true, id: built.id, xml: signed } : { ok: false, issues: valid.errors };
}
