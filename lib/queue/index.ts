/**
 * The background job queue (pg-boss on the app's Postgres). Areas declare jobs with `defineJob`
 * and send them with `enqueue`; ./jobs.ts lists them; instrumentation.ts starts the workers.
 */
export { defineJob, type JobDefinition } from "./define";
export { enqueue, type EnqueueOptions } from "./enqueue";
