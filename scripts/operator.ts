/**
 * `npm run operator -- add|remove|list [email]`: who runs the product (sees its own leads and every
 * shop's tickets). `npm run operator -- tasks [retry <id>|--all]`: the job queue's failed jobs
 * (docs/operations.md, "Job queue"). Works on DATABASE_URL or, when it is unset, on the embedded Postgres that
 * `npm run dev` uses (.data/). In the compose container: `docker compose exec app node operator.mjs …`.
 */
import path from "node:path";
import { closeDb } from "../db/index";
import { migrateDatabase } from "../db/migrate";
import { listOperators, setOperator } from "../db/operators";
import { listFailedTasks, retryFailedTasks, type FailedTask } from "../db/queue-tasks";

const USAGE = "Uso: npm run operator -- add <email> | remove <email> | list | tasks | tasks retry <id> | tasks retry --all";

/** One line per failed job: queue, id, when (UTC), runs, the error's first line. Never its data. */
function failedTaskLine(job: FailedTask) {
  const when = job.failedAt.toISOString().slice(0, 19).replace("T", " ");
  const error = job.error.split("\n")[0]!.slice(0, 200);
  return `${job.queue}  ${job.id}  ${when} UTC  ${job.tries} ${job.tries === 1 ? "tentativa" : "tentativas"}  ${error}`;
}

async function tasksCommand(args: string[]): Promise<{ ok: boolean; lines: string[] }> {
  if (args.length === 0) {
    const failed = await listFailedTasks();
    return { ok: true, lines: failed.length ? failed.map(failedTaskLine) : ["Nenhuma tarefa com falha."] };
  }
  const [command, target] = args;
  if (command === "retry" && target && args.length === 2) {
    const retried = await retryFailedTasks(target === "--all" ? "all" : [target]);
    if (target === "--all")
      return { ok: true, lines: [retried === 1 ? "1 tarefa voltou para a fila." : `${retried} tarefas voltaram para a fila.`] };
    if (retried === 0)
      return { ok: false, lines: [`Nenhuma tarefa com falha com o id ${target}. Veja a lista: npm run operator -- tasks`] };
    return { ok: true, lines: [`A tarefa ${target} voltou para a fila.`] };
  }
  return { ok: false, lines: [USAGE] };
}

/** Runs one command; what to print, and whether it worked. */
export async function runOperatorCommand(args: string[]): Promise<{ ok: boolean; lines: string[] }> {
  const [command, email] = args;
  if (command === "tasks") return tasksCommand(args.slice(1));
  if (command === "list" && !email) {
    const operators = await listOperators();
    return { ok: true, lines: operators.length ? operators : ["Nenhum operador."] };
  }
  if ((command === "add" || command === "remove") && email && args.length === 2) {
    const granted = command === "add";
    const account = await setOperator(email, granted);
    if (!account) return { ok: false, lines: [`Nenhuma conta com o e-mail ${email}. Cadastre a conta primeiro.`] };
    return { ok: true, lines: [granted ? `${account} agora é operador.` : `${account} não é mais operador.`] };
  }
  return { ok: false, lines: [USAGE] };
}

async function main(): Promise<number> {
  let embedded: { url: string; stop: () => Promise<void> } | undefined;
  if (!process.env.DATABASE_URL) {
    const { startEmbeddedPostgres } = await import("../db/embedded");
    try {
      embedded = await startEmbeddedPostgres({
        dir: path.resolve(process.env.OFICINA_DATA_DIR ?? ".data", "postgres"),
        database: "oficina",
      });
    } catch (error) {
      // The embedded Postgres serves one process at a time: the usual cause is a running `npm run dev`.
      console.error(`${(error as Error).message}\nSe o \`npm run dev\` estiver rodando, pare-o e tente de novo (ou defina DATABASE_URL).`);
      return 1;
    }
    process.env.DATABASE_URL = embedded.url;
    // A .data/ that `npm run dev` never started has no tables yet; a server's database is
    // migrated by the server itself.
    await migrateDatabase(embedded.url);
  }
  try {
    const { ok, lines } = await runOperatorCommand(process.argv.slice(2));
    for (const line of lines) (ok ? console.log : console.error)(line);
    return ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await closeDb();
    await embedded?.stop();
  }
}

// Explicit: the embedded Postgres's exit hooks would otherwise end the process with code 0.
if (process.argv[1] && /operator\.(ts|mjs)$/.test(process.argv[1])) process.exit(await main());
