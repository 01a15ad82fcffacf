import "server-only";
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

const { window } = new JSDOM("");
const purify = createDOMPurify(window);
const SVG_NS = "http://www.w3.org/2000/svg";

/** Whether the text is an SVG document: optional XML prolog, comments and doctype, then <svg. */
export function looksLikeSvg(text: string): boolean {
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i.test(text);
}

/**
 * The SVG without scripts, event handlers, javascript: links or foreign HTML, as a standalone XML
 * document; null when nothing of an <svg> root survives. Serialised as XML (not HTML) so entities
 * and the namespace come out valid for an image/svg+xml file.
 */
export function sanitizeSvg(text: string): string | null {
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== "svg") return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(root)}`;
}
