/**
 * The DPS XML of the national layout 1.01, elements in the XSD's order (TCInfDPS in
 * schemas/1.01/tiposComplexos_v1.01.xsd). It builds what it is given: the rules the XSD cannot
 * express live in checkDpsInput (dps-rules.ts), and validateDps checks the result against the XSD.
 *
 * Left out on purpose: subst (replacing a note), interm (an intermediary), comExt/obra/atvEvento,
 * tribFed (PIS/COFINS, not a MEI's nor a Simples shop's), and the tax reform's IBSCBS group (NT
 * 004/2025): optional in 1.01 and not validated in 2026's test year, so a note goes without it
 * until the accountant asks for it.
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";

import { decimal2 } from "./money";
import type { DpsInput, NationalAddress, TotalTaxes } from "./types";

export const NFSE_NAMESPACE = "http://www.sped.fazenda.gov.br/nfse";
export const LAYOUT_VERSION = "1.01";
const SAO_PAULO = "America/Sao_Paulo";

export const digits = (value: string) => value.replace(/\D/g, "");

const TYPOGRAPHIC: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
};

/**
 * TSString ("[!-ÿ]{1}[ -ÿ]{0,}[!-ÿ]{1}"): Latin-1 only, no line break, no blank at either end. A
 * phone's keyboard types curly quotes and dashes; those become their ASCII selves, line breaks and
 * tabs a space. Anything else outside Latin-1 is left for the XSD to name.
 */
export const text = (value: string) =>
  value
    .replace(/[\u2018\u2019\u201A\u201C\u201D\u201E\u2013\u2014\u2026]/g, (char) => TYPOGRAPHIC[char] ?? char)
    .replace(/\s+/g, " ")
    .trim();

/** dhEmi: "2026-11-20T14:05:09-03:00", the shop's clock with its offset (TSDateTimeUTC). */
export function saoPauloDateTime(date: Date): string {
  return format(new TZDate(date, SAO_PAULO), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/**
 * Id of infDPS (TSIdDPS, "DPS[0-9]{42}"): "DPS" + cLocEmi (7) + tipo de inscrição federal (1 CPF,
 * 2 CNPJ) + inscrição (14, a CPF padded with zeros) + série (5) + nDPS (15).
 */
export function dpsId(input: Pick<DpsInput, "issuerCityIbgeCode" | "series" | "number"> & { providerDocument: string }): string {
  const document = digits(input.providerDocument);
  const kind = document.length === 11 ? "1" : "2";
  return `DPS${input.issuerCityIbgeCode}${kind}${document.padStart(14, "0")}${input.series.padStart(5, "0")}${input.number.padStart(15, "0")}`;
}

function add(parent: XMLBuilder, name: string, value: string | undefined): void {
  if (value !== undefined && value !== "") parent.ele(name).txt(value);
}

function address(parent: XMLBuilder, value: NationalAddress): void {
  const end = parent.ele("end");
  const nac = end.ele("endNac");
  add(nac, "cMun", value.cityIbgeCode);
  add(nac, "CEP", digits(value.postalCode));
  add(end, "xLgr", text(value.street));
  add(end, "nro", text(value.number));
  add(end, "xCpl", value.complement ? text(value.complement) : undefined);
  add(end, "xBairro", text(value.district));
}

function totalTaxes(trib: XMLBuilder, value: TotalTaxes): void {
  const tot = trib.ele("totTrib");
  if (value.kind === "not_informed") add(tot, "indTotTrib", "0");
  else if (value.kind === "simples_percent") add(tot, "pTotTribSN", decimal2("pTotTribSN", value.percent));
  else {
    const percent = tot.ele("pTotTrib");
    add(percent, "pTotTribFed", decimal2("pTotTribFed", value.federal));
    add(percent, "pTotTribEst", decimal2("pTotTribEst", value.state));
    add(percent, "pTotTribMun", decimal2("pTotTribMun", value.municipal));
  }
}

export interface BuiltDps {
  /** The Id of infDPS, what the signature references and GET /dps/{id} looks up. */
  id: string;
  xml: string;
}

export function buildDps(input: DpsInput): BuiltDps {
  const providerCnpj = digits(input.provider.cnpj);
  const id = dpsId({ ...input, providerDocument: providerCnpj });
  const opSimpNac = { not_simples: "1", mei: "2", simples: "3" }[input.provider.regime.kind];

  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const dps = doc.ele(NFSE_NAMESPACE, "DPS", { versao: LAYOUT_VERSION });
  const inf = dps.ele("infDPS", { Id: id });
  add(inf, "tpAmb", input.environment === "production" ? "1" : "2");
  add(inf, "dhEmi", saoPauloDateTime(input.issuedAt));
  add(inf, "verAplic", text(input.applicationVersion));
  add(inf, "serie", input.series);
  add(inf, "nDPS", input.number);
  add(inf, "dCompet", input.competenceDate);
  add(inf, "tpEmit", "1");
  add(inf, "cLocEmi", input.issuerCityIbgeCode);

  const prest = inf.ele("prest");
  add(prest, "CNPJ", providerCnpj);
  add(prest, "IM", input.provider.municipalRegistration ? text(input.provider.municipalRegistration) : undefined);
  const regTrib = prest.ele("regTrib");
  add(regTrib, "opSimpNac", opSimpNac);
  if (input.provider.regime.kind === "simples") add(regTrib, "regApTribSN", input.provider.regime.apuracao ?? "1");
  add(regTrib, "regEspTrib", input.provider.specialRegime ?? "0");

  if (input.customer) {
    const customer = input.customer;
    const toma = inf.ele("toma");
    const document = digits(customer.document);
    add(toma, document.length === 11 ? "CPF" : "CNPJ", document);
    add(toma, "xNome", text(customer.name));
    if (customer.address) address(toma, customer.address);
    add(toma, "fone", customer.phone ? digits(customer.phone) : undefined);
    add(toma, "email", customer.email ? text(customer.email) : undefined);
  }

  const serv = inf.ele("serv");
  add(serv.ele("locPrest"), "cLocPrestacao", input.service.placeIbgeCode);
  const cServ = serv.ele("cServ");
  add(cServ, "cTribNac", input.service.nationalTaxCode);
  add(cServ, "cTribMun", input.service.municipalTaxCode);
  // TSDesc2000 allows line breaks; xmlbuilder2 escapes &, < and > in text (quotes need none there).
  add(cServ, "xDescServ", input.service.description.trim());
  add(cServ, "cNBS", input.service.nbsCode);

  const values = input.values;
  const valores = inf.ele("valores");
  add(valores.ele("vServPrest"), "vServ", decimal2("vServ", values.services));
  if (values.unconditionalDiscount !== undefined || values.conditionalDiscount !== undefined) {
    const discount = valores.ele("vDescCondIncond");
    if (values.unconditionalDiscount !== undefined) add(discount, "vDescIncond", decimal2("vDescIncond", values.unconditionalDiscount));
    if (values.conditionalDiscount !== undefined) add(discount, "vDescCond", decimal2("vDescCond", values.conditionalDiscount));
  }
  if (values.deduction) {
    const dedRed = valores.ele("vDedRed");
    if (values.deduction.kind === "value") add(dedRed, "vDR", decimal2("vDR", values.deduction.amount));
    else add(dedRed, "pDR", decimal2("pDR", values.deduction.percent));
  }
  const trib = valores.ele("trib");
  const tribMun = trib.ele("tribMun");
  add(tribMun, "tribISSQN", "1");
  add(tribMun, "tpRetISSQN", values.issWithheld ?? "1");
  if (values.issRatePercent !== undefined) add(tribMun, "pAliq", decimal2("pAliq", values.issRatePercent));
  // indTotTrib 0 unless told: a MEI or a shop outside the Simples may; a ME/EPP may not (E0712, dps-rules.ts).
  totalTaxes(trib, values.totalTaxes ?? { kind: "not_informed" });

  return { id, xml: doc.end({ headless: false, prettyPrint: false }) };
}
