/**
 * The national service codes (cTribNac: item, subitem and "desdobro nacional" of LC 116/2003's
 * list, six digits) a car-repair shop may use, with the list's own wording. Sefin refuses a code
 * not in its table (E0310), so the form offers only these; the shop's accountant picks one.
 *
 * Source: the national table "CodTribNac" of the Portal Nacional da NFS-e, as transcribed in
 * will951357/nfse_nacional (pdf/nfse/de_para.py, full wording) and cross-checked, code by code,
 * with two other public transcriptions (a TypeScript table made from the portal's
 * CodTribNac.xlsx, and a PHP enum of an NFS-e Nacional SDK); all three agree on every code below.
 * Left out: 14.13 and 14.14's other splits, where the transcriptions disagree, and every item a
 * repair shop does not sell. The accountant confirms the code once (docs/features/nfse.md).
 */

export type ServiceCode = { code: string; item: string; description: string };

/** 140101 first: what nearly every job is (labour only: the parts are ICMS's). */
export const SERVICE_CODES: readonly ServiceCode[] = [
  {
    code: "140101",
    item: "14.01",
    description:
      "Lubrificação, limpeza, lustração, revisão, carga e recarga, conserto, restauração, blindagem, manutenção e conservação de máquinas, veículos, aparelhos, equipamentos, motores, elevadores ou de qualquer objeto (exceto peças e partes empregadas, que ficam sujeitas ao ICMS).",
  },
  { code: "140201", item: "14.02", description: "Assistência técnica." },
  {
    code: "140301",
    item: "14.03",
    description: "Recondicionamento de motores (exceto peças e partes empregadas, que ficam sujeitas ao ICMS).",
  },
  { code: "140401", item: "14.04", description: "Recauchutagem ou regeneração de pneus." },
  {
    code: "140501",
    item: "14.05",
    description:
      "Restauração, recondicionamento, acondicionamento, pintura, beneficiamento, lavagem, secagem, tingimento, galvanoplastia, anodização, corte, recorte, plastificação, costura, acabamento, polimento e congêneres de objetos quaisquer.",
  },
  {
    code: "140601",
    item: "14.06",
    description:
      "Instalação e montagem de aparelhos, máquinas e equipamentos, inclusive montagem industrial, prestados ao usuário final, exclusivamente com material por ele fornecido.",
  },
  { code: "141101", item: "14.11", description: "Tapeçaria e reforma de estofamentos em geral." },
  { code: "141201", item: "14.12", description: "Funilaria e lanternagem." },
  { code: "141401", item: "14.14", description: "Guincho intramunicipal." },
];

export const DEFAULT_SERVICE_CODE = "140101";

export function serviceCode(code: string): ServiceCode | undefined {
  return SERVICE_CODES.find((entry) => entry.code === code);
}

/** "14.01.01 - Lubrificação, …": how the picker shows a code, its description cut to fit a phone's select. */
export function serviceCodeLabel({ code, description }: ServiceCode, max = 90): string {
  const dotted = `${code.slice(0, 2)}.${code.slice(2, 4)}.${code.slice(4)}`;
  const text = description.length > max ? `${description.slice(0, max - 1).trimEnd()}…` : description;
  return `${dotted} - ${text}`;
}
