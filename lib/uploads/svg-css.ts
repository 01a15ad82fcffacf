/**
 * The CSS a stored SVG may keep. Plain TypeScript with no Node or Next import: it runs in the
 * sanitiser's worker thread (svg-purify.ts) and in the unit tests alike.
 */

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
  // characters, quadratic on a long one (160 KB took 12 s).
  for (const [token] of text.replace(LOCAL_URL, " ").matchAll(/[\w-]+\(?|\(/g)) {
    if (token.endsWith("(") && !HARMLESS_CSS_FUNCTIONS.has(token.slice(0, -1).toLowerCase())) return false;
  }
  return true;
}
