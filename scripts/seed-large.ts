/**
 * `npm run db:seed:large`: a large shop for measuring (see scripts/support/seed-large.ts), in
 * DATABASE_URL or, when it is unset, in the embedded Postgres that `npm run dev` uses (.data/).
 */
import path from "node:path";
import { startEmbeddedPostgres } from "../db/embedded";
import { migrateDatabase } from "../db/migrate";
import { LARGE_SHOP, LARGE_SHOP_SIZE, seedLargeShop } from "./support/seed-large";
import { LARGE_AGENDA } from "./support/seed-large-agenda";

const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: path.resolve(process.env.OFICINA_DATA_DIR ?? ".data", "postgres"), database: "oficina" });
const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;

try {
  const started = Date.now();
  await migrateDatabase(databaseUrl);
  await seedLargeShop(databaseUrl);
  console.log(
    `▸ ${LARGE_SHOP_SIZE.customers.toLocaleString("pt-BR")} clientes (${LARGE_SHOP_SIZE.servicesPerCustomer} orçamentos cada, ` +
      `de 1 a ${LARGE_SHOP_SIZE.maxItemsPerQuote} itens), ${LARGE_SHOP_SIZE.vehicles.toLocaleString("pt-BR")} veículos, ` +
      `${LARGE_SHOP_SIZE.suppliers.toLocaleString("pt-BR")} fornecedores, ${LARGE_SHOP_SIZE.leads.toLocaleString("pt-BR")} interessados ` +
      `e um ano de agenda (cerca de 20 agendamentos por dia útil; página /oficina/${LARGE_AGENDA.slug}) ` +
      `em ${((Date.now() - started) / 1000).toFixed(1)} s.\n  Entre com ${LARGE_SHOP.email} / ${LARGE_SHOP.password}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
