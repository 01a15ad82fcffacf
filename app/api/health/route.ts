import { sql } from "drizzle-orm";
import { getDb } from "@/db";

export const dynamic = "force-dynamic";

/** 200 when the database answers, 503 when it does not (for load balancers and compose). */
export async function GET() {
  try {
    await Promise.race([
      getDb().execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 3000)),
    ]);
    return Response.json({ status: "ok", database: "up" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("health: banco de dados indisponível:", error instanceof Error ? String(error.cause ?? error.message) : error);
    return Response.json({ status: "error", database: "down" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
