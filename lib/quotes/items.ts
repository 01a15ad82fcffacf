import type { LabourPricing, PartCondition, QuoteItemKind } from "@/lib/enums";

/** The most lines a quote holds: a full engine job fits; a page and a PDF stay readable. */
export const MAX_QUOTE_ITEMS = 100;

export const QUOTE_ITEM_KIND_LABELS: Record<QuoteItemKind, string> = {
  service: "Serviço",
  part: "Peça",
  labour: "Mão de obra",
};

/** The plural, for the subtotals. */
export const QUOTE_ITEM_KIND_TOTAL_LABELS: Record<QuoteItemKind, string> = {
  service: "Serviços",
  part: "Peças",
  labour: "Mão de obra",
};

/** How each condition is named to the mechanic and the customer (CDC art. 21). */
export const PART_CONDITION_LABELS: Record<PartCondition, string> = {
  original: "Original",
  paralela: "Paralela",
  usada: "Usada",
};

export const LABOUR_PRICING_LABELS: Record<LabourPricing, string> = {
  hours: "Por hora",
  fixed: "Preço fechado",
};

/** The warranty a new shop's quotes state until it writes its own (CDC art. 26 II). */
export const DEFAULT_WARRANTY_TEXT = "Garantia de 90 dias para os serviços executados (CDC, art. 26).";

/** How long a quote holds unless the mechanic says otherwise (CDC art. 40 §1). */
export const DEFAULT_VALIDITY_DAYS = 10;
