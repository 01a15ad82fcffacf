import { csvBytes } from "@/lib/account-export/csv";
import { dateTimeCell, decimalCell, integerCell, textCell, yesNoCell } from "@/lib/account-export/format";
import type { FiscalProfile } from "@/lib/data/fiscal-settings";
import { fiscalSettings } from "@/lib/messages/fiscal-settings";

/**
 * 'Nota fiscal': the fiscal data and what the page shows of the A1 certificate (holder, CNPJ,
 * validity, when it was sent). Read through getFiscalProfile, which never selects the sealed file:
 * the certificate and its password are the shop's key to sign in its name, never exported; the
 * shop keeps its own .pfx.
 */
export function fiscalFiles(profile: FiscalProfile | null): { name: string; bytes: Buffer }[] {
  const settings = profile?.settings ?? null;
  const certificate = profile?.certificate ?? null;
  const bytes = csvBytes(
    [
      "Regime Tributário",
      "Inscrição Municipal",
      "Cidade",
      "Código IBGE da Cidade",
      "Código do Serviço (NFS-e)",
      "Código do Serviço na Prefeitura",
      "Alíquota do ISS (%)",
      "Cliente Empresa Retém o ISS",
      "Percentual dos Tributos do Simples (%)",
      "Peças na Descrição da Nota",
      "Série da DPS",
      "Próximo Número da DPS",
      "Certificado: Titular",
      "Certificado: CNPJ",
      "Certificado: Válido de",
      "Certificado: Válido até",
      "Certificado: Enviado em",
    ],
    settings || certificate ? [{ settings, certificate }] : [],
    ({ settings: s, certificate: c }) => [
      s ? fiscalSettings.data.regime[s.regime] : "",
      textCell(s?.municipalRegistration),
      textCell(s?.cityName),
      textCell(s?.cityIbgeCode),
      textCell(s?.nationalTaxCode),
      textCell(s?.municipalTaxCode),
      decimalCell(s?.issRate),
      yesNoCell(s?.issWithheldByCompanies),
      decimalCell(s?.simplesTaxPercent),
      yesNoCell(s?.partsInDescription),
      textCell(s?.series),
      integerCell(s?.nextNumber),
      textCell(c?.holderName),
      textCell(c?.cnpj),
      dateTimeCell(c?.notBefore),
      dateTimeCell(c?.notAfter),
      dateTimeCell(c?.uploadedAt),
    ],
  );
  return [{ name: "nota_fiscal.csv", bytes }];
}
