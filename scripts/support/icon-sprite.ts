/**
 * The icons' sprite (components/ui/icons.tsx): every drawing of components/ui/icon-drawings.ts as a
 * `<symbol>` of one SVG file, which the browser downloads once and keeps (Next serves an imported
 * file under a hashed name). A page then writes each icon as a `<use>` of its id, in the HTML and
 * again in the RSC payload, instead of its whole drawing: on a list of 20 customers the drawings
 * were a fifth of the page.
 * `npm run icons` writes components/ui/icons.svg; a unit test fails while it is stale
 * (tests/unit/icon-sprite.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { ICON_DRAWINGS } from "../../components/ui/icon-drawings";

export const SPRITE_FILE = path.resolve(import.meta.dirname, "../../components/ui/icons.svg");

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The sprite's text: one symbol per drawing, each in lucide's 24×24 box; stroke and size come from the page's `.icon`. */
export function buildIconSprite() {
  const symbols = Object.entries(ICON_DRAWINGS).map(([name, shapes]) => {
    const drawn = shapes.map(([tag, attributes]) => {
      const written = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`);
      return `<${tag}${written.join("")}/>`;
    });
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawn.join("")}</symbol>`;
  });
  // The root's viewBox draws nothing (symbols are drawn only where used): Next reads an imported
  // image's size from it, and refuses an SVG without one.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(SPRITE_FILE, buildIconSprite());
  console.log(`${path.relative(process.cwd(), SPRITE_FILE)}: ${Object.keys(ICON_DRAWINGS).length} ícones`);
}
