/**
 * Runs once when a Next server starts, before it serves requests: stamps each request with its
 * client address (lib/client-address/stamp.ts), refuses a production start without AUTH_URL
 * (lib/site-url.ts), applies the migrations (the same migrator as `npm
 * run db:migrate` and the tests) and, in development only, creates the demo account on an empty
 * database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // First: requests that arrive before it carry no address the app will believe (header.ts).
  const { startStampingClientAddresses } = await import("@/lib/client-address/stamp");
  startStampingClientAddresses();
  // The standalone server (the Docker image) does not go through scripts/launch.ts: refuse here too.
  const { exitIfAdminEmailsSet } = await import("@/db/operators");
  exitIfAdminEmailsSet();
  // Production needs AUTH_URL: every absolute link is built from it, never from the request's Host.
  const { exitIfSiteUrlMissing } = await import("@/lib/site-url");
  exitIfSiteUrlMissing();
  const { prepareDatabase } = await import("@/db/prepare");
  await prepareDatabase();
}
