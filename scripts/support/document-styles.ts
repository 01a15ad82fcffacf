/**
 * The documents' stylesheet (lib/documents/render.tsx): the app's own (app/globals.css, the same
 * tokens and layers) compiled by Tailwind for the classes the documents use, and nothing else:
 * about a fifth of the app's, inlined in each document so that a phone on 4G needs one request
 * to draw the page. Its sources are every file the document routes import, followed through the
 * imports, so a component a document starts using brings its classes along.
 * `npm run document-styles` writes lib/documents/styles.generated.ts; a unit test fails while it
 * is stale (tests/unit/document-styles.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The routes that answer with a document. */
export const DOCUMENT_ROUTES = [
  "app/(public-quote)/orcamento/[token]/route.tsx",
  "app/(public-supplier)/cotacao/[token]/route.tsx",
  "app/(public-page)/oficina/[slug]/agendar/route.tsx",
  "app/(public-page)/oficina/[slug]/assistente/route.tsx",
  "app/(public-quote)/orcamento/[token]/assistente/route.tsx",
  "app/dashboard/ai-assistant/test/route.tsx",
  "app/(public-booking)/agendamento/[token]/route.tsx",
  "app/(marketing)/route.tsx",
  "app/(marketing)/contato/route.tsx",
  "app/(marketing)/contato/enviado/route.tsx",
];

export const GENERATED_FILE = "lib/documents/styles.generated.ts";

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/g;
const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];

function resolveImport(from: string, specifier: string) {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null; // a package: its classes are not ours
  return EXTENSIONS.map((extension) => base + extension).find((file) => fs.existsSync(file)) ?? null;
}

/** Every project file the document routes reach through their imports, themselves included. */
export function documentSources(routes = DOCUMENT_ROUTES) {
  const seen = new Set<string>();
  const pending = routes.map((route) => path.join(ROOT, route));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  // Not the stylesheet itself: its selectors would read as classes, and each run would add to the last.
  return [...seen]
    .map((file) => path.relative(ROOT, file))
    .filter((file) => file !== GENERATED_FILE)
    .sort();
}

/** The minified stylesheet for those sources. */
export async function buildDocumentStyles() {
  const from = path.join(ROOT, "lib/documents/styles.css");
  const sources = documentSources()
    .map((file) => `@source "${path.relative(path.dirname(from), path.join(ROOT, file))}";`)
    .join("\n");
  // The app's stylesheet with its own sources (whole folders) swapped for the documents' files.
  const globals = fs.readFileSync(path.join(ROOT, "app/globals.css"), "utf8").replace(/^@source .*$\n/gm, "");
  const input = globals.replace(/^(@import "tailwindcss" source\(none\);)$/m, `$1\n${sources}`);
  const result = await postcss([tailwind({ base: ROOT, optimize: { minify: true } })]).process(input, { from });
  return result.css;
}

export function generatedModule(css: string) {
  return `// Written by \`npm run document-styles\` (scripts/support/document-styles.ts): do not edit.\nexport const DOCUMENT_CSS = ${JSON.stringify(css)};\n`;
}

if (process.argv[1] === import.meta.filename) {
  const css = await buildDocumentStyles();
  fs.writeFileSync(path.join(ROOT, GENERATED_FILE), generatedModule(css));
  console.log(`${GENERATED_FILE}: ${(css.length / 1024).toFixed(1)} kB`);
}
