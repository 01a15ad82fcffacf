/**
 * Runs once when a Next server starts, before it serves requests: applies the migrations (the
 * same migrator as `npm run db:migrate` and the tests) and, in development only, creates the demo
 * account on an empty database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // The standalone server (the Docker image) does not go through scripts/launch.ts: refuse here too.
  const { exitIfAdminEmailsSet } = await import("@/db/operators");
  exitIfAdminEmailsSet();
  const { prepareDatabase } = await import("@/db/prepare");
  await prepareDatabase();
}
