import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction, type Transaction } from "@/db";
import { quoteVersions, quoteViews } from "@/db/schema";
import { getQuoteDocument } from "@/lib/data/quote-document";
import { lockShopQuote } from "@/lib/data/quote-lock";
import { buildQuoteSnapshot, canonicalSnapshot, parseSnapshot, snapshotSha256, type QuoteSnapshot } from "@/lib/quotes/snapshot";
import { isRecordId } from "@/lib/record-id";
import type { QuoteDocument } from "@/lib/quotes/types";

// Every function takes the shop's id first and filters by it in the same statement.

export type QuoteVersion = {
  id: string;
  number: number;
  /** The canonical text, exactly as hashed. */
  canonical: string;
  snapshot: QuoteSnapshot;
  sha256: string;
  createdAt: Date;
};

const VERSION_COLUMNS = {
  id: quoteVersions.id,
  number: quoteVersions.number,
  canonical: quoteVersions.snapshot,
  sha256: quoteVersions.sha256,
  createdAt: quoteVersions.createdAt,
};

type VersionRow = Omit<QuoteVersion, "snapshot">;
const withSnapshot = (row: VersionRow): QuoteVersion => ({ ...row, snapshot: parseSnapshot(row.canonical) });

async function latestVersion(db: DatabaseOrTransaction, shopId: string, quoteId: string): Promise<QuoteVersion | undefined> {
  const [row] = await db
    .select(VERSION_COLUMNS)
    .from(quoteVersions)
    .where(and(eq(quoteVersions.shopId, shopId), eq(quoteVersions.quoteId, quoteId)))
    .orderBy(desc(quoteVersions.number))
    .limit(1);
  return row && withSnapshot(row);
}

async function versionByNumber(
  db: DatabaseOrTransaction,
  shopId: string,
  quoteId: string,
  number: number,
): Promise<QuoteVersion | undefined> {
  const [row] = await db
    .select(VERSION_COLUMNS)
    .from(quoteVersions)
    .where(and(eq(quoteVersions.shopId, shopId), eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.number, number)));
  return row && withSnapshot(row);
}

/** The snapshot without what a complement says about it: what the customer agrees to. */
const contentOf = (snapshot: QuoteSnapshot) => canonicalSnapshot({ ...snapshot, complement: null });

type Publication = { latest: QuoteVersion | undefined; next: string | undefined };

/**
 * Whether the quote as the shop holds it now must become a new version, and its canonical text.
 * Nothing new when the latest version already says exactly this, nor while the quote is locked by
 * an approval (CDC art. 40 §2: it changes only through a complement). While a complement is open,
 * the new version lists what changed against the approved one, and a complement that so far
 * changes nothing is not a version.
 */
async function nextVersion(db: DatabaseOrTransaction, shopId: string, quoteId: string, document: QuoteDocument): Promise<Publication> {
  const { approvedVersion, amending } = document.quote;
  const [latest, approved] = await Promise.all([
    latestVersion(db, shopId, quoteId),
    approvedVersion !== null && amending ? versionByNumber(db, shopId, quoteId, approvedVersion) : undefined,
  ]);
  if (latest && approvedVersion !== null && !amending) return { latest, next: undefined };
  const publicDocument = { ...document, customer: { name: document.customer.name } };
  const snapshot = buildQuoteSnapshot(publicDocument, approved && { version: approved.number, snapshot: approved.snapshot });
  if (approved && contentOf(snapshot) === contentOf(approved.snapshot)) return { latest, next: undefined };
  const canonical = canonicalSnapshot(snapshot);
  return { latest, next: latest?.canonical === canonical ? undefined : canonical };
}

/**
 * The version the customer's link shows now: the latest one, after writing a new one when the
 * quote changed since (see nextVersion). Undefined when the quote is not this shop's.
 *
 * Most calls find nothing new and write nothing. A write takes the quote's row lock first and
 * decides again under it, so two visitors publishing at once make one version, and no save or
 * answer can slip in between the decision and the insert.
 */
export async function publishQuoteVersion(shopId: string, quoteId: string): Promise<Published | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const document = await getQuoteDocument(shopId, quoteId);
  if (!document) return undefined;
  const { latest, next } = await nextVersion(getDb(), shopId, quoteId, document);
  if (!next) return latest && { version: latest, document };
  return getDb().transaction((tx) => publishLocked(tx, shopId, quoteId));
}

/** The version the link shows, and the quote as the shop holds it (its ids, logo and e-mail). */
export type Published = { version: QuoteVersion; document: QuoteDocument };

/**
 * publishQuoteVersion inside a transaction that already holds the quote's row lock (or takes it
 * here): the answer to a quote decides on the version it publishes.
 */
export async function publishLocked(tx: Transaction, shopId: string, quoteId: string): Promise<Published | undefined> {
  if (!(await lockShopQuote(tx, shopId, quoteId, "update"))) return undefined;
  const document = await getQuoteDocument(shopId, quoteId, tx);
  if (!document) return undefined;
  const { latest, next } = await nextVersion(tx, shopId, quoteId, document);
  // No next version means there is a latest one (a quote without versions always gets its first).
  if (!next) return latest && { version: latest, document };
  const [row] = await tx
    .insert(quoteVersions)
    .values({ shopId, quoteId, number: (latest?.number ?? 0) + 1, snapshot: next, sha256: snapshotSha256(next) })
    .returning(VERSION_COLUMNS);
  return { version: withSnapshot(row!), document };
}

/** Every version of the quote, oldest first, if it is this shop's. */
export async function listQuoteVersions(shopId: string, quoteId: string): Promise<QuoteVersion[]> {
  if (!isRecordId(quoteId)) return [];
  const rows = await getDb()
    .select(VERSION_COLUMNS)
    .from(quoteVersions)
    .where(and(eq(quoteVersions.shopId, shopId), eq(quoteVersions.quoteId, quoteId)))
    .orderBy(asc(quoteVersions.number));
  return rows.map(withSnapshot);
}

/**
 * What the quote's history shows of each version, oldest first: its number, when, and which
 * version a complement amends (lib/quotes/timeline.ts reads only that of the snapshot). Postgres
 * picks that one key out of the stored text, so the page does not parse and check every version's
 * whole snapshot (a 30-item quote's each) for it.
 */
export async function listQuoteVersionEvents(shopId: string, quoteId: string): Promise<QuoteVersionEvent[]> {
  if (!isRecordId(quoteId)) return [];
  const rows = await getDb()
    .select({
      number: quoteVersions.number,
      createdAt: quoteVersions.createdAt,
      // `json`, not jsonb: the text is only scanned to the key. A JSON null reads as SQL NULL.
      amendsVersion: sql<number | null>`(${quoteVersions.snapshot}::json -> 'complement' ->> 'amendsVersion')::int`,
    })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.shopId, shopId), eq(quoteVersions.quoteId, quoteId)))
    .orderBy(asc(quoteVersions.number));
  return rows.map(({ amendsVersion, ...row }) => ({
    ...row,
    snapshot: { complement: amendsVersion === null ? null : { amendsVersion } },
  }));
}

export type QuoteVersionEvent = { number: number; createdAt: Date; snapshot: { complement: { amendsVersion: number } | null } };

/** One version of the shop's quote by its number, if both exist. */
export async function getQuoteVersion(shopId: string, quoteId: string, number: number): Promise<QuoteVersion | undefined> {
  if (!isRecordId(quoteId) || !Number.isSafeInteger(number) || number < 1) return undefined;
  return versionByNumber(getDb(), shopId, quoteId, number);
}

export type VisitorStamp = { clientAddress: string; userAgent: string };

/**
 * Records the first time the link showed this version ('Visualizado'); later visits change
 * nothing. The version must be this shop's quote's: the composite key refuses anything else.
 */
export async function recordQuoteView(shopId: string, quoteId: string, versionId: string, visitor: VisitorStamp) {
  await getDb()
    .insert(quoteViews)
    .values({ shopId, quoteId, versionId, clientAddress: visitor.clientAddress, userAgent: visitor.userAgent.slice(0, 500) })
    .onConflictDoNothing({ target: quoteViews.versionId });
}

/** When each version was first seen by the customer, oldest first. */
export async function listQuoteViews(shopId: string, quoteId: string) {
  if (!isRecordId(quoteId)) return [];
  return getDb()
    .select({
      versionNumber: quoteVersions.number,
      viewedAt: quoteViews.viewedAt,
      clientAddress: quoteViews.clientAddress,
      userAgent: quoteViews.userAgent,
    })
    .from(quoteViews)
    .innerJoin(quoteVersions, and(eq(quoteVersions.id, quoteViews.versionId), eq(quoteVersions.shopId, quoteViews.shopId)))
    .where(and(eq(quoteViews.shopId, shopId), eq(quoteViews.quoteId, quoteId)))
    .orderBy(asc(quoteViews.viewedAt));
}
