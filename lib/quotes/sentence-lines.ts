import type { DraftLine, SentencePart } from "@/lib/assistant/quote-sentence";
import type { Unit } from "@/lib/assistant/sentence-words";
import { plainText } from "@/lib/assistant/words";
import type { LabourPricing, PartCondition, QuoteItemKind } from "@/lib/enums";
import { quoteEditor } from "@/lib/messages/quote-editor";
import type { SavedItem } from "@/lib/quotes/drafts";

const m = quoteEditor.assistant;

/** A line of one of the shop's past quotes, as the sentence matcher weighs it and the draft prices it. */
export type PastLine = {
  description: string;
  unitPrice: number;
  /** "Nº 0012" */
  quoteNumber: string;
  itemKind: QuoteItemKind;
  /** What the matcher weighs: a service sold is work, as labour is. */
  kindOfLine: "part" | "labour";
  condition: PartCondition | null;
  pricing: LabourPricing | null;
};

export type SentenceLineSource = "catalogue" | "history" | "hourlyRate" | null;

/**
 * A line drafted from the sentence, in the shape of a saved line ("1.5", "85.00"; a price "" when
 * nothing priced it) so the editor makes its row the way it makes any other (draftFromSaved).
 */
export type SentenceLine = Required<Pick<SavedItem, "kind" | "description" | "catalogueServiceId" | "partCondition" | "labourPricing">> & {
  quantity: string;
  unitPrice: string;
  /** The unit typed with the quantity ("4 litros"); a quote line has none of its own. */
  unit: Unit | null;
  /** The part of the sentence it came from, as typed. */
  typed: string;
  source: SentenceLineSource;
  /** 'Do catálogo', 'Usado no orçamento Nº 0012', 'Valor da hora do seu perfil', 'Sem preço: preencha'. */
  sourceLabel: string;
};

/**
 * The matched parts as lines for the editor. A price only ever comes from a source: the catalogue
 * (a catalogue service line, as 'Serviço do catálogo' adds it), a past line (its kind, condition and
 * pricing), or for labour by the hour the shop's hourly rate, which wins over any past price (the
 * rate is what he charges now). Anything else keeps what was typed and an empty price to fill.
 */
export function sentenceLines(drafts: readonly DraftLine<PastLine>[], hourlyRate: string | null): SentenceLine[] {
  return drafts.map(({ part, match }) => {
    const base = {
      description: capitalised(part.name || part.text),
      catalogueServiceId: null,
      partCondition: null,
      labourPricing: null,
      quantity: decimalText(part.quantity ?? 1),
      unit: part.unit,
      typed: part.text,
    };
    if (byTheHour(part) && hourlyRate) {
      const description = match?.kind === "history" && match.itemKind === "labour" ? match.description : base.description;
      return { ...base, ...labour(part), description, unitPrice: hourlyRate, source: "hourlyRate", sourceLabel: m.fromHourlyRate };
    }
    if (match?.kind === "catalogue") {
      const price = moneyText(match.price);
      return { ...base, kind: "service", description: match.name, catalogueServiceId: match.id, unitPrice: price, ...sourced("catalogue") };
    }
    if (match?.kind === "history") {
      const kind = match.itemKind;
      const line = {
        ...base,
        kind,
        description: match.description,
        unitPrice: moneyText(match.unitPrice),
        ...sourced("history", match.quoteNumber),
      };
      if (kind === "part") return { ...line, partCondition: part.condition ?? match.condition ?? "original" };
      if (kind === "labour")
        return match.pricing === "fixed" ? { ...line, labourPricing: "fixed", quantity: "1" } : { ...line, ...labour(part) };
      return line;
    }
    if (byTheHour(part)) return { ...base, ...labour(part), unitPrice: "", ...sourced(null) };
    if (part.kind === "labour") return { ...base, kind: "service", unitPrice: "", ...sourced(null) };
    return { ...base, kind: "part", partCondition: part.condition ?? "original", unitPrice: "", ...sourced(null) };
  });
}

/** Labour charged by the hour: hours were typed ("1h de mão de obra"), or it says 'mão de obra' (1 hour, as the editor's button starts). */
function byTheHour(part: SentencePart) {
  return part.labourHours !== null || (part.kind === "labour" && plainText(part.name) === "mao de obra");
}

function labour(part: SentencePart) {
  return { kind: "labour" as const, labourPricing: "hours" as const, quantity: decimalText(part.labourHours ?? part.quantity ?? 1) };
}

function sourced(source: SentenceLineSource, quoteNumber = "") {
  const label = source === "catalogue" ? m.fromCatalogue : source === "history" ? m.fromQuote(quoteNumber) : m.noPrice;
  return { source, sourceLabel: label };
}

/** 1.5 → "1.5": a saved quantity's text. */
const decimalText = (value: number) => String(value);
/** 120 → "120.00": a saved price's text. */
const moneyText = (value: number) => value.toFixed(2);
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
