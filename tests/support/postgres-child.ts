/**
 * A process that owns an embedded Postgres, as scripts/launch.ts does, for
 * tests/integration/embedded-postgres.test.ts. It prints READY once a connection is open; on SIGINT
 * (which the test sends to its whole process group, as Ctrl-C in a terminal does) it queries on
 * that connection, so Postgres must still be serving, then stops Postgres and exits.
 */
import pg from "pg";
import { startEmbeddedPostgres } from "../../db/embedded";

const database = await startEmbeddedPostgres({ dir: process.argv[2]!, database: "sinal", quiet: true, throwaway: true });
const client = new pg.Client({ connectionString: database.url });
client.on("error", (error) => console.log(`CONNECTION ERROR ${error.message}`));
await client.connect();
process.once("SIGINT", async () => {
  const answer = await client.query("SELECT 1 AS one").then(
    (result) => `QUERY OK ${result.rows[0].one}`,
    (error: Error) => `QUERY FAILED ${error.message}`,
  );
  console.log(answer);
  await client.end().catch(() => {});
  await database.stop();
  console.log("STOPPED");
  process.exit(0);
});
console.log("READY");
