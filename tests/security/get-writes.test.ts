/**
 * No GET changes anything, so no link, image tag or prefetch (another site's included) can act for
 * the browser that follows it. Read from the source: every page and layout (all of it runs on a
 * GET) and every route handler's GET, followed through the functions they call in app/, components/
 * and lib/, must reach no database write (a drizzle insert, update or delete, a counter of
 * lib/data/rate-limits.ts). A new GET that writes fails here until it is fixed or listed below with
 * its reason.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The GETs that write on purpose, and why each may. Keep README's security section in step.
 * Key: "<file>#<declaration>" of the entry point, value: the writers it reaches.
 */
const ALLOWED: Record<string, { writes: string[]; why: string }> = {
  "app/dashboard/quotes/[id]/page.tsx": {
    writes: ["markQuoteAnswersSeen"],
    why:
      "Opening a quote clears its 'new answer' badge, the answer being on the page the mechanic is reading. Idempotent; " +
      "needs his session (SameSite=Lax: sent on a top-level navigation only) and his quote's random id; a forged " +
      "navigation only clears the badge of a page it then shows him.",
  },
  "app/(public-quote)/orcamento/[token]/route.tsx#GET": {
    writes: ["recordQuoteView", "openPublicQuote"],
    why:
      "'Visualizado' is the customer opening the link: the GET is the event, recorded once per version (insert or " +
      "nothing) with its address and user agent, behind the link's 192-bit token; the page has no script to post it. " +
      "A miss counts against the address (QUOTE_LINK_MISSES): the limit on guessing tokens must count GETs.",
  },
  "app/(public-supplier)/cotacao/[token]/route.tsx#GET": {
    writes: ["openSupplierLink"],
    why:
      "A supplier's link counts its misses against the address as a quote link's does (SUPPLIER_LINK_MISSES, the same " +
      "rule on its own counter): the limit on guessing tokens must count GETs. The page writes nothing else; answers are posted.",
  },
  "app/lembretes/sair/[token]/route.ts#GET": {
    writes: ["openUnsubscribeLink"],
    why:
      "The unsubscribe link's GET only reads (mail scanners open links): the consent is withdrawn by the POST. A miss " +
      "counts against the address as a quote link's does (QUOTE_LINK_MISSES): the limit on guessing tokens must count GETs.",
  },
  "app/agenda/[feed]/route.ts#GET": {
    writes: ["openCalendarFeed"],
    why:
      "The calendar feed is fetched by Google Calendar and the iPhone with a GET, the secret in the address. A miss " +
      "counts against the address (CALENDAR_FEED_MISSES), as a quote link's does: the limit on guessing secrets must count GETs.",
  },
  "app/(public-quote)/orcamento/[token]/fotos/[photoId]/route.ts#GET": {
    writes: ["openPublicQuote"],
    why: "A photo of the job through the quote link: its misses counted as the page counts them (see above).",
  },
  "app/(public-quote)/orcamento/[token]/assistente/route.tsx#GET": {
    writes: ["openPublicQuote"],
    why: "The quote's assistant on the link: its misses counted as the page counts them (see above). A message is posted.",
  },
  "app/(public-quote)/orcamento/[token]/pdf/route.ts#GET": {
    writes: ["openPublicQuote", "quotePdfResponse"],
    why:
      "The quote link's misses, counted as the page counts them (see above). A PDF drawn for the first time is kept " +
      "in storage (a cache keyed by its content, never shown as data) and counts against the address's renders " +
      "(QUOTE_PDF_RENDERS): the limit on drawing PDFs must count the GETs that draw them.",
  },
  "app/dashboard/quotes/[id]/pdf/route.ts#GET": {
    writes: ["markQuoteHandedOut", "quotePdfResponse"],
    why:
      "The shop's 'Baixar PDF': the same PDF cache and render limit as the customer's link (see above). It is also " +
      "Básico's way to send a quote, so a priced quote not yet counted counts once against the monthly limit " +
      "(quotes.sent_at): a signed-in shop's own tap, behind its session cookie, never a scanner's or a prefetch.",
  },
  "app/(public-quote)/orcamento/[token]/recibo/route.ts#GET": {
    writes: ["openPublicQuote", "receiptPdfResponse"],
    why: "The job's 'Recibo' on the link: its misses counted as the page counts them, its renders within QUOTE_PDF_RENDERS (see above).",
  },
  "app/(public-quote)/orcamento/[token]/recibo/[paymentId]/route.ts#GET": {
    writes: ["openPublicQuote", "receiptPdfResponse"],
    why: "A payment's 'Recibo' on the link: as the job's (see above).",
  },
  "app/(public-quote)/orcamento/[token]/nota-fiscal/route.ts#GET": {
    writes: ["openPublicQuote", "danfsePdfResponse"],
    why: "The job's DANFSe on the link: as the 'Recibo' (see above), its renders within QUOTE_PDF_RENDERS.",
  },
  "app/(public-quote)/orcamento/[token]/nota-fiscal/xml/route.ts#GET": {
    writes: ["openPublicQuote", "danfsePdfResponse"],
    why:
      "The job's NFS-e XML on the link: its misses counted as the page counts them. It shares the PDF's module, so the " +
      "scan names danfsePdfResponse too; the XML itself is a stored file and counts no render.",
  },
  "app/dashboard/quotes/[id]/nfse/pdf/route.ts#GET": {
    writes: ["danfsePdfResponse"],
    why: "The shop's DANFSe: danfsePdfResponse counts renders for the link only (clientAddress null here), so this writes nothing.",
  },
  "app/dashboard/quotes/[id]/nfse/xml/route.ts#GET": {
    writes: ["danfsePdfResponse"],
    why: "The shop's NFS-e XML: it shares the DANFSe's module (see above) and writes nothing.",
  },
  "app/dashboard/quotes/[id]/receipt/route.ts#GET": {
    writes: ["receiptPdfResponse"],
    why: "The shop's 'Recibo': receiptPdfResponse counts renders for the link only (clientAddress null here), so this writes nothing.",
  },
  "app/dashboard/quotes/[id]/receipt/[paymentId]/route.ts#GET": {
    writes: ["receiptPdfResponse"],
    why: "A payment's 'Recibo', the shop's: as the job's (see above).",
  },
};

type Declaration = { file: string; name: string; body: string };

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes("node_modules"))
    .map((file) => `${dir}/${file}`);
}

/** The text without comments and imports (naming a writer there calls nothing). */
function code(file: string) {
  return fs
    .readFileSync(path.join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1")
    .replace(/^import[\s\S]*?;$/gm, "");
}

/** Files Next calls by convention (pages, layouts, route handlers): nothing imports from them. */
const isEntryFile = (file: string) =>
  /\/(page|layout|not-found|loading|error|global-error|default|template)\.tsx$|\/route\.tsx?$/.test(file);
const isRouteHandler = (file: string) => /\/route\.tsx?$/.test(file);

/** Server actions run on a POST, client components in the browser: neither runs in a GET's server code. */
function runsOnTheServerOnGet(text: string) {
  return !/^\s*["']use (server|client)["']/.test(text);
}

/** The top-level declarations of a file: functions, and constants (cached loaders are `const x = cache(...)`). */
function declarationsOf(file: string, text: string): Declaration[] {
  const starts = [...text.matchAll(/^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\s*\*?\s*(\w+)|const\s+(\w+))/gm)];
  return starts.map((match, index) => ({
    file,
    name: match[1] ?? match[2] ?? "default",
    body: text.slice(match.index, starts[index + 1]?.index ?? text.length),
  }));
}

/** A drizzle write (`db.insert(`, `tx\n.update(`, `getDb().delete(`) or a raw SQL one. */
const DIRECT_WRITE = /(?:\bdb|\btx|getDb\(\))\s*\.\s*(?:insert|update|delete)\s*\(|sql`\s*(?:insert|update|delete)\b/i;

function allDeclarations() {
  const declarations: Declaration[] = [];
  for (const file of [...sourceFiles("app"), ...sourceFiles("components"), ...sourceFiles("lib")]) {
    const text = code(file);
    if (!isEntryFile(file) && runsOnTheServerOnGet(text)) declarations.push(...declarationsOf(file, text));
  }
  return declarations;
}

/** The names of the declarations that write, directly or through another that does (by name: coarse, on the safe side). */
function writers(declarations: Declaration[]) {
  const writing = new Set(declarations.filter((declaration) => DIRECT_WRITE.test(declaration.body)).map((declaration) => declaration.name));
  for (let grew = true; grew;) {
    grew = false;
    for (const { name, body } of declarations) {
      if (writing.has(name)) continue;
      if ([...writing].some((writer) => new RegExp(`\\b${writer}\\b`).test(body.slice(name.length + 10)))) {
        writing.add(name);
        grew = true;
      }
    }
  }
  return writing;
}

/** The writers `body` calls, followed through the declarations it names (all of them, any file). */
function reachedWriters(body: string, declarations: Declaration[], writing: Set<string>, seen = new Set<string>()): Set<string> {
  const reached = new Set<string>();
  for (const declaration of declarations) {
    if (seen.has(`${declaration.file}#${declaration.name}`) || !new RegExp(`\\b${declaration.name}\\b`).test(body)) continue;
    if (!writing.has(declaration.name)) continue;
    seen.add(`${declaration.file}#${declaration.name}`);
    const further = reachedWriters(declaration.body.slice(declaration.name.length + 10), declarations, writing, seen);
    // The first writer of lib/ named on the way in: the one the entry point's author knows by name.
    if (further.size === 0 || declaration.file.startsWith("lib/")) reached.add(declaration.name);
    else for (const writer of further) reached.add(writer);
  }
  return reached;
}

/** What runs on a GET: every page and layout whole, and each route handler's file but its other methods. */
function getEntryPoints() {
  const entries: { key: string; body: string }[] = [];
  for (const file of sourceFiles("app").filter(isEntryFile)) {
    const text = code(file);
    if (!isRouteHandler(file)) entries.push({ key: file, body: text });
    else if (/\bGET\b/.test(text)) {
      const others = declarationsOf(file, text).filter((declaration) => /^(POST|PUT|PATCH|DELETE)$/.test(declaration.name));
      entries.push({ key: `${file}#GET`, body: others.reduce((rest, other) => rest.replace(other.body, ""), text) });
    }
  }
  return entries;
}

describe("GET requests", () => {
  const declarations = allDeclarations();
  const writing = writers(declarations);

  it("find the app's writes (the scan sees them)", () => {
    for (const name of [
      "createCustomer",
      "consumeRateLimit",
      "markQuoteAnswersSeen",
      "recordQuoteView",
      "openPublicQuote",
      "saveProfile",
    ]) {
      expect(writing, name).toContain(name);
    }
    expect(writing).not.toContain("getProfile");
    expect(writing).not.toContain("getCurrentAccount");
  });

  it("write nothing, but for the listed ones, each with its reason", () => {
    const found: Record<string, string[]> = {};
    for (const { key, body } of getEntryPoints()) {
      const reached = reachedWriters(body, declarations, writing);
      if (reached.size > 0) found[key] = [...reached].sort();
    }
    const allowed = Object.fromEntries(Object.entries(ALLOWED).map(([key, { writes }]) => [key, [...writes].sort()]));
    expect(found).toEqual(allowed);
  });
});
