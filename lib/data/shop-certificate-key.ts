import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { shopCertificates } from "@/db/schema";
import { openCertificate, type ShopCertificate } from "@/lib/nfse/certificate";
import { openSealedCertificate } from "@/lib/nfse/vault";

/**
 * The only reader of the sealed certificate: opened in memory to sign and to open the mutual TLS
 * connection, never returned to a page, an action's result, the export or a log. Null: the shop
 * has none. Throws VaultError when the key is missing or changed, CertificateError when the
 * certificate no longer opens (expired: the caller says so).
 */
export async function loadShopCertificate(shopId: string, now = new Date()): Promise<ShopCertificate | null> {
  const [row] = await getDb().select({ sealed: shopCertificates.sealed }).from(shopCertificates).where(eq(shopCertificates.shopId, shopId));
  if (!row) return null;
  const { pfx, password } = openSealedCertificate(shopId, row.sealed);
  return openCertificate(pfx, password, { now });
}
