import { databaseIsCurrent } from "@/lib/data/health";

export const dynamic = "force-dynamic";

const TIMEOUT_MS = 3000;
const noStore = { "Cache-Control": "no-store" };

/**
 * For load balancers and compose: 200 when the database answers and has this build's migrations;
 * 503 while it is down, or up but not migrated yet (the start-up migration is retried), so no
 * traffic reaches an instance whose queries would fail.
 */
export async function GET() {
  try {
    const current = await Promise.race([
      databaseIsCurrent(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS)),
    ]);
    if (!current) return Response.json({ status: "error", database: "migrating" }, { status: 503, headers: noStore });
    return Response.json({ status: "ok", database: "up" }, { headers: noStore });
  } catch (error) {
    console.error("health: banco de dados indisponível:", error instanceof Error ? String(error.cause ?? error.message) : error);
    return Response.json({ status: "error", database: "down" }, { status: 503, headers: noStore });
  }
}
