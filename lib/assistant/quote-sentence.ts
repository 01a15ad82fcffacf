/**
 * 'A quote from a sentence', its first half: what the mechanic typed or pasted ("troca de óleo 5w30
 * 4 litros, filtro, 1h de mão de obra") split into line candidates, each with its quantity, unit,
 * labour hours and part condition. Pure and linear: the text is cut to MAX_CHARACTERS first, every
 * pattern below is anchored or has no nested repetition, and nothing here prices a line (matching
 * against the shop's own catalogue and quotes is quote-sentence-match.ts).
 */
import {
  CONDITIONS,
  JOINED_SERVICES,
  LABOUR_SHORTHANDS,
  LABOUR_WORDS,
  LINKING_WORDS,
  PART_NOUNS,
  SERVICE_NOUNS,
  SERVICE_VERBS,
  SPEC_PREFIXES,
  SPEC_UNITS,
  UNITS,
  WRITTEN_NUMBERS,
  type Condition,
  type Unit,
} from "@/lib/assistant/sentence-words";
import { plainText, singular } from "@/lib/assistant/words";

export { matchParts, type DraftLine, type DraftSource } from "@/lib/assistant/quote-sentence-match";

export type SentencePart = {
  /** The part as typed, trimmed ("troca de óleo 5w30 4 litros"). */
  text: string;
  /** Without the quantity, unit and condition words ("troca de óleo 5w30"); "" when nothing else was typed. */
  name: string;
  quantity: number | null;
  unit: Unit | null;
  /** The hours of a line of labour by the hour ("1h de mão de obra" → 1). */
  labourHours: number | null;
  kind: "part" | "labour" | null;
  condition: Condition | null;
};

/** What is read of a sentence: a pasted list longer than this is not a quote's worth. */
export const MAX_CHARACTERS = 2000;
export const MAX_PARTS = 30;
/** The largest quantity a quote line takes (QUOTE_LIMITS.maxQuantity): a bigger number is a spec ('10.000 km'). */
const MAX_QUANTITY = 9999;

type Token = { raw: string; plain: string };

/** "troca de óleo 5w30 4 litros, filtro e pastilha" → one SentencePart per line candidate, at most MAX_PARTS. */
export function splitSentence(sentence: string): SentencePart[] {
  const parts: SentencePart[] = [];
  for (const line of sentence.slice(0, MAX_CHARACTERS).split(/\r\n|[\n\r\u2028\u2029]/)) {
    for (const piece of piecesOf(line)) {
      for (const group of splitOnAnd(tokensOf(piece))) {
        const part = readPart(group);
        if (part) parts.push(part);
        if (parts.length === MAX_PARTS) return parts;
      }
    }
  }
  return parts;
}

/**
 * A line's pieces: split on ';', '+', '|', bullets, a comma unless it is a decimal one ("1,5"), a
 * full stop before a capital ("Óleo. Filtro", not "m.o. 1h") and a numbered item ("1) … 2) …").
 */
function piecesOf(line: string): string[] {
  return line
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .split(/[;+|•·]|,(?!\d)|(?<!\d),|\.\s+(?=\p{Lu})|\s(?=\d{1,2}\)\s)/u)
    .map((piece) => piece.replace(/^\s*(?:[-*–—]|\d{1,2}[.)])\s+/, "").trim())
    .filter(Boolean);
}

function tokensOf(piece: string): Token[] {
  return piece
    .split(/\s+/)
    .filter(Boolean)
    .map((raw) => ({ raw, plain: trimPunctuation(plainText(raw)) }));
}

/** "(original)." → "original", "m.o." → "m.o", "1,5h" stays. */
const trimPunctuation = (word: string) => trimEnds(word, (character) => /[\p{L}\p{N}]/u.test(character));

/** `text` without the characters at either end that `keep` refuses: a loop, where a regex could backtrack. */
function trimEnds(text: string, keep: (character: string) => boolean): string {
  let start = 0;
  let end = text.length;
  while (start < end && !keep(text[start]!)) start++;
  while (end > start && !keep(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** 'mão de obra', 'mdo', 'm.o.', 'serviço', 'trabalho': words that make a line labour wherever they are. */
function saysLabour(tokens: readonly Token[], index: number): boolean {
  const word = singular(tokens[index]?.plain ?? "");
  if (word === "mao") return tokens[index + 1]?.plain === "de" && tokens[index + 2]?.plain === "obra";
  return LABOUR_SHORTHANDS.has(word) || LABOUR_WORDS.has(word);
}

/** The item word at `index` (a part's, a service's, labour's), singular, or null. */
function nounAt(tokens: readonly Token[], index: number): string | null {
  const word = singular(tokens[index]?.plain ?? "");
  return PART_NOUNS.has(word) || SERVICE_NOUNS.has(word) || saysLabour(tokens, index) ? word : null;
}

/**
 * Splits on ' e ' only where both sides read as items of their own: "óleo e filtro" is two lines,
 * while "pastilha dianteira e traseira" (no item after 'e') and "alinhamento e balanceamento" (a
 * service sold as one, JOINED_SERVICES) are one.
 */
function splitOnAnd(tokens: Token[]): Token[][] {
  const groups: Token[][] = [];
  let start = 0;
  let lastNoun: string | null = null;
  for (const [index, token] of tokens.entries()) {
    if (token.plain !== "e" || lastNoun === null) {
      lastNoun = nounAt(tokens, index) ?? lastNoun;
      continue;
    }
    const next = itemAfter(tokens, index + 1);
    if (next === null || JOINED_SERVICES.has(`${lastNoun} ${next}`)) continue;
    groups.push(tokens.slice(start, index));
    start = index + 1;
    lastNoun = null;
  }
  groups.push(tokens.slice(start));
  return groups;
}

/** The noun an item after 'e' starts with (past a quantity, an article, a verb), "" for a quantity alone, else null. */
function itemAfter(tokens: readonly Token[], from: number): string | null {
  let quantity = false;
  // A few words at most: an item names itself early ("e 2 jogos de pastilha", "e trocar o filtro").
  for (let index = from; index < Math.min(tokens.length, from + 5); index++) {
    const word = tokens[index]!.plain;
    const noun = nounAt(tokens, index);
    if (noun) return noun;
    if (gluedAmount(word) || numberOf(word) !== null || UNITS.has(word)) quantity = true;
    else if (!SERVICE_VERBS.has(word) && !LINKING_WORDS.has(word)) return null;
  }
  return quantity ? "" : null;
}

type Amount = { quantity: number; unit: Unit | null };

/**
 * "4,5" and "4.5" → 4.5, "2.000" → 2000, "duas" → 2; null for anything else or 0. A dot before three
 * digits is thousands only when clearly so (zeros): "1.500" could be 1,5 or 1500, as the quote
 * editor's own check says (quantityOf), so it is left in the name for the mechanic.
 */
function numberOf(word: string): number | null {
  const written = WRITTEN_NUMBERS.get(word);
  if (written !== undefined) return written;
  let value: number | null = null;
  if (/^\d{1,3}(?:\.000)+$/.test(word)) value = Number(word.replaceAll(".", ""));
  else if (/^\d+(?:,\d+|\.\d{1,2}|\.\d{4,})?$/.test(word)) value = Number(word.replace(",", "."));
  return value && value <= MAX_QUANTITY ? Math.round(value * 1000) / 1000 : null;
}

/** "4l", "1,5h", "2pç", "2x", "x2", "1h30": a quantity and its unit written as one word. */
function gluedAmount(word: string): Amount | null {
  const times = /^x(\d{1,4})$/.exec(word) ?? /^(\d{1,4})x$/.exec(word);
  if (times) return amount(numberOf(times[1]!), null);
  const clock = /^(\d{1,2})h(\d{2})(?:min)?$/.exec(word);
  if (clock) return amount(Number(clock[1]) + Number(clock[2]) / 60, "h");
  const glued = /^(\d+(?:[.,]\d+)?)([a-z]+)$/.exec(word);
  const unit = glued && UNITS.get(glued[2]!);
  return unit ? amount(numberOf(glued[1]!), unit) : null;
}

const amount = (quantity: number | null, unit: Unit | null): Amount | null =>
  quantity ? { quantity: Math.round(quantity * 1000) / 1000, unit } : null;

/**
 * The part's quantity, marking in `used` the words it took. A number is a quantity before a unit
 * ("4 litros"), beside an 'x' ("x 2"), at the start of the item ("2 pneus", "trocar 2 pneus"), or
 * right after a part's noun at the end ("velas 4"); anywhere else it is a spec of the name
 * ("175/70 r14", "aro 14", "10.000 km").
 */
function amountOf(tokens: readonly Token[], used: Set<number>): Amount | null {
  // The words a count may follow and still lead the item: 'trocar', 'troca de' ("troca de 4 velas").
  let leadingEnd = 0;
  while (leadingEnd < tokens.length && leadsItem(tokens[leadingEnd]!.plain)) leadingEnd++;
  for (const [index, token] of tokens.entries()) {
    if (used.has(index)) continue;
    const glued = gluedAmount(token.plain);
    if (glued) return withHalfHour(glued, tokens, index + 1, used.add(index));
    const next = tokens[index + 1]?.plain;
    const before = tokens[index - 1]?.plain;
    // 'meia' is half only of an hour: "meia hora".
    const value = token.plain === "meia" && next && UNITS.get(next) === "h" ? 0.5 : numberOf(token.plain);
    if (value === null) continue;
    const unit = next === undefined ? undefined : UNITS.get(next);
    if (unit || before === "x" || next === "x") {
      // "x 5 l", "x 2", "2 x filtro": the 'x' goes with the quantity it announces.
      if (before === "x") used.add(index - 1);
      if (unit || next === "x") used.add(index + 1);
      used.add(index);
      if (!unit) return { quantity: value, unit: null };
      // "2,5 litros de fluido" → "fluido": the 'de' belonged to the unit.
      if (PREPOSITIONS.has(tokens[index + 2]?.plain ?? "")) used.add(index + 2);
      return withHalfHour({ quantity: value, unit }, tokens, index + 2, used);
    }
    if ((next !== undefined && SPEC_UNITS.has(next)) || (before !== undefined && SPEC_PREFIXES.has(before))) continue;
    const leads = index <= leadingEnd;
    const afterPart = next === undefined && PART_NOUNS.has(singular(before ?? "")) && Number.isInteger(value) && value <= 20;
    if ((leads && next !== undefined) || afterPart) {
      used.add(index);
      return { quantity: value, unit: null };
    }
  }
  return null;
}

const PREPOSITIONS: ReadonlySet<string> = new Set(["de", "do", "da", "dos", "das"]);

const leadsItem = (word: string) => SERVICE_VERBS.has(word) || SERVICE_NOUNS.has(singular(word)) || LINKING_WORDS.has(word);

/** "1 hora e meia" → 1.5. */
function withHalfHour(found: Amount, tokens: readonly Token[], from: number, used: Set<number>): Amount {
  if (found.unit !== "h" || tokens[from]?.plain !== "e" || tokens[from + 1]?.plain !== "meia") return found;
  used.add(from).add(from + 1);
  return { ...found, quantity: found.quantity + 0.5 };
}

/**
 * Labour when it says so ('mão de obra', 'mdo', 'serviço', hours) or starts with a service
 * ('troca de óleo', 'alinhamento'); a part when its first known noun is a part's ('filtro',
 * 'trocar 2 pneus'); labour for a verb with no part after it; a part for litres or pieces.
 */
function kindOf(tokens: readonly Token[], used: ReadonlySet<number>, unit: Unit | null): SentencePart["kind"] {
  if (unit === "h" || tokens.some((_, index) => saysLabour(tokens, index))) return "labour";
  let verb = false;
  for (const [index, { plain }] of tokens.entries()) {
    if (used.has(index)) continue;
    if (SERVICE_VERBS.has(plain)) verb = true;
    if (SERVICE_NOUNS.has(singular(plain))) return "labour";
    if (PART_NOUNS.has(singular(plain))) return "part";
  }
  if (verb) return "labour";
  return unit ? "part" : null;
}

/** The words left once the quantity, unit and condition are taken, without a dangling 'de' or dash. */
function nameOf(tokens: readonly Token[], used: ReadonlySet<number>): string {
  const kept = tokens.filter((_, index) => !used.has(index));
  const hanging = (token: Token) => token.plain === "" || LINKING_WORDS.has(token.plain);
  const first = kept.findIndex((token) => !hanging(token));
  const last = kept.findLastIndex((token) => !hanging(token));
  // 'mdo' and 'm.o.' are the mechanic's shorthand; the line the customer reads says 'mão de obra'.
  const words = (first < 0 ? [] : kept.slice(first, last + 1)).map(({ raw, plain }) =>
    LABOUR_SHORTHANDS.has(plain) ? "mão de obra" : raw,
  );
  return trimEnds(words.join(" "), (character) => !" .,:;!?-–—".includes(character));
}

function readPart(tokens: readonly Token[]): SentencePart | null {
  if (!tokens.some(({ plain }) => plain !== "")) return null;
  const used = new Set<number>();
  let condition: Condition | null = null;
  for (const [index, { plain }] of tokens.entries()) {
    const said = CONDITIONS.get(plain);
    if (!said) continue;
    condition ??= said;
    used.add(index);
  }
  const found = amountOf(tokens, used);
  const kind = kindOf(tokens, used, found?.unit ?? null);
  const name = nameOf(tokens, used);
  return {
    text: tokens.map(({ raw }) => raw).join(" "),
    name: name === "" && found?.unit === "h" ? "mão de obra" : name,
    quantity: found?.quantity ?? null,
    unit: found?.unit ?? null,
    labourHours: kind === "labour" && found?.unit === "h" ? found.quantity : null,
    kind,
    condition,
  };
}
