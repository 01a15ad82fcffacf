import { migrateDatabase } from "../db/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("Defina DATABASE_URL para aplicar as migrações.");
  process.exit(1);
}
await migrateDatabase(url);
console.log("Migrações aplicadas.");
