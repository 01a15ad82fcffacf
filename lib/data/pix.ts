import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { shops } from "@/db/schema";
import type { PixKeyType } from "@/lib/enums";
import type { PixReceiver } from "@/lib/pix/charge";

// Every function takes the shop's id first and filters by it in the same statement.

/** The shop's PIX key, name and city from its profile; null when it has no key. */
export async function getPixReceiver(shopId: string): Promise<PixReceiver | null> {
  const [row] = await getDb()
    .select({
      keyType: shops.pixKeyType,
      key: shops.pixKey,
      name: shops.pixName,
      city: shops.pixCity,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row ? pixReceiverOf(row) : null;
}

type PixColumns = { keyType: PixKeyType | null; key: string | null; name: string | null; city: string | null };

/** The profile's four PIX columns as a receiver, or null unless all are set (a check keeps them together). */
export function pixReceiverOf({ keyType, key, name, city }: PixColumns): PixReceiver | null {
  return keyType && key && name && city ? { keyType, key, name, city } : null;
}
