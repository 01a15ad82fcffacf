/**
 * `npm run perf:quote-link [-- --runs=3]` (after `npm run build`): Lighthouse (mobile preset: a
 * Moto G Power on simulated slow 4G) on the customer's quote page, /orcamento/{token}, of the
 * production build (scripts/support/lighthouse.ts), for a 30-item quote of a shop without a logo
 * (scripts/support/quote-link-seed.ts); then the same quote approved and partly paid, whose link shows
 * the PIX charge (the QR code drawn as inline SVG) for what is still owed.
 * Fails when performance < 95, accessibility < 100 or the page transfers more than 30 kB of
 * JavaScript (it is a document: lib/documents/render.tsx). Best practices and SEO are printed, not
 * judged: the page is noindex on purpose, which Lighthouse counts against its SEO.
 */
import { auditPage, runsFromArgs } from "./support/lighthouse";
import { startProductionServer } from "./support/production-server";
import { seedQuoteLink } from "./support/quote-link-seed";

const server = await startProductionServer();
const targets = { performance: 95, accessibility: 100, "best-practices": null, seo: null };
const MAX_SCRIPT_KB = 30;
let met = false;
try {
  const plain = await auditPage({
    url: `${server.origin}/orcamento/${await seedQuoteLink(server.databaseUrl)}`,
    label: "/orcamento/{token} (30 itens)",
    runs: runsFromArgs(),
    targets,
    maxScriptKB: MAX_SCRIPT_KB,
  });
  const withPix = await auditPage({
    url: `${server.origin}/orcamento/${await seedQuoteLink(server.databaseUrl, { pix: true })}`,
    label: "/orcamento/{token} (30 itens, aprovado, com PIX)",
    runs: runsFromArgs(),
    targets,
    maxScriptKB: MAX_SCRIPT_KB,
  });
  met = plain && withPix;
} finally {
  await server.stop();
}
process.exit(met ? 0 : 1);
