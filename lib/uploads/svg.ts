import "server-only";
import { svgShapeProblem } from "@/lib/uploads/svg-shape";
import { sanitizeOnWorker } from "@/lib/uploads/svg-thread";

export { isSelfContainedCss } from "@/lib/uploads/svg-css";

/**
 * An SVG upload's checks: is it an SVG (looksLikeSvg), is its markup shaped like a logo's
 * (svg-shape.ts, one linear pass), and the sanitiser (svg-purify.ts) run on a worker thread with
 * a time limit (svg-thread.ts). The request thread never parses the SVG itself.
 */

/** How far into the file the prolog (XML declaration, comments, doctype) may run before `<svg`. */
export const MAX_SVG_PROLOG = 64 * 1024;

const startsWithIgnoringCase = (text: string, at: number, word: string) => text.slice(at, at + word.length).toLowerCase() === word;

const SPACE = /\s*/y;

/** The index after the white space at `at` (sticky: matched in place, once, natively). */
function skipSpace(text: string, at: number) {
  SPACE.lastIndex = at;
  SPACE.exec(text);
  return SPACE.lastIndex;
}

/**
 * Whether the text is an SVG document: optional XML prolog, comments and doctype, then <svg.
 * Read by a scanner that only moves forward (each step an indexOf), so its time is linear in the
 * length: the regex it replaces, `(<!--[\s\S]*?-->\s*|<!DOCTYPE…)*<svg`, tried every way of
 * splitting the comments when no `<svg` followed (218 bytes took 16 s).
 */
export function looksLikeSvg(text: string): boolean {
  let at = skipSpace(text, 0);
  if (startsWithIgnoringCase(text, at, "<?xml")) {
    const end = text.indexOf(">", at);
    if (end < 0 || text[end - 1] !== "?") return false;
    at = skipSpace(text, end + 1);
  }
  while (at <= MAX_SVG_PROLOG) {
    if (text.startsWith("<!--", at)) {
      const end = text.indexOf("-->", at + 4);
      if (end < 0) return false;
      at = skipSpace(text, end + 3);
    } else if (startsWithIgnoringCase(text, at, "<!doctype")) {
      // `<!DOCTYPE name ... [internal subset] >`: the subset may hold ">", so it is skipped whole.
      let end = at + 9;
      while (end < text.length && text[end] !== ">" && text[end] !== "[") end++;
      if (text[end] === "[") {
        const close = text.indexOf("]", end);
        if (close < 0) return false;
        end = skipSpace(text, close + 1);
      }
      if (text[end] !== ">") return false;
      at = skipSpace(text, end + 1);
    } else {
      return /^<svg[\s>/]/i.test(text.slice(at, at + 5));
    }
  }
  return false;
}

/**
 * How long the sanitiser may take once the worker has the file. A logo takes milliseconds; the
 * heaviest markup svg-shape.ts lets through (2,000 elements of 5 attributes, 1,900 paths of 270
 * bytes, 31 towers 63 deep) took 1.6 to 2.4 s on a 2-core machine at load 5: twice that, so a
 * file is never refused for the load of the moment. It bounds the worker's CPU only: the request
 * thread answers meanwhile.
 */
export const SVG_TIME_LIMIT_MS = 5_000;

export type SvgOptions = { timeLimitMs?: number };

/**
 * The sanitised SVG, or why there is none: "invalid" (nothing of an <svg> root survives),
 * "complex" (a shape no logo has, or the sanitiser ran out of memory), "timeout", "busy" (too
 * many SVGs waiting for the worker).
 */
export type CleanSvg = { ok: true; svg: string } | { ok: false; reason: "invalid" | "complex" | "timeout" | "busy" };

export async function cleanSvg(text: string, { timeLimitMs = SVG_TIME_LIMIT_MS }: SvgOptions = {}): Promise<CleanSvg> {
  if (svgShapeProblem(text)) return { ok: false, reason: "complex" };
  const outcome = await sanitizeOnWorker(text, timeLimitMs);
  if (!outcome.ok) return { ok: false, reason: outcome.reason === "failed" ? "complex" : outcome.reason };
  return outcome.svg === null ? { ok: false, reason: "invalid" } : { ok: true, svg: outcome.svg };
}

/**
 * The SVG without scripts, event handlers, external references or foreign HTML, as a standalone XML
 * document (svg-purify.ts); null when it is refused or nothing of an <svg> root survives.
 */
export async function sanitizeSvg(text: string, options?: SvgOptions): Promise<string | null> {
  const clean = await cleanSvg(text, options);
  return clean.ok ? clean.svg : null;
}
