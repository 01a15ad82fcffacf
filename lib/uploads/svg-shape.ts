/**
 * The shape of an SVG's markup, read in one pass before any parser sees it. jsdom and DOMPurify
 * take time (and stack) that grows much faster than the file for some shapes: 14 KB of nested
 * <g> took 2.1 s, 35 KB of them ran out of stack after 9.2 s, 512 KB of flat elements took 11 s.
 * What no real logo comes near is refused here, in time linear in the length.
 *
 * The scanner only moves forward (each step an indexOf or a sticky regex matched once in place,
 * as in looksLikeSvg), so no input makes it backtrack. Where the HTML parser DOMPurify uses and
 * XML disagree on where something ends, it takes the earlier end, so it reads at least as much
 * markup as the parser does: a comment ends at `-->`, `--!>` or `<!-->`, a processing instruction
 * or `<!…>` at the first `>`. A close tag counts only when it closes the innermost open element:
 * the HTML parser ignores or reinterprets the others, and may then nest deeper than the markup
 * says. Whatever slips past these counts still meets the worker's time limit (svg-thread.ts).
 */

/**
 * What an Illustrator or Inkscape logo stays far below: ten or so groups deep, a few hundred
 * elements of a handful of attributes (a root <svg> has about fifteen), a few `&amp;` or `&#xE9;`.
 * Sized so that the heaviest markup they let through is sanitised well within the worker's time
 * limit (svg.ts) on a busy machine: on 2 cores at load 7, 5,000 elements took 5 to 7 s and 2,000
 * elements of 10 attributes 4.2 s; what passes now takes 2.4 s at most.
 */
export const SVG_LIMITS = {
  /** Open elements inside one another. */
  depth: 64,
  /** Elements, comments, CDATA sections, processing instructions and stray "<". */
  nodes: 2_000,
  attributesPerElement: 50,
  attributes: 10_000,
  /** `&…;` entity and character references, counted as every `&` in the text. */
  references: 5_000,
} as const;

export type SvgShapeProblem = keyof typeof SVG_LIMITS | "entityDeclaration";

const TAG_NAME = /[^\s/>]+/y;
const ATTRIBUTE_NAME = /[^\s/>][^\s/>=]*/y;
const UNQUOTED_VALUE = /[^\s>]*/y;
const SPACE = /\s*/y;
const SPACE_OR_SLASH = /[\s/]*/y;

/** The index after what the sticky `pattern` matches at `at` (itself when nothing matches). */
function skip(pattern: RegExp, text: string, at: number) {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : at;
}

/** Where the text after `at` reaches `end`, or the text's length when it never does. */
function after(text: string, end: string, at: number) {
  const found = text.indexOf(end, at);
  return found < 0 ? text.length : found + end.length;
}

/**
 * Where a comment whose `<!--` ends before `at` ends, by the HTML tokenizer's rules: at `<!-->`,
 * `<!--->`, or the first `>` after `--` or `--!`. Each `>` is looked at once.
 */
function commentEnd(text: string, at: number) {
  if (text.startsWith(">", at)) return at + 1;
  if (text.startsWith("->", at)) return at + 2;
  for (let from = at; ;) {
    const close = text.indexOf(">", from);
    if (close < 0) return text.length;
    if (close - 2 >= at && text.startsWith("--", close - 2)) return close + 1;
    if (close - 3 >= at && text.startsWith("--!", close - 3)) return close + 1;
    from = close + 1;
  }
}

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const [BANG, QUESTION, SLASH] = ["!", "?", "/"].map((c) => c.charCodeAt(0));

type Tag = { name: string; end: number; attributes: number; selfClosing: boolean };

/** A start or end tag whose name starts at `at`: its name, where it ends, its attributes. */
function readTag(text: string, at: number, maxAttributes: number): Tag {
  let position = skip(TAG_NAME, text, at);
  const name = text.slice(at, position).toLowerCase();
  let attributes = 0;
  while (attributes <= maxAttributes) {
    const start = position;
    position = skip(SPACE_OR_SLASH, text, position);
    if (position >= text.length) return { name, end: text.length, attributes, selfClosing: false };
    if (text[position] === ">") return { name, end: position + 1, attributes, selfClosing: position > start && text[position - 1] === "/" };
    position = skip(ATTRIBUTE_NAME, text, position);
    attributes++;
    const equals = skip(SPACE, text, position);
    if (text[equals] !== "=") continue;
    position = skip(SPACE, text, equals + 1);
    const quote = text[position];
    position = quote === '"' || quote === "'" ? after(text, quote, position + 1) : skip(UNQUOTED_VALUE, text, position);
  }
  return { name, end: position, attributes, selfClosing: false };
}

function countReferences(text: string, limit: number) {
  let count = 0;
  for (let at = text.indexOf("&"); at >= 0 && count <= limit; at = text.indexOf("&", at + 1)) count++;
  return count;
}

/** The first limit the markup goes past, or null when its shape is one a logo can have. */
export function svgShapeProblem(text: string, limits = SVG_LIMITS): SvgShapeProblem | null {
  // Entities declared in a doctype are what XML bombs are made of; a logo has no use for them.
  if (/<!entity/i.test(text)) return "entityDeclaration";
  if (countReferences(text, limits.references) > limits.references) return "references";
  const open: string[] = [];
  let nodes = 0;
  let attributes = 0;
  for (let at = text.indexOf("<"); at >= 0 && at < text.length; at = text.indexOf("<", at)) {
    const next = text.charCodeAt(at + 1);
    if (next === BANG && text.startsWith("--", at + 2)) {
      at = commentEnd(text, at + 4);
      nodes++;
    } else if (next === BANG && text.startsWith("[CDATA[", at + 2)) {
      at = after(text, "]]>", at + 9);
      nodes++;
    } else if (next === BANG || next === QUESTION || (next === SLASH && !isLetter(text.charCodeAt(at + 2)))) {
      // A doctype, a processing instruction or a bogus comment: to the first ">" for the HTML parser.
      at = after(text, ">", at + 2);
      nodes++;
    } else if (next === SLASH) {
      const tag = readTag(text, at + 2, Infinity);
      if (open.at(-1) === tag.name) open.pop();
      at = tag.end;
    } else if (isLetter(next)) {
      const tag = readTag(text, at + 1, limits.attributesPerElement);
      if (tag.attributes > limits.attributesPerElement) return "attributesPerElement";
      attributes += tag.attributes;
      if (attributes > limits.attributes) return "attributes";
      if (!tag.selfClosing && open.push(tag.name) > limits.depth) return "depth";
      nodes++;
      at = tag.end;
    } else {
      // A "<" that opens nothing: text to the HTML parser, an error to XML, in no logo. Counted,
      // so a file of them stops early.
      at++;
      nodes++;
    }
    if (nodes > limits.nodes) return "nodes";
  }
  return null;
}
