/**
 * 'A quote from a sentence', the matching: each part read by splitSentence against the names it is
 * handed (the shop's catalogue and the lines of its past quotes), by their words. A line only gets
 * a source when it is close enough, and a price only ever comes from that source: a part matched
 * to nothing stays as typed, to be priced by hand. Deterministic for the same input.
 */
import type { SentencePart } from "@/lib/assistant/quote-sentence";
import type { Condition } from "@/lib/assistant/sentence-words";
import { LINKING_WORDS } from "@/lib/assistant/sentence-words";
import { plainWords, singular } from "@/lib/assistant/words";

export type DraftSource =
  | { kind: "catalogue"; id: string; name: string; price: number }
  | {
      kind: "history";
      description: string;
      unitPrice: number;
      quoteNumber: string;
      kindOfLine: "part" | "labour";
      condition: Condition | null;
    };
export type DraftLine = { part: SentencePart; match: DraftSource | null; score: number };

type HistoryLine = Omit<Extract<DraftSource, { kind: "history" }>, "kind">;
type Candidates = {
  catalogue: readonly { id: string; name: string; price: number }[];
  /** The past quote lines, newest first: at equal score the first wins. */
  history: readonly HistoryLine[];
};

/**
 * Below this, the words in common are too few to offer the price: one word against a name of two
 * ('filtro' → 'Filtro de óleo') is 0.67 and passes; one against three ('Troca de filtro de ar') is 0.5.
 */
export const MATCH_THRESHOLD = 0.6;
// A past line of another condition (a used part's price for a new one) or kind counts for less.
const OTHER_CONDITION = 0.75;
const OTHER_KIND = 0.85;

/** One draft line per part, in order, each with its best source at or above MATCH_THRESHOLD. */
export function matchParts(parts: readonly SentencePart[], candidates: Candidates): DraftLine[] {
  // Every candidate's words once, not once per part: a shop's history may hold thousands of lines.
  const catalogue = candidates.catalogue
    .filter(({ price }) => isPrice(price))
    .map((entry) => ({
      source: { kind: "catalogue", id: entry.id, name: entry.name, price: entry.price } as DraftSource,
      words: wordsOf(entry.name),
    }));
  const history = candidates.history
    .filter(({ unitPrice }) => isPrice(unitPrice))
    .map((line) => ({
      source: {
        kind: "history",
        description: line.description,
        unitPrice: line.unitPrice,
        quoteNumber: line.quoteNumber,
        kindOfLine: line.kindOfLine,
        condition: line.condition,
      } as DraftSource,
      words: wordsOf(line.description),
    }));
  return parts.map((part) => {
    const words = wordsOf(part.name);
    let best: DraftLine = { part, match: null, score: 0 };
    // The catalogue first and only a strictly higher score replaces: it wins a tie with history.
    for (const { source, words: theirs } of [...catalogue, ...history]) {
      const score = round(similarity(words, theirs) * weightOf(part, source));
      if (score >= MATCH_THRESHOLD && score > best.score) best = { part, match: source, score };
    }
    return best;
  });
}

const isPrice = (price: number) => Number.isFinite(price) && price >= 0;
const round = (score: number) => Math.round(score * 1000) / 1000;

/** 'Troca de Óleos' → ['troca', 'oleo']: plain, singular, without the linking words. */
function wordsOf(text: string): string[] {
  return plainWords(text)
    .filter((word) => !LINKING_WORDS.has(word))
    .map(singular);
}

/** A past line of the part's own kind and condition (original unless said, as the quote editor's default) weighs 1. */
function weightOf(part: SentencePart, source: DraftSource): number {
  if (source.kind === "catalogue") return 1;
  let weight = 1;
  if (part.kind && part.kind !== source.kindOfLine) weight *= OTHER_KIND;
  if (part.kind !== "labour" && source.kindOfLine === "part" && source.condition && source.condition !== (part.condition ?? "original")) {
    weight *= OTHER_CONDITION;
  }
  return weight;
}

/**
 * Dice's coefficient over the words, each of `ours` paired with its closest unused one of `theirs`.
 * Zero when each side has a spec the other lacks: '5w30' is not '5w40', nor '175/70' '185/65'.
 */
function similarity(ours: readonly string[], theirs: readonly string[]): number {
  if (ours.length === 0 || theirs.length === 0) return 0;
  const taken = new Set<number>();
  let common = 0;
  let ourSpecLeft = false;
  for (const word of ours) {
    let best = 0;
    let bestAt = -1;
    for (const [index, other] of theirs.entries()) {
      const likeness = taken.has(index) ? 0 : wordLikeness(word, other);
      if (likeness > best) [best, bestAt] = [likeness, index];
    }
    if (bestAt >= 0) taken.add(bestAt);
    else if (/\d/.test(word)) ourSpecLeft = true;
    common += best;
  }
  const theirSpecLeft = theirs.some((word, index) => !taken.has(index) && /\d/.test(word));
  return ourSpecLeft && theirSpecLeft ? 0 : (2 * common) / (ours.length + theirs.length);
}

/** 1 for the same word; a spec ('5w30', 'r14') only ever matches itself; one typo, or an abbreviation ('diant.'), nearly. */
function wordLikeness(word: string, other: string): number {
  if (word === other) return 1;
  if (/\d/.test(word) || /\d/.test(other)) return 0;
  if (Math.min(word.length, other.length) >= 5 && oneEditApart(word, other)) return 0.8;
  const [short, long] = word.length < other.length ? [word, other] : [other, word];
  return short.length >= 4 && long.startsWith(short) ? 0.7 : 0;
}

/** One letter changed, added, dropped, or two side by side swapped ('pastilia', 'fitlro', 'balanceameto'). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  if (a.length === b.length) {
    const swapped = a[same] === b[same + 1] && a[same + 1] === b[same] && a.slice(same + 2) === b.slice(same + 2);
    return a.slice(same + 1) === b.slice(same + 1) || swapped;
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(same + 1) === short.slice(same);
}
