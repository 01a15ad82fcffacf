/**
 * The queue itself: an instance killed in the middle of a job (SIGKILL: no graceful stop,
 * nothing told to Postgres). Another process takes a real job (the 'senha alterada' e-mail) and is
 * killed while its SMTP server has not answered yet; once the run expires, this instance's worker runs
 * it again and the mail goes out, once, through a real SMTP server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { accountNoticeMail } from "@/lib/account/mail-tasks";
import { enqueue } from "@/lib/queue";
import { queueState } from "@/lib/queue/boss";
import { startQueue } from "@/lib/queue/worker";
import { uniqueEmail } from "../support/factories";
import { testMailbox } from "../support/mailbox";
import { FAST } from "../support/queue-proofs";
import { waitFor } from "../support/wait";

const { mailsTo, server } = testMailbox();
const TIMING = { ...FAST, retryDelaySeconds: 1 };

let child: ChildProcess | undefined;
let silent: net.Server | undefined;
afterAll(async () => {
  child?.kill("SIGKILL");
  await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
});

/** An SMTP server that accepts the connection and never says a word: the run hangs in it. */
async function silentSmtpServer() {
  const connected: net.Socket[] = [];
  const listening = net.createServer((socket) => void connected.push(socket));
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  silent = listening;
  return { url: `smtp://127.0.0.1:${(listening.address() as net.AddressInfo).port}`, connected };
}

async function jobRow(id: string) {
  const [row] = await getDb().execute<{ state: string; retry_count: number }>(
    sql`select state, retry_count from ${sql.identifier(process.env.QUEUE_SCHEMA!)}.job where id = ${id}`,
  );
  return row;
}

describe("an instance killed in the middle of a job", () => {
  it("leaves the job to another, which sends the mail once after the run expires", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // This instance's queue, not working yet: the job is sent with the tests' timing.
    await queueState(TIMING).started;
    const to = uniqueEmail("senha-alterada");
    const id = (await enqueue(accountNoticeMail, { notice: "password_changed" as const, to }))!;

    const hanging = await silentSmtpServer();
    child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", path.join(import.meta.dirname, "../support/queue-child.ts")],
      {
        env: { ...process.env, SMTP_URL: hanging.url, NODE_ENV: "test" },
        stdio: "ignore",
      },
    );
    // The other process took the job and is waiting for the SMTP server's greeting.
    await waitFor(() => hanging.connected.length > 0, "the other process to start the job", 30_000);
    expect((await jobRow(id))?.state).toBe("active");
    child.kill("SIGKILL");
    await new Promise((resolve) => child!.once("exit", resolve));

    await startQueue(TIMING);
    await waitFor(async () => (await jobRow(id))?.state === "completed", "the job to be run again here", 20_000);
    expect((await jobRow(id))?.retry_count).toBe(1);
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(server().received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });
});
