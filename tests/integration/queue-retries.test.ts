/**
 * The queue itself: a job that keeps failing is retried with growing delays, then kept as
 * failed; `npm run operator -- tasks` lists it (never its data) and `tasks retry` runs it again.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { enqueue } from "@/lib/queue";
import { stopQueue } from "@/lib/queue/boss";
import { startQueue } from "@/lib/queue/worker";
import { runOperatorCommand } from "@/scripts/operator";
import { failing, FAST, proofJob, runsOf } from "../support/queue-proofs";
import { waitFor } from "../support/wait";

vi.mock("@/lib/queue/tasks", async () => ({ TASKS: (await import("../support/queue-proofs")).PROOF_JOBS }));

afterEach(async () => {
  await stopQueue();
});

async function stateOf(id: string) {
  const [row] = await getDb().execute<{ state: string }>(
    sql`select state from ${sql.identifier(process.env.QUEUE_SCHEMA!)}.job where id = ${id}`,
  );
  return row?.state;
}

describe("a failing job", () => {
  it("is retried with backoff, lands as failed, is listed without its data, and runs again on 'retry'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await startQueue(FAST);
    // The key stands for what a job's data may hold (an address): it must not reach the listing.
    const key = `cliente-${randomUUID()}@exemplo.com`;
    failing.add(key);
    const id = (await enqueue(proofJob, { key }))!;
    // Three runs (the first and retryLimit 2), 1 s then 2 s apart at least (retryDelay 1, doubling).
    await waitFor(async () => (await stateOf(id)) === "failed", "the job to fail for good", 20_000);
    const [first, second, third, ...more] = runsOf(key);
    expect(more).toEqual([]);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(1_900);

    const listed = await runOperatorCommand(["tasks"]);
    expect(listed.ok).toBe(true);
    const line = listed.lines.find((one) => one.includes(id));
    expect(line).toMatch(
      new RegExp(`^test\\.proof  ${id}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC  3 tentativas  falha de teste \\(cliente-\\)$`),
    );
    expect(listed.lines.join("\n")).not.toContain(key);

    expect(await runOperatorCommand(["tasks", "retry", randomUUID()])).toMatchObject({ ok: false });
    expect(await runOperatorCommand(["tasks", "retry", "nao-e-um-id"])).toMatchObject({ ok: false });
    failing.delete(key);
    expect(await runOperatorCommand(["tasks", "retry", id])).toEqual({ ok: true, lines: [`A tarefa ${id} voltou para a fila.`] });
    await waitFor(async () => (await stateOf(id)) === "completed", "the retried job to complete");
    expect(runsOf(key)).toHaveLength(4);
    expect((await runOperatorCommand(["tasks"])).lines.some((one) => one.includes(id))).toBe(false);
  });

  it("'jobs retry --all' puts every failed job back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const keys = [randomUUID(), randomUUID()];
    const ids: string[] = [];
    for (const key of keys) ids.push((await enqueue(proofJob, { key }))!);
    // Failed for good at once, as the last of its tries would leave it.
    await getDb().execute(
      sql`update ${sql.identifier(process.env.QUEUE_SCHEMA!)}.job set state = 'failed', completed_on = now(), output = '{"message":"SMTP fora do ar"}' where id in ${ids}`,
    );
    expect((await runOperatorCommand(["tasks"])).lines.filter((one) => one.includes("SMTP fora do ar"))).toHaveLength(2);
    expect(await runOperatorCommand(["tasks", "retry", "--all"])).toEqual({ ok: true, lines: ["2 tarefas voltaram para a fila."] });
    await startQueue(FAST);
    await waitFor(
      async () => (await Promise.all(ids.map(stateOf))).every((state) => state === "completed"),
      "both retried jobs to complete",
    );
    expect(await runOperatorCommand(["tasks"])).toEqual({ ok: true, lines: ["Nenhuma tarefa com falha."] });
  });
});
