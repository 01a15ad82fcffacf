/**
 * What the national system rejects that the XSD cannot say, checked before a DPS is built so the
 * shop reads the reason in Portuguese instead of waiting for Sefin's code. Each rule names the
 * rejection code of the manual's annex of DPS rules ("Anexo I - Leiaute e regras de negócio"),
 * as reproduced in public implementations (see docs/features/nfse.md).
 */
import { isValidCnpj, isValidCpf } from "@brazilian-utils/brazilian-utils";
import Big from "big.js";

import { digits } from "./dps";
import { toBig } from "./money";
import type { DpsInput } from "./types";

export function checkDpsInput(input: DpsInput): string[] {
  const issues: string[] = [];
  const regime = input.provider.regime.kind;

  if (!isValidCnpj(digits(input.provider.cnpj))) issues.push("CNPJ da oficina inválido");

  const customer = input.customer;
  if (customer) {
    const document = digits(customer.document);
    if (document.length === 11 ? !isValidCpf(document) : !isValidCnpj(document)) issues.push("CPF ou CNPJ do cliente inválido");
    if (document.length === 14 && !customer.address) issues.push("Endereço do cliente obrigatório para CNPJ (E0235)");
  }

  const values = input.values;
  if (values.deduction && regime === "mei") issues.push("MEI não pode informar dedução/redução (E0436)");
  const apuracao = input.provider.regime.kind === "simples" ? (input.provider.regime.apuracao ?? "1") : undefined;
  if (values.deduction && apuracao === "1") issues.push("ME/EPP que apura pelo Simples não informa dedução/redução (E0441)");
  if (values.deduction && (input.provider.specialRegime ?? "0") !== "0") issues.push("Regime especial não informa dedução/redução (E0438)");
  if (values.issRatePercent !== undefined) {
    if (regime === "mei") issues.push("MEI não informa alíquota do ISS (E0600)");
    if ((input.provider.specialRegime ?? "0") !== "0") issues.push("Regime especial não informa alíquota do ISS (E0604)");
    if (safeBig(values.issRatePercent)?.gt(5)) issues.push("Alíquota do ISS acima de 5% (E0595)");
  }
  if (regime === "simples" && (values.totalTaxes ?? { kind: "not_informed" }).kind === "not_informed") {
    issues.push("ME/EPP do Simples informa os tributos aproximados (pTotTribSN) (E0712)");
  }

  const services = safeBig(values.services);
  const discounts = [values.unconditionalDiscount, values.conditionalDiscount].reduce<Big>(
    (sum, v) => sum.plus(v === undefined ? 0 : (safeBig(v) ?? 0)),
    new Big(0),
  );
  if (services && services.lte(0)) issues.push("Valor do serviço deve ser maior que zero");
  if (services && discounts.gt(services)) issues.push("Descontos maiores que o valor do serviço");
  return issues;
}

function safeBig(value: Parameters<typeof toBig>[0]): Big | undefined {
  try {
    return toBig(value);
  } catch {
    return undefined;
  }
}
