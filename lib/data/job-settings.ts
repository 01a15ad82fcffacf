import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { shops } from "@/db/schema";
import { DEFAULT_READY_TEMPLATE } from "@/lib/quotes/ready-message";

// Every function takes the shop's id first and filters by it in the same statement.

export type JobSettings = {
  /** The 'Carro pronto' message, or the product's default. */
  readyTemplate: string;
  /** Who at the shop takes an in-person approval, prefilled: the profile's owner name ("" when none). */
  ownerName: string;
};

/** What the job's page needs from the shop's profile for the stage buttons. */
export async function getJobSettings(shopId: string): Promise<JobSettings> {
  const [row] = await getDb()
    .select({ readyTemplate: shops.readyTemplate, ownerName: shops.ownerName })
    .from(shops)
    .where(eq(shops.id, shopId));
  return { readyTemplate: row?.readyTemplate || DEFAULT_READY_TEMPLATE, ownerName: row?.ownerName ?? "" };
}
