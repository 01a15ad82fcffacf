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

/** Whether the text is an SVG document: optional XML prolog, comments and doctype, then <svg. */
export function looksLikeSvg(text: string): boolean {
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i.test(text);
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
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(root)}`;
}
