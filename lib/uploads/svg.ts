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
    return { purify: createDOMPurify(window), serialize: (node) => serializer.serializeToString(node) };
  });
  return sanitizer;
}

/** Whether the text is an SVG document: optional XML prolog, comments and doctype, then <svg. */
export function looksLikeSvg(text: string): boolean {
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i.test(text);
}

/**
 * The SVG without scripts, event handlers, javascript: links or foreign HTML, as a standalone XML
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
