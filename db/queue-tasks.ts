import { sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb } from "./index";

/**
 * The operator's view of the task queue (lib/queue): its failed tasks, read and retried in pg-boss's
 * own table (schema QUEUE_SCHEMA, table `job`), for `npm run operator -- tasks`. Plain SQL on the
 * app's connection: the operator's command starts no queue, and works while the app runs. What a task
 * carries (its data: addresses, ids) is never read here.
 */

export type FailedTask = { id: string; queue: string; failedAt: Date; tries: number; error: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function jobTable() {
  return sql`${sql.identifier(env.QUEUE_SCHEMA)}.job`;
}

/** Whether pg-boss has created its tables yet (the app's first start does). */
async function queueExists() {
  const [row] = await getDb().execute<{ found: boolean }>(sql`select to_regclass(${`${env.QUEUE_SCHEMA}.job`}) is not null as found`);
  return row?.found === true;
}

/**
 * The tasks that used up their tries, the latest first: queue, id, when it last failed, how many
 * runs it had, and its last error's message (pg-boss keeps the thrown error, or its own words for a
 * run that outlived its expiry).
 */
export async function listFailedTasks(limit = 200): Promise<FailedTask[]> {
  if (!(await queueExists())) return [];
  const rows = await getDb().execute<{ id: string; queue: string; failed_at: string; tries: number; error: string | null }>(sql`
    select id, name as queue, completed_on as failed_at, retry_count + 1 as tries,
      coalesce(output->>'message', output->'value'->>'message', output->>'value') as error
    from ${jobTable()} where state = 'failed'
    order by completed_on desc, id limit ${limit}`);
  return rows.map((row) => ({
    id: row.id,
    queue: row.queue,
    failedAt: new Date(row.failed_at),
    tries: Number(row.tries),
    error: row.error ?? "",
  }));
}

/**
 * Puts failed tasks back in their queue for one more run, at once (pg-boss's own retry: one more
 * try allowed, state 'retry'); `"all"` for every failed task. Answers how many went back.
 */
export async function retryFailedTasks(ids: string[] | "all"): Promise<number> {
  if (!(await queueExists())) return 0;
  if (ids !== "all" && (ids.length === 0 || !ids.every((id) => UUID.test(id)))) return 0;
  const which = ids === "all" ? sql`true` : sql`id in ${ids}`;
  const rows = await getDb().execute(sql`
    update ${jobTable()} set state = 'retry', retry_limit = retry_limit + 1, start_after = now()
    where state = 'failed' and ${which} returning id`);
  return rows.length;
}
