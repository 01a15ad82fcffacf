/**
 * What a visitor's message is about, read without a model: customers of a shop write short,
 * misspelt Portuguese without accents ("qto custa", "vcs abrem sabado?"), so the text is first
 * normalised, then scored against fixed word lists (./vocabulary.ts) with one typo forgiven in
 * long words. Deterministic and linear in the text, of which only the first MAX_READ characters
 * are ever read.
 */
import type { Weekday } from "@/lib/enums";
import {
  ABBREVIATIONS,
  FILLER,
  GENERIC_SERVICE_WORDS,
  NOT_TYPOS,
  REFUSED,
  SIGNALS,
  STOP_WORDS,
  WEEKDAY_WORDS,
  type Topic,
} from "./vocabulary";

export type { Topic } from "./vocabulary";

export type Understood = { topic: Topic; day?: Weekday; serviceIds: string[]; itemIndexes: number[] };

export type UnderstandContext = {
  services: readonly { id: string; name: string; description?: string }[];
  /** The quote's lines, on a customer's quote link only. */
  quoteItems?: readonly { description: string }[];
};

/** A question is a few lines at most; anything longer is read no further (a paste or an attack). */
export const MAX_READ = 1_000;

const KEYWORDS = new Set(SIGNALS.flatMap(([, , phrase]) => phrase.split(" ")));
const SPELT_RIGHT = new Set([...KEYWORDS, ...FILLER, ...Object.keys(WEEKDAY_WORDS), ...NOT_TYPOS]);

/** Words shorter than this must be spelt exactly: one typo in "oleo" is already another word. */
const TYPO_MIN_LENGTH = 5;

/**
 * Lowercase, no accents, punctuation as spaces, "simmm" as "sim", and chat shorthand spelt out
 * ("qto" → "quanto"), so the word lists need one spelling each.
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/([a-z])\1{2,}/g, "$1")
    .trim()
    .split(" ")
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(" ");
}

/** One substitution, insertion, deletion or swap of neighbours apart, or equal (O(length)). */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (a.length === b.length) {
    return restA.slice(1) === restB.slice(1) || (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2));
  }
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}

/**
 * The same word, or a long word with one typo ("enderco", "horaio"). A word the lists know as it is
 * ("quando", one letter from "quanto") is no typo, and the first letter must be right: a typo there
 * is rare, and allowing it reads "cerca" as "terca".
 */
function sameWord(written: string, known: string): boolean {
  if (written === known) return true;
  return (
    written.length >= TYPO_MIN_LENGTH &&
    known.length >= TYPO_MIN_LENGTH &&
    written[0] === known[0] &&
    !SPELT_RIGHT.has(written) &&
    withinOneEdit(written, known)
  );
}

/** Whether the phrase's words appear in a row among `words`. */
function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let at = 0; at + phrase.length <= words.length; at++) {
    if (phrase.every((known, offset) => sameWord(words[at + offset]!, known))) return true;
  }
  return false;
}

const SIGNAL_PHRASES = SIGNALS.map(([topic, weight, phrase]) => ({ topic, weight, phrase: phrase.split(" ") }));
const REFUSED_PHRASES = REFUSED.map((phrase) => phrase.split(" "));

/**
 * How many words of `name` the message has, or 0 when it does not name it: every word of the name
 * that says which work it is must be there for a partial name to count ("alinhamento" names
 * "Alinhamento e balanceamento", "troca" names nothing). A short word with one typo ("olho" for
 * "oleo") counts half, and only beside another word of the same name ("troca de olho").
 */
function nameMatch(words: readonly string[], name: string): { found: number; share: number } {
  const parts = normalise(name)
    .split(" ")
    .filter((part) => part && !STOP_WORDS.has(part));
  let exact = 0;
  let distinctive = 0;
  let loose = 0;
  for (const part of parts) {
    if (words.some((word) => sameWord(word, part))) {
      exact++;
      if (!GENERIC_SERVICE_WORDS.has(part)) distinctive++;
    } else if (part.length >= 4 && words.some((word) => word.length === part.length && word[0] === part[0] && withinOneEdit(word, part))) {
      loose++;
    }
  }
  const named = distinctive > 0 || (exact > 0 && exact + loose === parts.length);
  const found = named ? exact + loose / 2 : 0;
  return { found, share: found / Math.max(parts.length, 1) };
}

/**
 * The indexes of the names the message names, best match first: the most words found, then the
 * name most fully said, then the list's order.
 */
function namedIndexes(words: readonly string[], names: readonly string[]): number[] {
  return names
    .map((name, index) => ({ index, ...nameMatch(words, name) }))
    .filter(({ found }) => found > 0)
    .sort((a, b) => b.found - a.found || b.share - a.share || a.index - b.index)
    .map(({ index }) => index);
}

/** When two topics score the same, the one whose answer helps more comes first. */
const PRIORITY: readonly Topic[] = [
  "human",
  "payment",
  "booking",
  "carStatus",
  "quoteItem",
  "price",
  "openNow",
  "hours",
  "address",
  "services",
  "greeting",
  "thanks",
];

/** The topic with the highest score; greetings and thanks only when nothing else was asked. */
function bestTopic(scores: ReadonlyMap<Topic, number>): Topic | null {
  const scored = PRIORITY.filter((topic) => (scores.get(topic) ?? 0) > 0);
  const asked = scored.filter((topic) => topic !== "greeting" && topic !== "thanks");
  return (asked.length > 0 ? asked : scored).reduce<Topic | null>(
    (best, topic) => (best === null || scores.get(topic)! > scores.get(best)! ? topic : best),
    null,
  );
}

export function understand(text: string, context: UnderstandContext): Understood {
  const words = normalise(text.slice(0, MAX_READ)).split(" ").filter(Boolean);
  // Each distinct word once: a long message repeating itself costs no more to match names in.
  const distinct = [...new Set(words)];
  const serviceIds = namedIndexes(
    distinct,
    context.services.map((service) => service.name),
  ).map((index) => context.services[index]!.id);
  const itemIndexes = context.quoteItems
    ? namedIndexes(
        distinct,
        context.quoteItems.map((item) => item.description),
      )
    : [];
  const day = distinct.map((word) => Object.entries(WEEKDAY_WORDS).find(([known]) => sameWord(word, known))?.[1]).find(Boolean);
  const understood = (topic: Topic): Understood => ({ topic, ...(day ? { day } : {}), serviceIds, itemIndexes });

  if (words.length === 0 || REFUSED_PHRASES.some((phrase) => hasPhrase(words, phrase))) return understood("unknown");

  const scores = new Map<Topic, number>();
  for (const { topic, weight, phrase } of SIGNAL_PHRASES) {
    if (hasPhrase(words, phrase)) scores.set(topic, (scores.get(topic) ?? 0) + weight);
  }
  // Questions about a quote's lines exist only on the quote's link.
  if (!context.quoteItems) scores.delete("quoteItem");

  const topic = bestTopic(scores);
  if (topic === null || topic === "greeting" || topic === "thanks") {
    // A bare name is a question about it: "troca de oleo?", "e sabado?", "o filtro?".
    if (itemIndexes.length > 0) return understood("quoteItem");
    if (serviceIds.length > 0) return understood("price");
    if (day) return understood("hours");
    return understood(topic ?? "unknown");
  }
  if (topic === "price" || topic === "services") {
    if (serviceIds.length > 0) return understood("price");
    // "quanto custa a embreagem?" names a service the catalogue lacks; "qto custa?" names none.
    const leftover = words.some(
      (word) => word.length >= 3 && !/\d/.test(word) && !STOP_WORDS.has(word) && !FILLER.has(word) && !KEYWORDS.has(word),
    );
    return understood(topic === "price" && leftover ? "price" : "services");
  }
  return understood(topic);
}
