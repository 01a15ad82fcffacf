import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { woffToSfnt } from "@/lib/quote-pdf/woff";

/** The family every text of the quote's PDF is set in. */
export const PDF_FONT_FAMILY = "Inter";

/**
 * Where the PDF's font files are: Inter's latin subset (every letter of Portuguese, "º", "×", "−",
 * "—"), regular and bold, as @fontsource/inter ships them (WOFF; unpacked once, see ./woff.ts).
 *
 * Read from node_modules under the working directory, not through `require.resolve`: the server
 * bundle would rewrite a resolve into a module id, while the working directory is the project's in
 * `next start`, the tests and the bench, and the standalone server's own folder (its server.js
 * changes into it), where the traced node_modules are. Each path is written out whole so the
 * build's file tracer copies these two files, not the package's 200 (next.config.ts names them
 * too, should the tracer stop reading these calls).
 */
export const PDF_FONT_PATHS = {
  400: () => path.join(process.cwd(), "node_modules/@fontsource/inter/files/inter-latin-400-normal.woff"),
  700: () => path.join(process.cwd(), "node_modules/@fontsource/inter/files/inter-latin-700-normal.woff"),
} as const;

// On globalThis: Font.register appends, and a dev server re-evaluates modules on every change.
const REGISTERED = Symbol.for("oficina.quotePdf.fontsRegistered");

/**
 * Registers Inter once per process: each file is read and unpacked here, once, and handed to
 * react-pdf as a data URL, which it parses on first use and keeps.
 */
export function registerPdfFonts() {
  const scope = globalThis as { [REGISTERED]?: true };
  if (scope[REGISTERED]) return;
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: Object.entries(PDF_FONT_PATHS).map(([weight, fontPath]) => ({
      src: `data:font/ttf;base64,${woffToSfnt(readFileSync(fontPath())).toString("base64")}`,
      fontWeight: Number(weight),
    })),
  });
  // react-pdf splits long words with English hyphenation rules, which breaks Portuguese words in
  // the wrong places ("Concei-ção"): a word only moves to the next line whole.
  Font.registerHyphenationCallback((word) => [word]);
  scope[REGISTERED] = true;
}
