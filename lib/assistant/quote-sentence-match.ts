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

/** A line of a past quote; the caller's own fields besides these come back with the match. */
export type HistoryLine = {
  description: string;
  unitPrice: number;
  quoteNumber: string;
  kindOfLine: "part" | "labour";
  condition: Condition | null;
};
export type DraftSource<H extends HistoryLine = HistoryLine> =
  | { kind: "catalogue"; id: string; name: string; price: number }
  | (H & { kind: "history" });
export type DraftLine<H extends HistoryLine = HistoryLine> = { part: SentencePart; match: DraftSource<H> | null; score: number };

type Candidates<H extends HistoryLine> = {
  catalogue: readonly { id: string; name: string; price: number }[];
  /** The past quote lines, newest first: at equal score the first wins. */
  history: readonly H[];
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
export function matchParts<H extends HistoryLine>(parts: readonly SentencePart[], candidates: Candidates<H>): DraftLine<H>[] {
  // Every candidate's words once, as numbers into one vocabulary: a shop's history may hold thousands
  // of lines sharing a few hundred words, and each part then compares itself with each word once.
  const vocabulary = new Map<string, number>();
  const idsOf = (text: string) => wordsOf(text).map((word) => vocabulary.get(word) ?? vocabulary.set(word, vocabulary.size).size - 1);
  const catalogue = candidates.catalogue
    .filter(({ price }) => isPrice(price))
    .map((entry) => ({
      source: { kind: "catalogue", id: entry.id, name: entry.name, price: entry.price } as DraftSource<H>,
      words: idsOf(entry.name),
    }));
  // A past line scores as the newer one of the same words, kind and condition did, and the newer
  // wins a tie: only the first of each is scored ('Mão de obra' may be in most of the shop's quotes).
  const seen = new Set<string>();
  const history = candidates.history
    .filter(({ unitPrice, description, kindOfLine, condition }) => {
      const key = `${kindOfLine} ${condition} ${wordsOf(description).join(" ")}`;
      return isPrice(unitPrice) && !seen.has(key) && Boolean(seen.add(key));
    })
    .map((line) => ({ source: { ...line, kind: "history" } as DraftSource<H>, words: idsOf(line.description) }));
  const known = [...vocabulary.keys()];
  const specs = known.map(isSpec);
  // Each word of the parts against every known word, once per call however many parts repeat it.
  const rows = new Map<string, number[]>();
  const rowOf = (word: string) => {
    const row =
      rows.get(word) ?? known.map((other, index) => (isSpec(word) || specs[index] ? Number(word === other) : wordLikeness(word, other)));
    rows.set(word, row);
    return row;
  };
  return parts.map((part) => {
    const ours = wordsOf(part.name);
    const likeness = ours.map(rowOf);
    // A line sharing no word with the part scores 0: most of the history, passed over unscored.
    const shared = known.map((_, word) => likeness.some((row) => row[word]! > 0));
    const ourSpecs = ours.map(isSpec);
    let best: DraftLine<H> = { part, match: null, score: 0 };
    // The catalogue first and only a strictly higher score replaces: it wins a tie with history.
    for (const { source, words } of [...catalogue, ...history]) {
      if (!words.some((word) => shared[word])) continue;
      const score = round(similarity(likeness, ourSpecs, words, specs) * weightOf(part, source));
      if (score >= MATCH_THRESHOLD && score > best.score) best = { part, match: source, score };
    }
    return best;
  });
}

const isPrice = (price: number) => Number.isFinite(price) && price >= 0;
const isSpec = (word: string) => /\d/.test(word);
const round = (score: number) => Math.round(score * 1000) / 1000;

/** 'Troca de Óleos' → ['troca', 'oleo']: plain, singular, without the linking words. */
function wordsOf(text: string): string[] {
  return plainWords(text)
    .filter((word) => !LINKING_WORDS.has(word))
    .map(singular);
}

/** A past line of the part's own kind and condition (original unless said, as the quote editor's default) weighs 1. */
function weightOf(part: SentencePart, source: DraftSource<HistoryLine>): number {
  if (source.kind === "catalogue") return 1;
  let weight = 1;
  if (part.kind && part.kind !== source.kindOfLine) weight *= OTHER_KIND;
  if (part.kind !== "labour" && source.kindOfLine === "part" && source.condition && source.condition !== (part.condition ?? "original")) {
    weight *= OTHER_CONDITION;
  }
  return weight;
}

/**
 * Dice's coefficient over the words, each of ours (`likeness[i][word]`, to every known word) paired
 * with its closest unused one of `theirs`. Zero when each side has a spec the other lacks: '5w30'
 * is not '5w40', nor '175/70' '185/65'.
 */
function similarity(
  likeness: readonly (readonly number[])[],
  ourSpecs: readonly boolean[],
  theirs: readonly number[],
  specs: readonly boolean[],
) {
  if (likeness.length === 0 || theirs.length === 0) return 0;
  const taken = theirs.map(() => false);
  let common = 0;
  let ourSpecLeft = false;
  for (let ours = 0; ours < likeness.length; ours++) {
    let best = 0;
    let bestAt = -1;
    for (let index = 0; index < theirs.length; index++) {
      const alike = taken[index] ? 0 : likeness[ours]![theirs[index]!]!;
      if (alike > best) [best, bestAt] = [alike, index];
    }
    if (bestAt >= 0) taken[bestAt] = true;
    else if (ourSpecs[ours]) ourSpecLeft = true;
    common += best;
  }
  const theirSpecLeft = theirs.some((word, index) => !taken[index] && specs[word]);
  return ourSpecLeft && theirSpecLeft ? 0 : (2 * common) / (likeness.length + theirs.length);
}

/** 1 for the same word; one typo, or an abbreviation ('diant.'), nearly. A spec ('5w30', 'r14') only ever matches itself (above). */
function wordLikeness(word: string, other: string): number {
  if (word === other) return 1;
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
