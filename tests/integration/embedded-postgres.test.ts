/**
 * The embedded Postgres of `npm run dev` stops when the app is done with it, not when the terminal
 * says so: Ctrl-C reaches every process of the terminal's group, and a Postgres among them shut
 * down at the same moment as the app, cutting the queue's connections (three "terminating
 * connection due to administrator command" on every stop).
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { waitFor } from "../support/wait";

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-sinal-"));
await fs.chmod(dir, 0o777); // Postgres runs as its own user when we are root
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

it("keeps serving through a Ctrl-C to the process group until its owner stops it", async () => {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "../support/postgres-child.ts"), path.join(dir, "pg")],
    {
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  try {
    await waitFor(() => output.includes("READY") || child.exitCode !== null, "the child's Postgres", 30_000);
    process.kill(-child.pid!, "SIGINT");
    expect(await exited).toBe(0);
    expect(output).toContain("QUERY OK 1");
    expect(output).toContain("STOPPED");
    expect(output).not.toMatch(/QUERY FAILED|CONNECTION ERROR/);
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
  }
  // Stopped means gone: nothing listens on its data directory any more.
  await expect(fs.access(path.join(dir, "pg", "postmaster.pid"))).rejects.toThrow();
});
