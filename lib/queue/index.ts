/**
 * The background task queue (pg-boss on the app's Postgres). Areas declare tasks with `defineTask`
 * and send them with `enqueue`; ./tasks.ts lists them; instrumentation.ts starts the workers.
 */
export { defineTask, shopTaskData, type TaskDefinition } from "./define";
export { enqueue, type EnqueueOptions } from "./enqueue";
