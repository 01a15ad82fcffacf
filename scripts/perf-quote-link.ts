/**
 * `npm run perf:quote-link [-- --runs=3]` (after `npm run build`): Lighthouse (mobile preset: a
 * Moto G Power on simulated slow 4G) on the customer's quote page, /orcamento/{token}, of the
 * production build (scripts/support/lighthouse.ts), for a 30-item quote of a shop without a logo
 * (scripts/support/quote-link-seed.ts).
 * Fails when performance < 95 or accessibility < 100. Best practices and SEO are printed, not
 * judged: the page is noindex on purpose, which Lighthouse counts against its SEO.
 */
import { auditPage, runsFromArgs } from "./support/lighthouse";
import { startProductionServer } from "./support/production-server";
import { seedQuoteLink } from "./support/quote-link-seed";

const server = await startProductionServer();
let met = false;
try {
  met = await auditPage({
    url: `${server.origin}/orcamento/${await seedQuoteLink(server.databaseUrl)}`,
    label: "/orcamento/{token} (30 itens)",
    runs: runsFromArgs(),
    targets: { performance: 95, accessibility: 100, "best-practices": null, seo: null },
  });
} finally {
  await server.stop();
}
process.exit(met ? 0 : 1);
