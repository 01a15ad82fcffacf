import "server-only";
import type { DOMPurify } from "dompurify";

const SVG_NS = "http://www.w3.org/2000/svg";

type Sanitizer = { purify: DOMPurify; serialize: (node: Node) => string };
let sanitizer: Promise<Sanitizer> | undefined;

/** jsdom is heavy: loaded on the first SVG, not whenever a page that can upload is loaded. */
function loadSanitizer(): Promise<Sanitizer> {
  sanitizer ??= Promise.all([import("jsdom"), import("dompurify")]).then(([{ JSDOM }, { default: createDOMPurify }]) => {
    const { window } = new JSDOM("");
    const serializer = new window.XMLSerializer();
    const purify = createDOMPurify(window);
    purify.addHook("uponSanitizeAttribute", dropExternalCssAttribute);
    purify.addHook("afterSanitizeAttributes", dropExternalReferences);
    return { purify, serialize: (node) => serializer.serializeToString(node) };
  });
  return sanitizer;
}

/** Links inside the drawing (#id) and embedded images (data:image/…) are all a logo needs. */
const SELF_CONTAINED_REFERENCE = /^\s*(#|data:image\/)/i;

/**
 * An `<image>` or `<a>` pointing outside the file (DOMPurify already drops `<use>`) would make
 * every viewer of the logo request a third party's URL (a tracking pixel, say). The CSP on stored
 * files blocks it today; the file itself should not carry it either.
 */
function dropExternalReferences(node: Element) {
  for (const name of ["href", "xlink:href"]) {
    const value = node.getAttribute(name);
    if (value !== null && !SELF_CONTAINED_REFERENCE.test(value)) node.removeAttribute(name);
  }
}

/**
 * Functions a logo's CSS may call: colours, transforms and arithmetic. None of them can fetch
 * anything. Any other function is refused, so a fetching form added to CSS later (`image()`,
 * `cross-fade()`, `src()`…) is refused too without being named here.
 */
const HARMLESS_CSS_FUNCTIONS = new Set(
  "rgb rgba hsl hsla hwb lab lch oklab oklch color color-mix var calc min max clamp matrix matrix3d translate translatex translatey translate3d scale scalex scaley scale3d rotate rotatex rotatey rotatez rotate3d skew skewx skewy perspective".split(
    " ",
  ),
);

/** `url(#id)`, quoted or not: a gradient, pattern, clip path, mask or filter inside the drawing. */
const LOCAL_URL = /\burl\(\s*(["']?)#[\w.:-]+\1\s*\)/gi;

/** The most CSS one attribute or `<style>` may hold to be kept: a logo's is a few KB at most. */
const MAX_CSS_LENGTH = 64 * 1024;

/**
 * Whether a piece of CSS (a `<style>` element, a `style` attribute or a presentation attribute
 * such as `fill`) can make the viewer fetch nothing. CSS loads resources through `url()`, `src()`,
 * `image-set()` and friends (these last with plain strings), `@import` and `@font-face`, and any
 * of those names can be written with escapes (`u\72l(`). Rather than recognise each form, which a
 * new spelling would slip past, the CSS is accepted only when it has no backslash (so no escape),
 * no `@` (so no at-rule), and calls no function but `url(#id)` and the harmless ones above.
 * Comments are removed first, as the CSS tokenizer does; an unterminated one runs to the end.
 * Legitimate logos (Illustrator's `.cls-1{fill:url(#grad)}`, Inkscape's `style="fill:#000"`)
 * pass; the rare one that fails loses that style and is still stored.
 */
export function isSelfContainedCss(css: string): boolean {
  // No logo needs this much CSS in one place; past it the style is dropped without being read.
  if (css.length > MAX_CSS_LENGTH) return false;
  const text = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, " ");
  if (/[\\@]/.test(text)) return false;
  // Every "(" must open a harmless function: CSS only calls a function when its name touches the
  // parenthesis, and a bare one (`"x"(`, `x (`) has no use in a logo, so it is refused as well.
  // Each run of name characters is taken whole, once, with the "(" after it if there is one: a
  // pattern that may start anywhere inside a run (`[\w-]*\(`) retries the run from each of its
  // characters, quadratic on a long one (issue 31: 160 KB took 12 s).
  for (const [token] of text.replace(LOCAL_URL, " ").matchAll(/[\w-]+\(?|\(/g)) {
    if (token.endsWith("(") && !HARMLESS_CSS_FUNCTIONS.has(token.slice(0, -1).toLowerCase())) return false;
  }
  return true;
}

/**
 * DOMPurify does not read CSS, so an attribute whose value is CSS it cannot vouch for is dropped
 * here: `style`, and every presentation attribute, since `fill="url(http://…)"` fetches like
 * the `style` form does. href and xlink:href are URLs, not CSS: dropExternalReferences has them.
 */
function dropExternalCssAttribute(_node: Element, data: { attrName: string; attrValue: string; keepAttr: boolean }) {
  if (data.attrName === "href" || data.attrName === "xlink:href") return;
  if (!isSelfContainedCss(data.attrValue)) data.keepAttr = false;
}

/**
 * A `<style>` element whose CSS could fetch something is emptied (an empty one styles nothing).
 * Done on the finished tree rather than in a hook: DOMPurify may still remove a child of the
 * element after a hook has seen it, and the text that is left must be the text checked.
 */
function emptyExternalStyleSheets(root: Element) {
  for (const style of Array.from(root.getElementsByTagNameNS(SVG_NS, "style"))) {
    if (!isSelfContainedCss(style.textContent ?? "")) style.textContent = "";
  }
}

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
 * splitting the comments when no `<svg` followed (issue 31: 218 bytes took 16 s).
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
 * The SVG without scripts, event handlers, external references or foreign HTML, as a standalone XML
 * document; null when nothing of an <svg> root survives. Serialised as XML (not HTML) so entities
 * and the namespace come out valid for an image/svg+xml file.
 */
export async function sanitizeSvg(text: string): Promise<string | null> {
  const { purify, serialize } = await loadSanitizer();
  const fragment = purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, RETURN_DOM_FRAGMENT: true });
  const root = fragment.firstElementChild;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== "svg") return null;
  emptyExternalStyleSheets(root);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}`;
}
