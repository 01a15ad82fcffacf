/**
 * Another app instance in its own process, for tests/integration/queue-crash.test.ts: starts the
 * queue's workers (the app's real jobs) on DATABASE_URL and QUEUE_SCHEMA, says so, and works until
 * it is killed. Run with `node --conditions=react-server --import tsx` (server-only then resolves
 * to its empty module, as in Next's server bundle).
 */
import { startQueue } from "@/lib/queue/worker";

await startQueue({ pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 2, retryDelaySeconds: 1 });
console.log("fila iniciada");
