/**
 * `npm run perf:landing [-- --runs=5]` (after `npm run build`): Lighthouse (mobile preset) on the
 * landing page of the production build (scripts/support/lighthouse.ts). Prints the four category
 * scores, the metrics and the JavaScript transferred.
 * Targets: performance ≥ 95; accessibility, best practices and SEO 100.
 */
import { auditPage, runsFromArgs } from "./support/lighthouse";
import { startProductionServer } from "./support/production-server";

const server = await startProductionServer();
let met = false;
try {
  met = await auditPage({
    url: `${server.origin}/`,
    label: `${server.origin}/`,
    runs: runsFromArgs(),
    targets: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  });
} finally {
  await server.stop();
}
process.exit(met ? 0 : 1);
