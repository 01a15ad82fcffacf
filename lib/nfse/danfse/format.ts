import { formatCNPJ, formatCPF } from "@brazilian-utils/brazilian-utils";
import { DOMParser } from "@xmldom/xmldom";
import { NFSE_NAMESPACE } from "@/lib/nfse/dps";

/** The CPF or CNPJ digits, formatted and named ("CNPJ", "11.222.333/0001-81"); null when they are neither. */
export function taxIdText(digits: string) {
  if (digits.length === 14) return { kind: "CNPJ" as const, text: formatCNPJ(digits) };
  if (digits.length === 11) return { kind: "CPF" as const, text: formatCPF(digits) };
  return null;
}

/** "2.00" → "2,00%": a percent as the note states it (two places), Brazilian decimal comma. */
export function percentText(value: string) {
  return `${value.replace(".", ",")}%`;
}

/** What only the NFS-e XML says: when the government processed it, and where it says it was issued. */
export type NfseXmlFacts = { processedAt: Date | null; cityOfIssue: string | null };

/**
 * dhProc and xLocEmi of infNFSe, read tolerantly: a note whose XML is missing, malformed or lacks
 * them still draws, with the columns' own date and the summary's city.
 */
export function readNfseXmlFacts(xml: string | null): NfseXmlFacts {
  const none = { processedAt: null, cityOfIssue: null };
  if (!xml) return none;
  try {
    const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, "text/xml");
    const text = (tag: string) => doc.getElementsByTagNameNS(NFSE_NAMESPACE, tag)[0]?.textContent?.trim() || null;
    const processed = text("dhProc");
    const at = processed ? new Date(processed) : null;
    return { processedAt: at && !Number.isNaN(at.getTime()) ? at : null, cityOfIssue: text("xLocEmi") };
  } catch {
    return none;
  }
}
