/**
 * The customer's link of a seeded quote, read and revoked straight in the e2e database, as
 * lib/data/quote-links.ts does (server-only, so not importable here).
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { quoteLinks } from "../../db/schema";
import type { AccountsDatabase } from "./accounts";

/**
 * The quote's live token. A quote made by the app has one from its creation (createServiceRecord);
 * one written straight into the database (./seed.ts) gets it here, as the app would have made it.
 */
export async function liveQuoteToken({ db }: AccountsDatabase, userId: string, quoteId: string): Promise<string> {
  const [row] = await db
    .select({ token: quoteLinks.token })
    .from(quoteLinks)
    .where(and(eq(quoteLinks.userId, userId), eq(quoteLinks.quoteId, quoteId), isNull(quoteLinks.revokedAt)));
  if (row) return row.token;
  const token = newToken();
  await db.insert(quoteLinks).values({ userId, quoteId, token });
  return token;
}

/** What renewQuoteLink does: the live link revoked, a new one made; returns the new token. */
export async function renewQuoteToken({ db }: AccountsDatabase, userId: string, quoteId: string): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(quoteLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(quoteLinks.userId, userId), eq(quoteLinks.quoteId, quoteId), isNull(quoteLinks.revokedAt)));
    await tx.insert(quoteLinks).values({ userId, quoteId, token });
  });
  return token;
}

/** A token as lib/quotes/link-token.ts mints them: 24 random bytes, base64url. */
const newToken = () => randomBytes(24).toString("base64url");

/** A token no quote has: the same shape as a real one. */
export const unknownQuoteToken = newToken;

/** The text of a PDF, every page joined. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
