/**
 * The sanitiser itself: jsdom and DOMPurify with the app's hooks. It runs in a worker thread
 * (svg-worker.ts, started by svg-thread.ts), never on the thread that serves requests, so it
 * imports nothing of Next and no "server-only".
 */
import type { DOMPurify } from "dompurify";
import { isSelfContainedCss } from "./svg-css";

const SVG_NS = "http://www.w3.org/2000/svg";

type Sanitizer = { purify: DOMPurify; serialize: (node: Node) => string };
let sanitizer: Promise<Sanitizer> | undefined;

/** jsdom is heavy: the worker loads it once, when it starts. */
export function loadSanitizer(): Promise<Sanitizer> {
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

/**
 * The SVG without scripts, event handlers, external references or foreign HTML, as a standalone XML
 * document; null when nothing of an <svg> root survives. Serialised as XML (not HTML) so entities
 * and the namespace come out valid for an image/svg+xml file.
 */
export async function purifySvg(text: string): Promise<string | null> {
  const { purify, serialize } = await loadSanitizer();
  const fragment = purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, RETURN_DOM_FRAGMENT: true });
  const root = fragment.firstElementChild;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== "svg") return null;
  emptyExternalStyleSheets(root);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}`;
}
