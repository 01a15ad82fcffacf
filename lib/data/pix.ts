import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { mechanicProfiles } from "@/db/schema";
import type { PixReceiver } from "@/lib/pix/charge";

// Every function takes the shop's user id first and filters by it in the same statement.

/** The shop's PIX key, name and city from its profile; null when it has no key. */
export async function getPixReceiver(userId: string): Promise<PixReceiver | null> {
  const [row] = await getDb()
    .select({
      keyType: mechanicProfiles.pixKeyType,
      key: mechanicProfiles.pixKey,
      name: mechanicProfiles.pixName,
      city: mechanicProfiles.pixCity,
    })
    .from(mechanicProfiles)
    .where(eq(mechanicProfiles.id, userId));
  if (!row?.keyType || !row.key || !row.name || !row.city) return null;
  return { keyType: row.keyType, key: row.key, name: row.name, city: row.city };
}
