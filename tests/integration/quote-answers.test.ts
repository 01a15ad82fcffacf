/**
 * The customer's answer on the link and the record that proves it: versions published only when
 * what the customer sees changed, one answer per version (even when two race), every refusal
 * (stale version, tampered hash, expired, second answer, missing consent), the quote's status and
 * lock, the complement, and the append-only tables, which the database itself guards.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { quoteAnswers, quoteVersions, quoteViews, quotes } from "@/db/schema";
import { answerQuote, listQuoteAnswers, markQuoteAnswersSeen, openQuoteComplement, type AnswerSubmission } from "@/lib/data/quote-answers";
import { getPublicQuote } from "@/lib/data/public-quote";
import { listQuoteVersions, publishQuoteVersion, recordQuoteView, listQuoteViews } from "@/lib/data/quote-versions";
import { deleteCustomer, getCustomer } from "@/lib/data/customers";
import { getQuote } from "@/lib/data/quote-document";
import { deleteQuote } from "@/lib/data/quotes";
import { canonicalSnapshot, parseSnapshot, snapshotSha256 } from "@/lib/quotes/snapshot";
import { itemsAsLoaded, saveQuoteWith } from "../support/quotes";
import { shopWithData } from "../support/shops";

const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };

async function quoteOnLink(label: string) {
  const shop = await shopWithData(label);
  const view = (await getPublicQuote(shop.linkToken))!;
  return { shop, view, quoteId: shop.quoteId };
}

function approval(view: { version: { number: number; sha256: string } }, overrides: Partial<AnswerSubmission> = {}): AnswerSubmission {
  return {
    versionNumber: view.version.number,
    sha256: view.version.sha256,
    answer: "approved",
    customerName: "Maria Souza",
    reason: null,
    nonOriginalPartsConsent: true,
    ...visitor,
    ...overrides,
  };
}

describe("versions of a quote", () => {
  it("are published when the customer opens the link, and again only when what he sees changed", async () => {
    const { shop, view, quoteId } = await quoteOnLink("versions");
    expect(view.version.number).toBe(1);
    expect(view.version.sha256).toBe(snapshotSha256(view.version.canonical));
    expect(canonicalSnapshot(parseSnapshot(view.version.canonical))).toBe(view.version.canonical);
    expect((await getPublicQuote(shop.linkToken))!.version.number).toBe(1);

    expect((await saveQuoteWith(shop.id, quoteId, { description: "Motor e freios" })).ok).toBe(true);
    const second = (await getPublicQuote(shop.linkToken))!;
    expect(second.version.number).toBe(2);
    expect(second.document.quote.description).toBe("Motor e freios");
    expect((await listQuoteVersions(shop.id, quoteId)).map((version) => version.number)).toEqual([1, 2]);
  });

  it("makes one version when many visitors publish the same change at once", async () => {
    const { shop, quoteId } = await quoteOnLink("race-publish");
    await saveQuoteWith(shop.id, quoteId, { description: "Outra descrição" });
    await Promise.all(Array.from({ length: 8 }, () => publishQuoteVersion(shop.id, quoteId)));
    expect((await listQuoteVersions(shop.id, quoteId)).map((version) => version.number)).toEqual([1, 2]);
  });

  it("records the first view of each version only", async () => {
    const { shop, view, quoteId } = await quoteOnLink("views");
    await recordQuoteView(shop.id, quoteId, view.version.id, visitor);
    await recordQuoteView(shop.id, quoteId, view.version.id, { ...visitor, clientAddress: "10.9.9.9" });
    expect(await listQuoteViews(shop.id, quoteId)).toEqual([
      expect.objectContaining({ versionNumber: 1, clientAddress: visitor.clientAddress }),
    ]);
  });
});

describe("answering a quote", () => {
  it("approves the version shown, records who, when, from where and what, and locks the quote", async () => {
    const { shop, view, quoteId } = await quoteOnLink("approve");
    const outcome = await answerQuote(shop.id, quoteId, approval(view));
    expect(outcome).toMatchObject({
      ok: true,
      answer: {
        versionNumber: 1,
        sha256: view.version.sha256,
        answer: "approved",
        customerName: "Maria Souza",
        nonOriginalPartsConsent: true,
        ...visitor,
      },
    });
    const quote = (await getQuote(shop.id, quoteId))!;
    expect(quote).toMatchObject({ status: "approved", approvedVersion: 1, amending: false, answerUnseen: true });

    expect(await saveQuoteWith(shop.id, quoteId, { description: "Mudou depois de aprovado" })).toEqual({ ok: false, reason: "locked" });
    // The shop's profile changing does not make a new version of an approved quote.
    expect((await getPublicQuote(shop.linkToken))!.version.number).toBe(1);

    await markQuoteAnswersSeen(shop.id, quoteId);
    expect((await getQuote(shop.id, quoteId))!.answerUnseen).toBe(false);
  });

  it("refuses an approval of non-original parts without the consent to them", async () => {
    const { shop, view, quoteId } = await quoteOnLink("consent");
    expect(await answerQuote(shop.id, quoteId, approval(view, { nonOriginalPartsConsent: false }))).toEqual({
      ok: false,
      reason: "consentRequired",
    });
    expect(await listQuoteAnswers(shop.id, quoteId)).toEqual([]);
  });

  it("records a refusal with its reason: 'Orçamento Recusado', still editable", async () => {
    const { shop, view, quoteId } = await quoteOnLink("refuse");
    const outcome = await answerQuote(
      shop.id,
      quoteId,
      approval(view, { answer: "rejected", customerName: null, reason: "Achei caro", nonOriginalPartsConsent: false }),
    );
    expect(outcome).toMatchObject({
      ok: true,
      answer: { answer: "rejected", reason: "Achei caro", customerName: null, nonOriginalPartsConsent: null },
    });
    expect((await getQuote(shop.id, quoteId))!.status).toBe("rejected");
    expect((await saveQuoteWith(shop.id, quoteId, { description: "Sem a peça cara" })).ok).toBe(true);
    expect((await getPublicQuote(shop.linkToken))!.version.number).toBe(2);
  });

  it("refuses an answer to an older version, and a tampered hash", async () => {
    const { shop, view, quoteId } = await quoteOnLink("stale");
    expect(await answerQuote(shop.id, quoteId, approval(view, { sha256: "0".repeat(64) }))).toEqual({ ok: false, reason: "stale" });
    expect(await answerQuote(shop.id, quoteId, approval(view, { versionNumber: 2 }))).toEqual({ ok: false, reason: "stale" });
    await saveQuoteWith(shop.id, quoteId, { description: "Mudou enquanto o cliente lia" });
    // The answer publishes the change itself: no one had to open the link again.
    expect(await answerQuote(shop.id, quoteId, approval(view))).toEqual({ ok: false, reason: "stale" });
    expect((await listQuoteVersions(shop.id, quoteId)).length).toBe(2);
    expect(await listQuoteAnswers(shop.id, quoteId)).toEqual([]);
    expect((await getQuote(shop.id, quoteId))!.status).toBe("pending");
  });

  it("refuses an answer after the validity, in São Paulo's calendar", async () => {
    const { shop, quoteId } = await quoteOnLink("expired");
    await saveQuoteWith(shop.id, quoteId, { validUntil: "2026-11-20" }, "2026-11-20"); // saved while still valid
    const view = (await getPublicQuote(shop.linkToken))!;
    expect(await answerQuote(shop.id, quoteId, approval(view), "2026-11-21")).toEqual({
      ok: false,
      reason: "expired",
      validUntil: "2026-11-20",
    });
    expect((await answerQuote(shop.id, quoteId, approval(view), "2026-11-20"))?.ok).toBe(true);
  });

  it("accepts one answer: a second gets the final state, and racing answers leave exactly one", async () => {
    const { shop, view, quoteId } = await quoteOnLink("race");
    const outcomes = await Promise.all([
      answerQuote(shop.id, quoteId, approval(view)),
      answerQuote(shop.id, quoteId, approval(view, { answer: "rejected", customerName: null, reason: "Não" })),
      answerQuote(shop.id, quoteId, approval(view, { customerName: "Outra Pessoa" })),
    ]);
    expect(outcomes.filter((outcome) => outcome?.ok)).toHaveLength(1);
    const [winner] = await listQuoteAnswers(shop.id, quoteId);
    expect(await listQuoteAnswers(shop.id, quoteId)).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => !outcome?.ok))
      expect(outcome).toEqual({ ok: false, reason: "answered", answer: winner });
  });

  it("is not possible with another quote's token or another shop's ids", async () => {
    const { shop, view, quoteId } = await quoteOnLink("tenant");
    const other = await quoteOnLink("tenant-other");
    // The version of another quote (its number and hash) does not answer this one.
    expect(await answerQuote(shop.id, quoteId, approval(other.view, { versionNumber: 1 }))).toEqual({ ok: false, reason: "stale" });
    // Another shop's user id with this shop's quote finds nothing.
    expect(await answerQuote(other.shop.id, quoteId, approval(view))).toBeUndefined();
    expect(await listQuoteAnswers(other.shop.id, quoteId)).toEqual([]);
    expect(await listQuoteVersions(other.shop.id, quoteId)).toEqual([]);
    expect(await listQuoteViews(other.shop.id, quoteId)).toEqual([]);
    expect(await openQuoteComplement(other.shop.id, quoteId)).toBe(false);
    await markQuoteAnswersSeen(other.shop.id, quoteId);
    expect(await listQuoteAnswers(shop.id, quoteId)).toEqual([]);
  });
});

describe("an 'Orçamento complementar'", () => {
  it("unlocks the approved quote; its version lists the changes and is approved on its own", async () => {
    const { shop, view, quoteId } = await quoteOnLink("complement");
    await answerQuote(shop.id, quoteId, approval(view));
    expect(await openQuoteComplement(shop.id, quoteId)).toBe(true);
    expect(await openQuoteComplement(shop.id, quoteId)).toBe(false);
    // Nothing changed yet: the link still shows the approved version.
    expect((await getPublicQuote(shop.linkToken))!.version.number).toBe(1);

    const quote = (await getQuote(shop.id, quoteId))!;
    const items = itemsAsLoaded(quote);
    items.push({
      kind: "part",
      description: "Pastilha de freio",
      catalogueServiceId: null,
      partCondition: "original",
      labourPricing: null,
      quantity: "1",
      unitPrice: "80.00",
    });
    expect((await saveQuoteWith(shop.id, quoteId, { items })).ok).toBe(true);

    const complement = (await getPublicQuote(shop.linkToken))!;
    expect(complement.version.number).toBe(2);
    expect(complement.version.snapshot.complement).toEqual({
      amendsVersion: 1,
      approvedTotal: view.version.snapshot.totals.total,
      changes: [
        expect.objectContaining({
          change: "added",
          description: "Pastilha de freio",
          after: { quantity: "1.000", unitPrice: "80.00", total: "80.00" },
        }),
      ],
    });
    expect((await answerQuote(shop.id, quoteId, approval(complement)))?.ok).toBe(true);
    expect((await getQuote(shop.id, quoteId))!).toMatchObject({ approvedVersion: 2, amending: false, status: "approved" });
    expect((await listQuoteAnswers(shop.id, quoteId)).map((answer) => answer.versionNumber)).toEqual([1, 2]);
  });
});

/** What Postgres answered a statement with: its error's message, or "executed". */
async function refusalOf(statement: SQL) {
  try {
    await getDb().execute(statement);
    return "executed";
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message);
  }
}

describe("the record is append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE from the app's own database user", async () => {
    const { shop, view, quoteId } = await quoteOnLink("append-only");
    await recordQuoteView(shop.id, quoteId, view.version.id, visitor);
    await answerQuote(shop.id, quoteId, approval(view));
    const attempts = [
      sql`UPDATE quote_answers SET customer_name = 'Outro Nome' WHERE quote_id = ${quoteId}`,
      sql`UPDATE quote_answers SET answered_at = answered_at - interval '1 day' WHERE quote_id = ${quoteId}`,
      sql`DELETE FROM quote_answers WHERE quote_id = ${quoteId}`,
      sql`UPDATE quote_versions SET snapshot = '{}' WHERE quote_id = ${quoteId}`,
      sql`DELETE FROM quote_versions WHERE quote_id = ${quoteId}`,
      sql`UPDATE quote_views SET client_address = '1.1.1.1' WHERE quote_id = ${quoteId}`,
      sql`DELETE FROM quote_views WHERE quote_id = ${quoteId}`,
      sql`TRUNCATE quote_answers`,
      sql`TRUNCATE quote_versions CASCADE`,
    ];
    for (const attempt of attempts) expect(await refusalOf(attempt)).toMatch(/is append-only/);
    const [answer] = await getDb().select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quoteId));
    expect(answer).toMatchObject({ customerName: "Maria Souza", sha256: view.version.sha256 });
  });

  it("keeps its quote: the shop cannot delete it, nor its customer, not even by hand in SQL (CDC art. 27)", async () => {
    const { shop, view, quoteId } = await quoteOnLink("delete");
    await recordQuoteView(shop.id, quoteId, view.version.id, visitor);
    await answerQuote(shop.id, quoteId, approval(view));
    expect(await deleteQuote(shop.id, quoteId)).toBe("answered");
    expect(await deleteCustomer(shop.id, shop.customerId)).toBe("answered");
    for (const statement of [sql`DELETE FROM quotes WHERE id = ${quoteId}`, sql`DELETE FROM customers WHERE id = ${shop.customerId}`]) {
      expect(await refusalOf(statement)).toMatch(/the customer answered this quote/);
    }
    for (const table of [quoteAnswers, quoteVersions, quoteViews]) {
      expect(await getDb().select().from(table).where(eq(table.quoteId, quoteId))).not.toEqual([]);
    }
    expect(
      await getDb()
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shop.id))),
    ).toHaveLength(1);
    expect(await getCustomer(shop.id, shop.customerId)).toBeDefined();
  });

  it("goes with its quote while unanswered: a quote only viewed is deleted with its versions", async () => {
    const { shop, view, quoteId } = await quoteOnLink("delete-unanswered");
    await recordQuoteView(shop.id, quoteId, view.version.id, visitor);
    expect(await deleteQuote(shop.id, quoteId)).toEqual({ customerId: shop.customerId });
    for (const table of [quoteVersions, quoteViews]) {
      expect(await getDb().select().from(table).where(eq(table.quoteId, quoteId))).toEqual([]);
    }
  });

  it("goes with the shop", async () => {
    const { shop, view, quoteId } = await quoteOnLink("account");
    await answerQuote(shop.id, quoteId, approval(view));
    await getDb().execute(sql`DELETE FROM shops WHERE id = ${shop.id}`);
    expect(await getDb().select().from(quoteVersions).where(eq(quoteVersions.shopId, shop.id))).toEqual([]);
    expect(await getDb().select().from(quoteAnswers).where(eq(quoteAnswers.shopId, shop.id))).toEqual([]);
  });
});
