import { defineConfig } from "drizzle-kit";

export default defineConfig({
  // The folder: drizzle-kit reads every area file in it (db/schema/index.ts re-exports them for the app).
  schema: "./db/schema",
  out: "./drizzle",
  dialect: "postgresql",
  dbCredentials: { url: process.env.DATABASE_URL ?? "postgres://localhost:5432/oficina" },
  strict: true,
});
