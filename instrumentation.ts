/**
 * Runs once when a Next server starts, before it serves requests: checks the whole environment
 * (lib/env.ts: a bad value, or a production start without AUTH_URL or AUTH_SECRET, ends the
 * process saying which variable and why), stamps each request with its client address
 * (lib/client-address/stamp.ts), applies the migrations (the same migrator as `npm run
 * db:migrate` and the tests) and, in development only, creates the demo account on an empty
 * database.
 */
import { env } from "@/lib/env";

export async function register() {
  // A literal `process.env.NEXT_RUNTIME`: Next replaces it at build time, so the Edge build of this
  // file drops the Node-only imports below. Read through lib/env.ts it would keep them.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (env.NEXT_PHASE === "phase-production-build") return;
  // The standalone server (the Docker image) does not go through scripts/launch.ts: check here too.
  const { exitIfEnvInvalid } = await import("@/lib/env-check");
  exitIfEnvInvalid();
  // Before any request: one that arrives before it carries no address the app will believe (header.ts).
  const { startStampingClientAddresses } = await import("@/lib/client-address/stamp");
  startStampingClientAddresses();
  const { prepareDatabase } = await import("@/db/prepare");
  await prepareDatabase();
}
